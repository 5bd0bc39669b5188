import { Button, Group, Modal, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import { LIMITS, type CustomerSearchResultDto, type CustomerSummaryDto } from '@praxis/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../../../components/ui/customer-picker.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useCalendarBooking } from '../api/booking-list-queries.ts';
import { cellStart, hhmm, type CalendarTherapist } from '../calendar-model.ts';
import { NewCustomerForm } from './new-customer-form.tsx';

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

/** One choice of therapy and duration, as "therapyId:arrangementId". */
const choiceOf = (therapyId: number, arrangementId: number) => `${therapyId}:${arrangementId}`;

/** Every therapy with each of its durations, shortest first: one choice of the two. */
export function therapyChoices(therapies: readonly CalendarTherapy[], arrangements: readonly CalendarArrangement[]) {
  return therapies.flatMap((therapy) =>
    arrangements
      .filter((a) => therapy.arrangementIds.includes(a.id))
      .sort((a, b) => a.durationMinutes - b.durationMinutes)
      .map((a) => ({ therapy, arrangement: a, value: choiceOf(therapy.id, a.id) })),
  );
}

/** The choice the dialogue starts with: the customer's last therapy and duration if still offered, else the only one there is. */
export function presetChoice(choices: readonly { value: string }[], customer: Partial<Pick<CustomerSearchResultDto, 'lastBooking'>> | null): string | null {
  const last = customer?.lastBooking;
  if (last && choices.some((c) => c.value === choiceOf(last.therapyId, last.arrangementId))) return choiceOf(last.therapyId, last.arrangementId);
  return choices.length === 1 ? choices[0]!.value : null;
}

type PickedCustomer = CustomerSummaryDto & Partial<Pick<CustomerSearchResultDto, 'lastBooking'>>;

/**
 * "Book here": the customer first (found, or entered for a new caller), then one choice of therapy
 * and duration, preset from the customer's last booking, with the therapist and start of the
 * clicked cell; the server decides whether that therapist can take it (409 shows its message here).
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
  const choices = therapyChoices(therapies, arrangements);
  const [choice, setChoice] = useState<string | null>(() => presetChoice(choices, null));
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const [entering, setEntering] = useState(false);
  const [comment, setComment] = useState('');
  const [notify, setNotify] = useState(true);
  const [checked, setChecked] = useState(false);
  const start = cellStart(slot.date, slot.minutes);

  const pick = (picked: PickedCustomer | null) => {
    setCustomer(picked);
    setEntering(false);
    // The customer's usual therapy and duration, where the catalogue still has it; else the desk's choice stays.
    if (picked && (picked.lastBooking || !choice)) setChoice(presetChoice(choices, picked) ?? choice);
  };

  const submit = () => {
    setChecked(true);
    const chosen = choices.find((c) => c.value === choice);
    if (!chosen || !customer) return;
    book.mutate(
      {
        customerId: customer.id,
        therapyId: chosen.therapy.id,
        arrangementId: chosen.arrangement.id,
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
        {entering ? (
          <NewCustomerForm onCreated={pick} onCancel={() => setEntering(false)} />
        ) : (
          <Stack gap={4}>
            <CustomerPicker
              value={customer}
              onChange={pick}
              error={required(customer)}
              label={t('calendar.book.customer')}
              placeholder={t('calendar.book.customerPlaceholder')}
              noneFound={t('calendar.book.noCustomer')}
              listWithoutSearch={false}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button size="compact-sm" variant="subtle" onClick={() => setEntering(true)}>
                {t('calendar.book.newCustomer')}
              </Button>
            </Group>
          </Stack>
        )}
        <Select
          label={t('calendar.book.therapyAndDuration')}
          required
          searchable
          allowDeselect={false}
          data={choices.map((c) => ({
            value: c.value,
            label: `${t(`therapies:items.${c.therapy.labelKey}.name`)} · ${t('common:minutes', { count: c.arrangement.durationMinutes })}`,
          }))}
          value={choice}
          onChange={setChoice}
          error={required(choice)}
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
          <Button loading={book.isPending} disabled={entering} onClick={submit}>
            {t('calendar.book.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
