import { Button, Group, Modal, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import { LIMITS, type CustomerSummaryDto } from '@praxis/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../../../components/ui/customer-picker.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useCalendarBooking } from '../api/booking-list-queries.ts';
import { cellStart, hhmm, type CalendarTherapist } from '../calendar-model.ts';

/** A therapy of the public catalogue, as far as the calendar needs it. */
export interface CalendarTherapy {
  id: number;
  labelKey: string;
  arrangementIds: readonly number[];
}

/** A duration of the public catalogue. */
export interface CalendarArrangement {
  id: number;
  durationMinutes: number;
}

/** The free cell clicked: a therapist's column on a day, minutes after midnight. */
export interface CalendarSlot {
  date: string;
  minutes: number;
  therapist: CalendarTherapist;
}

/** The therapy's duration when it has just one. */
function onlyArrangement(therapy: CalendarTherapy | undefined, arrangements: readonly CalendarArrangement[]): string | null {
  const own = arrangements.filter((a) => therapy?.arrangementIds.includes(a.id));
  return own.length === 1 ? String(own[0]!.id) : null;
}

/**
 * "Book here": a booking for a customer with the therapist and start of the clicked cell; the
 * server decides whether that therapist can take it (409 shows its message here).
 */
export function CalendarBookDialog({
  slot,
  therapies,
  arrangements,
  onClose,
}: {
  slot: CalendarSlot;
  therapies: readonly CalendarTherapy[];
  arrangements: readonly CalendarArrangement[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['booking-list', 'therapies', 'common']);
  const format = useFormat();
  const book = useCalendarBooking();
  const [therapyId, setTherapyId] = useState<string | null>(therapies.length === 1 ? String(therapies[0]!.id) : null);
  const [arrangementId, setArrangementId] = useState<string | null>(() => onlyArrangement(therapies.length === 1 ? therapies[0] : undefined, arrangements));
  const [customer, setCustomer] = useState<CustomerSummaryDto | null>(null);
  const [comment, setComment] = useState('');
  const [notify, setNotify] = useState(true);
  const [checked, setChecked] = useState(false);

  const therapy = therapies.find((th) => String(th.id) === therapyId);
  const durations = arrangements
    .filter((a) => therapy?.arrangementIds.includes(a.id))
    .sort((a, b) => a.durationMinutes - b.durationMinutes)
    .map((a) => ({ value: String(a.id), label: t('common:minutes', { count: a.durationMinutes }) }));
  const start = cellStart(slot.date, slot.minutes);

  const submit = () => {
    setChecked(true);
    if (!therapyId || !arrangementId || !customer) return;
    book.mutate(
      {
        customerId: customer.id,
        therapyId: Number(therapyId),
        arrangementId: Number(arrangementId),
        start,
        comment: comment.trim(),
        notify,
        therapistId: slot.therapist.id,
      },
      { onSuccess: onClose },
    );
  };
  const required = (value: unknown) => (checked && !value ? t('calendar.book.required') : undefined);

  return (
    <Modal opened onClose={onClose} title={t('calendar.book.title')}>
      <Stack>
        <Text size="sm">{t('calendar.book.where', { date: format.date(slot.date), time: hhmm(slot.minutes), therapist: slot.therapist.name })}</Text>
        <Select
          label={t('calendar.book.therapy')}
          required
          allowDeselect={false}
          data={therapies.map((th) => ({ value: String(th.id), label: t(`therapies:items.${th.labelKey}.name`) }))}
          value={therapyId}
          onChange={(value) => {
            setTherapyId(value);
            setArrangementId(
              onlyArrangement(
                therapies.find((th) => String(th.id) === value),
                arrangements,
              ),
            );
          }}
          error={required(therapyId)}
        />
        <Select
          label={t('calendar.book.duration')}
          required
          data={durations}
          allowDeselect={false}
          value={arrangementId}
          disabled={!therapy}
          onChange={setArrangementId}
          error={required(arrangementId)}
        />
        <CustomerPicker
          value={customer}
          onChange={setCustomer}
          error={required(customer)}
          label={t('calendar.book.customer')}
          placeholder={t('calendar.book.customerPlaceholder')}
          noneFound={t('calendar.book.noCustomer')}
          listWithoutSearch={false}
        />
        <Textarea
          label={t('calendar.book.comment')}
          value={comment}
          maxLength={LIMITS.comment}
          autosize
          minRows={2}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Switch label={t('calendar.book.notify')} checked={notify} onChange={(event) => setNotify(event.currentTarget.checked)} />
        <ActionError error={book.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('calendar.book.close')}
          </Button>
          <Button loading={book.isPending} onClick={submit}>
            {t('calendar.book.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
