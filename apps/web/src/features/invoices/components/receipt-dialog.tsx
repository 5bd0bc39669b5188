import { practiceDate, RECEIPT_LANGUAGES, RECEIPT_REASONS, receiptLanguageFor, type ReceiptLanguage, type StaffBookingRow } from '@praxis/domain';
import { Alert, Anchor, Badge, Button, Divider, Group, Modal, Radio, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { receiptPdfUrl, receiptPreviewUrl, useReceiptActions, useReceiptBookings, useReceiptMailText, type ReceiptBookings } from '../api/receipt-queries.ts';
import { DocumentMailForm } from './document-mail-form.tsx';

export { receiptPdfUrl };

type Booking = Pick<StaffBookingRow, 'id' | 'start' | 'customer'>;

/**
 * The Tarif 590 receipt of a customer's paid bookings over a range of days (the booking's day by
 * default): which bookings it covers, language (German, French or Italian; the customer's when it
 * is one of them) and reason, a preview without a number; once made, its PDF and its e-mail. The
 * customer's earlier receipts show whether they were sent.
 */
export function BookingReceiptDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const day = practiceDate(new Date(booking.start));
  const [from, setFrom] = useState(day);
  const [to, setTo] = useState(day);
  const [language, setLanguage] = useState<ReceiptLanguage>(receiptLanguageFor(booking.customer.language));
  const [reason, setReason] = useState<(typeof RECEIPT_REASONS)[number]>('illness');
  const [mailing, setMailing] = useState<{ id: number; number: string } | null>(null);
  const rangeValid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const listed = useReceiptBookings(booking.customer.id, rangeValid ? { from, to } : null);
  const { create } = useReceiptActions();
  const paid = (listed.data?.bookings ?? []).filter((b) => b.paid);
  const customerId = booking.customer.id;

  if (mailing)
    return (
      <Modal opened onClose={onClose} title={t('receipt.mailTitle', { number: mailing.number })} size="lg">
        <ReceiptMail id={mailing.id} onClose={() => setMailing(null)} />
      </Modal>
    );
  return (
    <Modal opened onClose={onClose} title={t('receipt.title')} size="lg">
      {create.data ? (
        <Stack>
          <Alert color="green">{t('receipt.done', { number: create.data.number })}</Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setMailing({ id: create.data.id, number: create.data.number })}>
              {t('receipt.email')}
            </Button>
            <Button component="a" href={receiptPdfUrl(create.data.id)} target="_blank" rel="noopener" data-autofocus>
              {t('receipt.open')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">{t('receipt.hint')}</Text>
          <SimpleGrid cols={2}>
            <TextInput type="date" label={t('receipt.from')} value={from} onChange={(event) => setFrom(event.currentTarget.value)} required />
            <TextInput
              type="date"
              label={t('receipt.to')}
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
              required
              error={rangeValid ? undefined : t('receipt.rangeInvalid')}
            />
          </SimpleGrid>
          <RangeBookings data={listed.data} loading={listed.isPending && rangeValid} />
          <ActionError error={listed.error} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="receipt-language">
              {t('receipt.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="receipt-language"
              data={RECEIPT_LANGUAGES.map((value) => ({ value, label: t(`receipt.languages.${value}`) }))}
              value={language}
              onChange={(value) => setLanguage(value as ReceiptLanguage)}
            />
          </Stack>
          <Radio.Group label={t('receipt.reason')} value={reason} onChange={(value) => setReason(value as (typeof RECEIPT_REASONS)[number])}>
            <Group mt={4}>
              {RECEIPT_REASONS.map((value) => (
                <Radio key={value} value={value} label={t(`receipt.reasons.${value}`)} />
              ))}
            </Group>
          </Radio.Group>
          <ActionError error={create.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button
              variant="light"
              component="a"
              href={paid.length > 0 ? receiptPreviewUrl({ customerId, from, to, language, reason }) : undefined}
              target="_blank"
              rel="noopener"
              disabled={paid.length === 0}
            >
              {t('receipt.preview')}
            </Button>
            <Button
              loading={create.isPending}
              disabled={paid.length === 0}
              onClick={() => create.mutate({ customerId, bookingIds: paid.map((b) => b.id), language, reason })}
            >
              {t('receipt.submit', { count: paid.length })}
            </Button>
          </Group>
          <EarlierReceipts receipts={listed.data?.receipts ?? []} onMail={setMailing} />
        </Stack>
      )}
    </Modal>
  );
}

/** The range's bookings: the paid ones go on the receipt; the others say why not, and which are on a receipt already. */
function RangeBookings({ data, loading }: { data: ReceiptBookings | undefined; loading: boolean }) {
  const { t } = useTranslation(['invoices', 'therapies']);
  const format = useFormat();
  if (loading) return <LoadingState />;
  if (!data) return null;
  if (data.bookings.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('receipt.noBookings')}
      </Text>
    );
  return (
    <Stack gap={4} role="list" aria-label={t('receipt.bookings')}>
      {data.bookings.map((b) => (
        <Group key={b.id} gap="xs" role="listitem" justify="space-between">
          <Text size="sm" c={b.paid ? undefined : 'dimmed'}>
            {format.dateTime(b.startsAt)} · {t(`therapies:items.${b.labelKey}.name`)}, {b.durationMinutes} min · {format.chf(b.priceRappen)}
          </Text>
          <Group gap={4} wrap="nowrap">
            {b.paid ? null : (
              <Badge color="gray" variant="light">
                {t('receipt.notPaid')}
              </Badge>
            )}
            {b.receiptNumbers.map((number) => (
              <Badge key={number} color="orange" variant="light">
                {t('receipt.onReceipt', { number })}
              </Badge>
            ))}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

function EarlierReceipts({ receipts, onMail }: { receipts: ReceiptBookings['receipts']; onMail: (receipt: { id: number; number: string }) => void }) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  if (receipts.length === 0) return null;
  return (
    <Stack gap={4}>
      <Divider label={t('receipt.earlier')} labelPosition="left" />
      {receipts.map((r) => (
        <Group key={r.id} gap="xs" justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Anchor href={receiptPdfUrl(r.id)} target="_blank" rel="noopener" size="sm" fw={600}>
              {r.number}
            </Anchor>
            <Text size="sm">
              {format.date(r.issuedOn)} · {format.chf(r.totalRappen)}
            </Text>
            <Badge color={r.sentAt ? 'green' : 'gray'} variant="light">
              {r.sentAt ? t('receipt.sentOn', { date: format.instantDate(r.sentAt) }) : t('receipt.notSent')}
            </Badge>
          </Group>
          <Button size="compact-xs" variant="default" onClick={() => onMail({ id: r.id, number: r.number })}>
            {t('receipt.email')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

function ReceiptMail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const prefilled = useReceiptMailText(id);
  const { send } = useReceiptActions();
  if (prefilled.isError) return <ActionError error={prefilled.error} />;
  if (!prefilled.data) return <LoadingState />;
  return (
    <DocumentMailForm
      initial={prefilled.data}
      attachment={t('receipt.attachment')}
      done={t('receipt.sent')}
      send={(mail) => send.mutateAsync({ id, mail })}
      error={send.error}
      onClose={onClose}
    />
  );
}
