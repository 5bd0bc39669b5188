import { ABSENCE_TYPE_IDS, absenceInputSchema } from '@praxis/domain';
import { Alert, Button, Checkbox, Group, List, Modal, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { therapistName, useScheduleActions, useTherapistPlans, type AbsenceConflict } from '../api/schedule-queries.ts';
import { TIME_OPTIONS } from './time-options.ts';

const PRACTICE = 'practice';

/** Enters an absence; afterwards lists the bookings it falls on, so staff can act on them. */
export function AbsenceForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation(['schedule', 'therapies']);
  const therapists = useTherapistPlans();
  const { createAbsence } = useScheduleActions();
  const [therapist, setTherapist] = useState<string | null>(null);
  const [typeId, setTypeId] = useState<string>('2');
  const [fullDay, setFullDay] = useState(true);
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [fromTime, setFromTime] = useState<string | null>('09:00');
  const [toTime, setToTime] = useState<string | null>('12:00');
  const [shortTerm, setShortTerm] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<AbsenceConflict[] | null>(null);

  const save = () => {
    const parsed = absenceInputSchema.safeParse({
      therapistId: therapist === PRACTICE || therapist === null ? null : Number(therapist),
      typeId: Number(typeId),
      fullDay,
      fromDate,
      toDate: fullDay ? toDate || fromDate : fromDate,
      fromTime: fullDay ? undefined : (fromTime ?? undefined),
      toTime: fullDay ? undefined : (toTime ?? undefined),
      shortTerm,
      note,
    });
    if (therapist === null) {
      setProblem('therapistRequired');
      return;
    }
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'invalid');
      return;
    }
    setProblem(null);
    createAbsence.mutate(parsed.data, { onSuccess: (answer) => (answer.conflicts.length > 0 ? setConflicts(answer.conflicts) : onClose()) });
  };

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
        <Stack data-testid="absence-form">
          <Select
            label={t('absences.therapist')}
            required
            data={[
              { value: PRACTICE, label: t('absences.wholePractice') },
              ...(therapists.data?.therapists ?? []).map((x) => ({ value: String(x.id), label: therapistName(x) })),
            ]}
            value={therapist}
            onChange={setTherapist}
          />
          <Select
            label={t('absences.type')}
            data={ABSENCE_TYPE_IDS.map((id) => ({ value: String(id), label: t(`absences.types.${id}`) }))}
            value={typeId}
            onChange={(v) => setTypeId(v ?? '2')}
            allowDeselect={false}
          />
          <Switch label={t('absences.fullDay')} checked={fullDay} onChange={(e) => setFullDay(e.currentTarget.checked)} />
          <Group grow>
            <TextInput
              label={fullDay ? t('absences.fromDate') : t('absences.date')}
              type="date"
              required
              value={fromDate}
              onChange={(e) => setFromDate(e.currentTarget.value)}
            />
            {fullDay ? <TextInput label={t('absences.toDate')} type="date" value={toDate} onChange={(e) => setToDate(e.currentTarget.value)} /> : null}
          </Group>
          {!fullDay ? (
            <Group grow>
              <Select label={t('absences.fromTime')} data={TIME_OPTIONS} value={fromTime} onChange={setFromTime} allowDeselect={false} />
              <Select label={t('absences.toTime')} data={TIME_OPTIONS} value={toTime} onChange={setToTime} allowDeselect={false} />
            </Group>
          ) : null}
          <Checkbox
            label={t('absences.shortTerm')}
            description={t('absences.shortTermHint')}
            checked={shortTerm}
            onChange={(e) => setShortTerm(e.currentTarget.checked)}
          />
          <Textarea label={t('absences.note')} maxLength={500} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          {problem ? (
            <Alert color="red" role="alert">
              {t(`errors.${problem}`, { defaultValue: t('errors.invalid') })}
            </Alert>
          ) : null}
          <ActionError error={createAbsence.error} />
          <FormActions onCancel={onClose} onSave={save} saving={createAbsence.isPending} saveLabel={t('save')} />
        </Stack>
      )}
    </Modal>
  );
}
