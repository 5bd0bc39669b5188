import { type Payment, type PaymentTarget } from '@praxis/domain';
import { Alert, Button, Group, Popover, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { ActionError, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { usePayments, useRedatePayment, useRemovePayment, type PaymentList } from '../api/payment-queries.ts';
import { PaymentForm } from './payment-form.tsx';

/**
 * The payment editor of one target (section 2): its payments with remove and date correction, the
 * price, what is paid and what is still open, and the form for the next payment. After a payment
 * the "done" button has the focus, so Enter closes the dialogue.
 */
export function PaymentEditor({ target, onDone }: { target: { type: PaymentTarget; id: number }; onDone?: () => void }) {
  const { t } = useTranslation('payments');
  const payments = usePayments(target.type, target.id);
  const [recorded, setRecorded] = useState<Payment | null>(null);
  const done = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (recorded) done.current?.focus();
  }, [recorded]);
  if (payments.isPending) return <LoadingState />;
  if (payments.isError) return <ErrorState error={payments.error} onRetry={() => void payments.refetch()} />;
  const list = payments.data;
  return (
    <Stack gap="md">
      <Figures list={list} />
      <PaymentTable list={list} target={target} />
      {recorded ? (
        <Alert color="green" role="status" data-testid="payment-recorded">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('recorded')}</Text>
            {onDone ? (
              <Button ref={done} size="xs" onClick={onDone}>
                {t('done')}
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}
      {/* A new form after each payment: its default is what is still open. */}
      <PaymentForm key={`${list.paidRappen}:${list.payments.length}`} target={target} list={list} onRecorded={setRecorded} autoFocus={recorded === null} />
    </Stack>
  );
}

function Figures({ list }: { list: PaymentList }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const open = list.priceRappen - list.paidRappen;
  const figures: Array<[string, number, string | undefined]> = [
    [t('figures.price'), list.priceRappen, undefined],
    [t('figures.paid'), list.paidRappen, list.paidRappen > 0 ? 'green' : undefined],
    [t('figures.open'), Math.max(0, open), open > 0 ? 'orange' : undefined],
  ];
  return (
    <SimpleGrid cols={3} spacing="xs">
      {figures.map(([label, rappen, color]) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={600} c={color}>
            {format.chf(rappen)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function PaymentTable({ list, target }: { list: PaymentList; target: { type: PaymentTarget; id: number } }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const remove = useRemovePayment(target.type, target.id);
  if (list.payments.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('none')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={520}>
        <Table striped verticalSpacing={4} aria-label={t('listLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.date')}</Table.Th>
              <Table.Th>{t('columns.type')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('columns.amount')}</Table.Th>
              <Table.Th>{t('columns.text')}</Table.Th>
              <Table.Th>{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.payments.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>{format.date(payment.date)}</Table.Td>
                <Table.Td>{t(`types.${payment.typeId}`)}</Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{format.chf(payment.amountRappen)}</Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    {payment.text ? <Text size="sm">{payment.text}</Text> : null}
                    {payment.voucherNumber ? (
                      <Text size="xs" c="grape">
                        {t('voucherUsed', { number: payment.voucherNumber })}
                      </Text>
                    ) : null}
                    {payment.acquiredCustomer ? (
                      <Text size="xs" c="green.7">
                        {t('acquired', { email: payment.acquiredCustomer.email })}
                      </Text>
                    ) : null}
                    {payment.createdBy ? (
                      <Text size="xs" c="dimmed">
                        {t('by', { name: payment.createdBy })}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RedateButton payment={payment} target={target} />
                    <ConfirmButton
                      size="compact-xs"
                      variant="light"
                      color="red"
                      question={t('removeQuestion', { amount: format.chf(payment.amountRappen) })}
                      confirmLabel={t('remove')}
                      onConfirm={() => remove.mutate(payment.id)}
                    >
                      {t('remove')}
                    </ConfirmButton>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ActionError error={remove.error} />
    </Stack>
  );
}

function RedateButton({ payment, target }: { payment: Payment; target: { type: PaymentTarget; id: number } }) {
  const { t } = useTranslation('payments');
  const [opened, setOpened] = useState(false);
  const [date, setDate] = useState(payment.date);
  const redate = useRedatePayment(target.type, target.id);
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withArrow shadow="md" position="bottom-end">
      <Popover.Target>
        <Button size="compact-xs" variant="default" onClick={() => setOpened((o) => !o)}>
          {t('redate')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            redate.mutate({ id: payment.id, date }, { onSuccess: () => setOpened(false) });
          }}
        >
          <Stack gap="xs" maw={240}>
            <TextInput type="date" label={t('form.date')} value={date} onChange={(e) => setDate(e.currentTarget.value)} required />
            <ActionError error={redate.error} />
            <Button type="submit" size="xs" loading={redate.isPending}>
              {t('redateSave')}
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
