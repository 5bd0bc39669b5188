import { Anchor, Badge, Divider, Drawer, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { staffCertificateUrl, useVoucherDetail, voucherInvoiceUrl, type VoucherDetail, type VoucherListRow } from '../api/voucher-queries.ts';
import { personName } from '../../../lib/person-name.ts';
import { printedCode } from '../voucher-format.ts';
import { MotifPicture } from './motif-picture.tsx';
import { VoucherStateBadge } from './voucher-state-badge.tsx';

/** A voucher's details in a drawer from the side (the whole screen on a phone). */
export function VoucherDetails({ voucher, onClose }: { voucher: VoucherListRow; onClose: () => void }) {
  const { t } = useTranslation('vouchers');
  const detail = useVoucherDetail(voucher.id);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer opened onClose={onClose} position="right" size={phone ? '100%' : 'lg'} title={t('details.title', { number: voucher.number })}>
      {detail.isPending ? (
        <LoadingState />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <DetailBody detail={detail.data} />
      )}
    </Drawer>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function DetailBody({ detail }: { detail: VoucherDetail }) {
  const { t } = useTranslation(['vouchers', 'payments']);
  const format = useFormat();
  const address = detail.shippingAddress;
  return (
    <Stack gap="md" data-testid="voucher-details">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <MotifPicture motif={detail.motif} size={56} />
        <Stack gap={4}>
          <Group gap="xs">
            <VoucherStateBadge state={detail.state} />
            <Text size="sm">{t(`motifs.${detail.motif}`)}</Text>
          </Group>
          <Text ff="monospace" fw={600} aria-label={t('columns.code')}>
            {printedCode(detail.code)}
          </Text>
          {detail.confirmedAt ? (
            <Anchor href={staffCertificateUrl(detail.id)} target="_blank" rel="noopener" size="sm">
              {t('actions.certificate')}
            </Anchor>
          ) : null}
        </Stack>
      </Group>

      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Fact label={t('columns.initial')}>{format.chf(detail.initialRappen)}</Fact>
        <Fact label={t('columns.balance')}>{format.chf(detail.balanceRappen)}</Fact>
        <Fact label={t('details.validUntil')}>{detail.validUntil ? format.date(detail.validUntil) : t('validFromPayment')}</Fact>
        <Fact label={t('columns.requestedOn')}>{format.date(detail.requestedOn)}</Fact>
        <Fact label={t('details.confirmedAt')}>{detail.confirmedAt ? format.dateTime(detail.confirmedAt) : '–'}</Fact>
        <Fact label={t('details.sentAt')}>{detail.sentAt ? format.dateTime(detail.sentAt) : '–'}</Fact>
      </SimpleGrid>

      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={t('columns.buyer')}>
          {personName(detail.buyer)}
          <Text size="xs" c="dimmed">
            {detail.buyer.email}
          </Text>
        </Fact>
        <Fact label={t('columns.paymentMethod')}>{t(`methods.${detail.paymentMethod}.name`)}</Fact>
        <Fact label={t('names.from')}>{detail.fromName || '–'}</Fact>
        <Fact label={t('names.for')}>{detail.forName || '–'}</Fact>
      </SimpleGrid>

      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('details.shipping')}
        </Title>
        <Text size="sm">{t(`details.shipTo.${detail.shipping.to}.${detail.shipping.by}`)}</Text>
        {detail.shippingEmail ? <Text size="sm">{detail.shippingEmail}</Text> : null}
        {address ? (
          <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
            {address.name}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
          </Text>
        ) : null}
      </Stack>

      {detail.invoice ? (
        <Group gap="xs">
          <Anchor href={voucherInvoiceUrl(detail.invoice.id)} target="_blank" rel="noopener" size="sm" fw={600}>
            {t('details.invoice', { number: detail.invoice.number })}
          </Anchor>
          <Badge variant="light" color="gray">
            {t(`details.invoiceStates.${detail.invoice.state}`, { defaultValue: detail.invoice.state })}
          </Badge>
        </Group>
      ) : null}

      {detail.comment ? (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('comment.title')}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {detail.comment}
          </Text>
        </Stack>
      ) : null}

      <Divider />
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('details.payments')}
        </Title>
        {detail.payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('details.noPayments')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table striped verticalSpacing={4} aria-label={t('details.payments')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payments:columns.date')}</Table.Th>
                  <Table.Th>{t('payments:columns.type')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('payments:columns.amount')}</Table.Th>
                  <Table.Th>{t('payments:columns.text')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{format.date(payment.date)}</Table.Td>
                    <Table.Td>{t(`payments:types.${payment.typeId}`)}</Table.Td>
                    <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{format.chf(payment.amountRappen)}</Table.Td>
                    <Table.Td>{payment.text}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('details.redemptions')}
        </Title>
        {detail.redemptions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('details.noRedemptions')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table striped verticalSpacing={4} aria-label={t('details.redemptions')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payments:columns.date')}</Table.Th>
                  <Table.Th>{t('details.customer')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('payments:columns.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.redemptions.map((redemption) => (
                  <Table.Tr key={redemption.paymentId}>
                    <Table.Td>{format.date(redemption.date)}</Table.Td>
                    <Table.Td>
                      <Anchor component={AppLink} to={`/booking/${redemption.bookingId}`} size="sm">
                        {redemption.customerName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{format.chf(redemption.amountRappen)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
