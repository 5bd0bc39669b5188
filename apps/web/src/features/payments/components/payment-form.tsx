import { newPaymentSchema, PAYMENT_TYPE_IDS, type Payment, type PaymentTarget } from '@praxis/domain';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerGridPicker } from '../../../components/ui/customer-grid-picker.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRecordPayment, type PaymentList } from '../api/payment-queries.ts';
import {
  cashbackValues,
  defaultAmountText,
  initialPaymentValues,
  maySubmit,
  parseDiscount,
  toPaymentInput,
  type PaymentValues,
} from '../payment-form-model.ts';

/** Customers per row in the acquired-customer picker (section 7). */
const PICKER_PER_ROW = 4;

/**
 * The payment form (section 5): amount with the default (price less discount less paid), type
 * (card first), text, the cashback for a brought customer through the picker, the voucher for a
 * redemption, the date for an invoice payment. The submit button has the focus, so a card payment
 * of the default amount is one Enter.
 */
export function PaymentForm({
  target,
  list,
  onRecorded,
  autoFocus = true,
}: {
  target: { type: PaymentTarget; id: number };
  list: PaymentList;
  onRecorded: (payment: Payment) => void;
  /** false after a payment: the "done" button keeps the focus. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('payments');
  const record = useRecordPayment();
  const [picking, setPicking] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  // The form appears once the payments are loaded, after the dialogue took the focus: the submit button takes it now.
  useEffect(() => {
    if (autoFocus) submitButton.current?.focus();
    // NOTE: only when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const form = useSchemaForm(newPaymentSchema, {
    initialValues: initialPaymentValues(list.defaultAmountRappen),
    toInput: (values: PaymentValues) => toPaymentInput(values, target),
    check: (values) => (parseDiscount(values.discount) === undefined ? { discount: 'invalidDiscount' } : {}),
    texts: { namespace: 'payments', prefix: 'validation.' },
    renames: { amountRappen: 'amount' },
    fieldOfCode: { PAYMENT_TYPE_NOT_ALLOWED: 'typeId', ALREADY_ACQUIRED: 'acquiredCustomerEmail' },
    onSubmit: async (data) => onRecorded(await record.mutateAsync(data)),
  });
  const values = form.values;
  const typeId = Number(values.typeId);
  const setDiscount = (discount: string) => {
    form.setFieldValue('discount', discount);
    form.setFieldValue('amount', defaultAmountText(list.priceRappen, discount, list.paidRappen));
  };
  const setType = (value: string | null) => {
    if (!value) return;
    form.setFieldValue('typeId', value);
    if (Number(value) !== PAYMENT_TYPE_IDS.cash) form.setFieldValue('acquiredCustomerEmail', null);
    if (Number(value) !== PAYMENT_TYPE_IDS.voucherRedemption) form.setFieldValue('voucherId', null);
  };
  const serverError =
    record.error instanceof ApiError && ['VALIDATION_ERROR', 'PAYMENT_TYPE_NOT_ALLOWED', 'ALREADY_ACQUIRED'].includes(record.error.code) ? null : record.error;

  return (
    <form ref={form.rootRef} onSubmit={form.submit} noValidate aria-label={t('form.title')}>
      <Stack gap="sm">
        <Text fw={600}>{t('form.title')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput
            label={t('form.discount')}
            inputMode="decimal"
            rightSection="%"
            {...form.getInputProps('discount')}
            onChange={(e) => setDiscount(e.currentTarget.value)}
          />
          <TextInput label={t('form.amount')} inputMode="decimal" leftSection="CHF" leftSectionWidth={48} required {...form.getInputProps('amount')} />
          <Select
            label={t('form.type')}
            data={list.typeIds.map((id) => ({ value: String(id), label: t(`types.${id}`) }))}
            allowDeselect={false}
            {...form.getInputProps('typeId')}
            onChange={setType}
          />
        </SimpleGrid>
        {typeId === PAYMENT_TYPE_IDS.invoicePayment ? <TextInput type="date" label={t('form.date')} {...form.getInputProps('date')} /> : null}
        {typeId === PAYMENT_TYPE_IDS.voucherRedemption ? (
          <Select label={t('form.voucher')} data={[]} placeholder={t('form.noVouchers')} disabled {...form.getInputProps('voucherId')} />
        ) : null}
        <Textarea label={t('form.text')} description={t('form.textHint')} autosize minRows={1} {...form.getInputProps('transactionText')} />
        {values.acquiredCustomerEmail ? (
          <Alert color="teal" p="xs" data-testid="cashback-chosen">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('form.cashbackFor', { email: values.acquiredCustomerEmail })}</Text>
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => form.setValues({ acquiredCustomerEmail: null, amount: defaultAmountText(list.priceRappen, values.discount, list.paidRappen) })}
              >
                {t('form.cashbackRemove')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {form.errorText('acquiredCustomerEmail') ? (
          <Text size="sm" c="red" role="alert">
            {form.errorText('acquiredCustomerEmail')}
          </Text>
        ) : null}
        {picking ? (
          <CustomerGridPicker
            perRow={PICKER_PER_ROW}
            label={t('form.pickAcquired')}
            noneFound={t('form.noneFound')}
            excludeId={list.payerId}
            onPick={(customer) => {
              form.setValues(cashbackValues(customer.email));
              setPicking(false);
            }}
          />
        ) : null}
        <ActionError error={serverError} />
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="sm" px={0} onClick={() => setPicking((open) => !open)} aria-expanded={picking}>
            {picking ? t('form.pickClose') : t('form.cashback')}
          </Button>
          {maySubmit(values) ? (
            <Button ref={submitButton} type="submit" loading={form.pending}>
              {t('form.submit')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
