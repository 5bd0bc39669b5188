import { LIMITS, practiceDate, RECEIPT_LANGUAGES, RECEIPT_REASONS, receiptLanguageFor, type ReceiptLanguage, type StaffBookingRow } from '@praxis/domain';
import { Alert, Anchor, Badge, Button, Divider, Group, Modal, Radio, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { receiptPdfUrl, receiptPreviewUrl, useReceiptActions, useReceiptBookings, useReceiptMailText, type ReceiptBookings } from '../api/receipt-queries.ts';
import { DocumentMailForm } from './document-mail-form.tsx';

export { receiptPdfUrl };

type Booking = Pick<StaffBookingRow, 'id' | 'start' | 'customer'>;

/**
 * The Tarif 590 receipts of a customer's paid bookings over a range of days (the booking's day by
 * default): which bookings they cover (one receipt per therapist; a booking on a receipt already
 * is left out), language (German, French or Italian; the customer's when it is one of them) and
 * reason, a preview without a number; once made, their PDFs and e-mails. The customer's earlier
 * receipts show whether they were sent or cancelled, and are copied, cancelled or e-mailed there.
 */
export function BookingReceiptDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const day = practiceDate(new Date(booking.start));
  const [from, setFrom] = useState(day);
  const [to, setTo] = useState(day);
  const [language, setLanguage] = useState<ReceiptLanguage>(receiptLanguageFor(booking.customer.language));
  const [reason, setReason] = useState<(typeof RECEIPT_REASONS)[number]>('illness');
  const [mailing, setMailing] = useState<{ id: number; number: string } | null>(null);
  const [cancelling, setCancelling] = useState<{ id: number; number: string } | null>(null);
  const rangeValid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const listed = useReceiptBookings(booking.customer.id, rangeValid ? { from, to } : null);
  const { create } = useReceiptActions();
  // What a new receipt covers: paid, and on no receipt that stands.
  const paid = (listed.data?.bookings ?? []).filter((b) => b.paid && b.receiptNumbers.length === 0);
  const therapists = new Set(paid.map((b) => b.therapistName));
  const customerId = booking.customer.id;

  if (mailing)
    return (
      <Modal opened onClose={onClose} title={t('receipt.mailTitle', { number: mailing.number })} size="lg">
        <ReceiptMail id={mailing.id} onClose={() => setMailing(null)} />
      </Modal>
    );
  if (cancelling)
    return (
      <Modal opened onClose={() => setCancelling(null)} title={t('receipt.cancelTitle', { number: cancelling.number })}>
        <CancelReceipt receipt={cancelling} onClose={() => setCancelling(null)} />
      </Modal>
    );
  return (
    <Modal opened onClose={onClose} title={t('receipt.title')} size="lg">
      {create.data ? (
        <Stack>
          {create.data.receipts.map((made) => (
            <Alert key={made.id} color="green">
              <Stack gap="xs">
                <Text size="sm">{t('receipt.doneFor', { number: made.number, therapist: made.therapistName })}</Text>
                <Group gap="xs">
                  <Button size="compact-sm" component="a" href={receiptPdfUrl(made.id)} target="_blank" rel="noopener">
                    {t('receipt.open')}
                  </Button>
                  <Button size="compact-sm" variant="default" onClick={() => setMailing({ id: made.id, number: made.number })}>
                    {t('receipt.email')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
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
          {therapists.size > 1 ? (
            <Text size="sm" c="dimmed">
              {t('receipt.perTherapist')}
            </Text>
          ) : null}
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
          <EarlierReceipts receipts={listed.data?.receipts ?? []} onMail={setMailing} onCancel={setCancelling} />
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
            {format.dateTime(b.startsAt)} · {t(`therapies:items.${b.labelKey}.name`)}, {b.durationMinutes} min · {b.therapistName} · {format.chf(b.priceRappen)}
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

type EarlierReceipt = ReceiptBookings['receipts'][number];

/** The customer's receipts: sent or not, a copy or cancelled; each opened, e-mailed, copied or (an original that stands) cancelled. */
function EarlierReceipts({
  receipts,
  onMail,
  onCancel,
}: {
  receipts: EarlierReceipt[];
  onMail: (receipt: { id: number; number: string }) => void;
  onCancel: (receipt: { id: number; number: string }) => void;
}) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const { copy } = useReceiptActions();
  if (receipts.length === 0) return null;
  return (
    <Stack gap={4}>
      <Divider label={t('receipt.earlier')} labelPosition="left" />
      {copy.data ? (
        <Alert color="green" role="status">
          {t('receipt.copyDone', { number: copy.data.number })}
        </Alert>
      ) : null}
      <ActionError error={copy.error} />
      {receipts.map((r) => (
        <Group key={r.id} gap="xs" justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Anchor href={receiptPdfUrl(r.id)} target="_blank" rel="noopener" size="sm" fw={600} td={r.cancelledAt ? 'line-through' : undefined}>
              {r.number}
            </Anchor>
            <Text size="sm">
              {format.date(r.issuedOn)} · {format.chf(r.totalRappen)}
              {r.therapistName ? ` · ${r.therapistName}` : ''}
            </Text>
            {r.copyOfId !== null ? (
              <Badge color="blue" variant="light">
                {t('receipt.isCopy', { date: format.date(r.issuedOn) })}
              </Badge>
            ) : null}
            {r.cancelledAt ? (
              <Badge color="red" variant="light">
                {t('receipt.cancelled')}
              </Badge>
            ) : (
              <Badge color={r.sentAt ? 'green' : 'gray'} variant="light">
                {r.sentAt ? t('receipt.sentOn', { date: format.instantDate(r.sentAt) }) : t('receipt.notSent')}
              </Badge>
            )}
          </Group>
          <Group gap={4} wrap="nowrap" role="group" aria-label={t('receipt.actionsOf', { number: r.number })}>
            <Button size="compact-xs" variant="default" onClick={() => onMail({ id: r.id, number: r.number })}>
              {t('receipt.email')}
            </Button>
            {r.cancelledAt ? null : (
              <Button
                size="compact-xs"
                variant="default"
                title={t('receipt.copyTitle', { number: r.number })}
                loading={copy.isPending && copy.variables === r.id}
                onClick={() => copy.mutate(r.id)}
              >
                {t('receipt.copy')}
              </Button>
            )}
            {r.cancelledAt || r.copyOfId !== null ? null : (
              <Button size="compact-xs" variant="light" color="red" onClick={() => onCancel({ id: r.id, number: r.number })}>
                {t('receipt.cancel')}
              </Button>
            )}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/** Asks before a receipt is cancelled, with an optional reason; once cancelled, says so. */
function CancelReceipt({ receipt, onClose }: { receipt: { id: number; number: string }; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const { cancel } = useReceiptActions();
  const [reason, setReason] = useState('');
  if (cancel.isSuccess)
    return (
      <Stack>
        <Alert color="green" role="status">
          {t('receipt.cancelDone', { number: receipt.number })}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack>
      <Text size="sm">{t('receipt.cancelQuestion')}</Text>
      <Textarea
        label={t('receipt.cancelReason')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={LIMITS.paymentText}
        autosize
        minRows={2}
      />
      <ActionError error={cancel.error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('receipt.keep')}
        </Button>
        <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: receipt.id, reason })}>
          {t('receipt.cancelSubmit')}
        </Button>
      </Group>
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
