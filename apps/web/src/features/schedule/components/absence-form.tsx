import { ABSENCE_TYPE_IDS, absenceInputSchema, type AbsenceInput, LIMITS } from '@praxis/domain';
import { Alert, Button, Checkbox, Group, List, Modal, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { therapistName, useScheduleActions, useTherapistPlans, type AbsenceConflict } from '../api/schedule-queries.ts';
import { TIME_OPTIONS } from './time-options.ts';

const PRACTICE = 'practice';

/** Enters an absence; afterwards lists the bookings it falls on, so staff can act on them. */
export function AbsenceForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation(['schedule', 'therapies']);
  const therapists = useTherapistPlans();
  const { createAbsence } = useScheduleActions();
  const [conflicts, setConflicts] = useState<AbsenceConflict[] | null>(null);
  const form = useSchemaForm(absenceInputSchema, {
    initialValues: {
      therapistId: null as string | null,
      typeId: '2',
      fullDay: true,
      fromDate: '',
      toDate: '',
      fromTime: '09:00' as string | null,
      toTime: '12:00' as string | null,
      shortTerm: false,
      note: '',
    },
    toInput: ({ therapistId, typeId, fullDay, fromDate, toDate, fromTime, toTime, ...rest }) => ({
      ...rest,
      therapistId: therapistId === PRACTICE || therapistId === null ? null : Number(therapistId),
      typeId: Number(typeId) as AbsenceInput['typeId'],
      fullDay,
      fromDate,
      toDate: fullDay ? toDate || fromDate : fromDate,
      fromTime: fullDay ? undefined : (fromTime ?? undefined),
      toTime: fullDay ? undefined : (toTime ?? undefined),
    }),
    // The whole practice is a choice too: no choice is no answer.
    check: ({ therapistId }) => (therapistId === null ? { therapistId: 'therapistRequired' } : {}),
    texts: { namespace: 'schedule', fallback: 'errors.invalid' },
    inlineErrors: false,
    onSubmit: async (input) => {
      const answer = await createAbsence.mutateAsync(input);
      if (answer.conflicts.length > 0) setConflicts(answer.conflicts);
      else onClose();
    },
  });
  const { fullDay } = form.values;

  const when = (iso: string) => new Date(iso).toLocaleString(`${i18n.language}-CH`, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Zurich' });

  return (
    <Modal opened onClose={onClose} title={t('absences.new')} size="lg">
      {conflicts ? (
        <Stack data-testid="absence-conflicts">
          <Alert color="orange">{t('absences.conflicts', { count: conflicts.length })}</Alert>
          <List>
            {conflicts.map((c) => (
              <List.Item key={c.id}>
                {when(c.startsAt)} · {c.customerName} · {t(`therapies:items.${c.therapyLabelKey}.name`)}
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('absences.conflictsHint')}
          </Text>
          <Button onClick={onClose} w="fit-content">
            {t('close')}
          </Button>
        </Stack>
      ) : (
        <Stack data-testid="absence-form" ref={form.rootRef}>
          <Select
            label={t('absences.therapist')}
            required
            data={[
              { value: PRACTICE, label: t('absences.wholePractice') },
              ...(therapists.data?.therapists ?? []).map((x) => ({ value: String(x.id), label: therapistName(x) })),
            ]}
            {...form.getInputProps('therapistId')}
          />
          <Select
            label={t('absences.type')}
            data={ABSENCE_TYPE_IDS.map((id) => ({ value: String(id), label: t(`absences.types.${id}`) }))}
            {...form.getInputProps('typeId')}
            allowDeselect={false}
          />
          <Switch label={t('absences.fullDay')} {...form.getInputProps('fullDay', { type: 'checkbox' })} />
          <Group grow>
            <TextInput label={fullDay ? t('absences.fromDate') : t('absences.date')} type="date" required {...form.getInputProps('fromDate')} />
            {fullDay ? <TextInput label={t('absences.toDate')} type="date" {...form.getInputProps('toDate')} /> : null}
          </Group>
          {!fullDay ? (
            <Group grow>
              <Select label={t('absences.fromTime')} data={TIME_OPTIONS} {...form.getInputProps('fromTime')} allowDeselect={false} />
              <Select label={t('absences.toTime')} data={TIME_OPTIONS} {...form.getInputProps('toTime')} allowDeselect={false} />
            </Group>
          ) : null}
          <Checkbox label={t('absences.shortTerm')} description={t('absences.shortTermHint')} {...form.getInputProps('shortTerm', { type: 'checkbox' })} />
          <Textarea label={t('absences.note')} maxLength={LIMITS.note} {...form.getInputProps('note')} />
          {form.firstError ? (
            <Alert color="red" role="alert">
              {form.firstError}
            </Alert>
          ) : null}
          <ActionError error={createAbsence.error} />
          <FormActions onCancel={onClose} onSave={() => form.submit()} saving={form.pending} saveLabel={t('save')} />
        </Stack>
      )}
    </Modal>
  );
}
