import { therapistPlanInputSchema } from '@praxis/domain';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { therapistName, useScheduleActions, type Therapist, type TherapistPlan, type WeekPlan } from '../api/schedule-queries.ts';
import { TIME_OPTIONS } from './time-options.ts';

const WEEK_LETTERS = 'ABCDEFGH';

/** Adds or changes a therapist plan: from when, which week plans in rotation, the flexible break. */
export function TherapistPlanForm({
  plan,
  therapists,
  weekPlans,
  onClose,
}: {
  plan: TherapistPlan | null;
  therapists: Therapist[];
  weekPlans: WeekPlan[];
  onClose: () => void;
}) {
  const { t } = useTranslation('schedule');
  const { saveTherapistPlan } = useScheduleActions();
  const [therapistId, setTherapistId] = useState<string | null>(plan ? String(plan.therapistId) : null);
  const [begins, setBegins] = useState(plan?.begins ?? '');
  const [sequence, setSequence] = useState<string[]>(plan?.sequence.map(String) ?? ['']);
  const [breakTime, setBreakTime] = useState<string | null>(plan?.breakTime ?? '12:30');
  const [breakMinutes, setBreakMinutes] = useState<number>(plan?.breakMinutes ?? 30);
  const [breakMayMove, setBreakMayMove] = useState(plan?.breakMayMove ?? true);
  const [problem, setProblem] = useState<string | null>(null);

  const save = () => {
    const parsed = therapistPlanInputSchema.safeParse({
      therapistId: Number(therapistId),
      begins,
      sequence: sequence.filter(Boolean).map(Number),
      breakTime,
      breakMinutes,
      breakMayMove,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'invalid');
      return;
    }
    setProblem(null);
    saveTherapistPlan.mutate({ id: plan?.id ?? null, input: parsed.data }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={plan ? t('therapistPlans.edit') : t('therapistPlans.new')} size="lg">
      <Stack data-testid="therapist-plan-form">
        <Select
          label={t('therapistPlans.therapist')}
          required
          data={therapists.map((x) => ({ value: String(x.id), label: therapistName(x) }))}
          value={therapistId}
          onChange={setTherapistId}
        />
        <TextInput label={t('therapistPlans.begins')} type="date" required value={begins} onChange={(e) => setBegins(e.currentTarget.value)} />
        <Text fw={500} size="sm">
          {t('therapistPlans.sequence')}
        </Text>
        {sequence.map((value, index) => (
          <Group key={index} gap="xs">
            <Select
              aria-label={t('therapistPlans.week', { letter: WEEK_LETTERS[index] })}
              label={t('therapistPlans.week', { letter: WEEK_LETTERS[index] })}
              data={weekPlans.map((w) => ({ value: String(w.id), label: w.name }))}
              value={value || null}
              onChange={(v) => setSequence((all) => all.map((x, i) => (i === index ? (v ?? '') : x)))}
              w={260}
            />
            {sequence.length > 1 ? (
              <Button variant="subtle" color="red" size="compact-sm" mt={24} onClick={() => setSequence((all) => all.filter((_, i) => i !== index))}>
                {t('delete')}
              </Button>
            ) : null}
          </Group>
        ))}
        {sequence.length < WEEK_LETTERS.length ? (
          <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setSequence((all) => [...all, ''])}>
            {t('therapistPlans.addWeek', { letter: WEEK_LETTERS[sequence.length] })}
          </Button>
        ) : null}
        <Group align="flex-end">
          <Select
            label={t('therapistPlans.breakTime')}
            data={TIME_OPTIONS}
            value={breakTime}
            onChange={setBreakTime}
            clearable
            placeholder={t('therapistPlans.noBreak')}
            w={160}
          />
          <NumberInput
            label={t('therapistPlans.breakMinutes')}
            min={15}
            max={120}
            step={15}
            value={breakMinutes}
            onChange={(v) => setBreakMinutes(Number(v) || 30)}
            w={140}
            disabled={!breakTime}
          />
        </Group>
        <Checkbox
          label={t('therapistPlans.breakMayMove')}
          checked={breakMayMove}
          disabled={!breakTime}
          onChange={(e) => setBreakMayMove(e.currentTarget.checked)}
        />
        {problem ? <Alert color="red">{t(`errors.${problem}`, { defaultValue: t('errors.invalid') })}</Alert> : null}
        <ActionError error={saveTherapistPlan.error} />
        <FormActions onCancel={onClose} onSave={save} saving={saveTherapistPlan.isPending} saveLabel={t('save')} />
      </Stack>
    </Modal>
  );
}
