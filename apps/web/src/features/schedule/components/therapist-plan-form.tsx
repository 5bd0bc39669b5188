import { therapistPlanInputSchema, LIMITS } from '@praxis/domain';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
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
  const form = useSchemaForm(therapistPlanInputSchema, {
    initialValues: {
      therapistId: plan ? String(plan.therapistId) : (null as string | null),
      begins: plan?.begins ?? '',
      // One entry per week of the rotation; '' while its week plan is not chosen yet.
      sequence: plan?.sequence.map(String) ?? [''],
      breakTime: plan?.breakTime ?? ('12:30' as string | null),
      breakMinutes: plan?.breakMinutes ?? 30,
      breakMayMove: plan?.breakMayMove ?? true,
    },
    toInput: (values) => ({ ...values, therapistId: Number(values.therapistId), sequence: values.sequence.filter(Boolean).map(Number) }),
    texts: { namespace: 'schedule', fallback: 'errors.invalid' },
    inlineErrors: false,
    onSubmit: async (input) => {
      await saveTherapistPlan.mutateAsync({ id: plan?.id ?? null, input });
      onClose();
    },
  });
  const { sequence, breakTime } = form.values;
  const setSequence = (change: (all: string[]) => string[]) => form.setFieldValue('sequence', change);

  return (
    <Modal opened onClose={onClose} title={plan ? t('therapistPlans.edit') : t('therapistPlans.new')} size="lg">
      <Stack data-testid="therapist-plan-form" ref={form.rootRef}>
        <Select
          label={t('therapistPlans.therapist')}
          required
          data={therapists.map((x) => ({ value: String(x.id), label: therapistName(x) }))}
          {...form.getInputProps('therapistId')}
        />
        <TextInput label={t('therapistPlans.begins')} type="date" required {...form.getInputProps('begins')} />
        <Text fw={500} size="sm">
          {t('therapistPlans.sequence')}
        </Text>
        {sequence.map((value, index) => (
          <Group key={index} gap="xs">
            <Select
              aria-label={t('therapistPlans.week', { letter: WEEK_LETTERS[index] })}
              label={t('therapistPlans.week', { letter: WEEK_LETTERS[index] })}
              data={weekPlans.map((w) => ({ value: String(w.id), label: w.name }))}
              {...form.getInputProps(`sequence.${index}`)}
              value={value || null}
              onChange={(v) => form.setFieldValue(`sequence.${index}`, v ?? '')}
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
            {...form.getInputProps('breakTime')}
            clearable
            clearButtonProps={{ 'aria-label': t('common:clearSelection') }}
            placeholder={t('therapistPlans.noBreak')}
            w={160}
          />
          <NumberInput
            label={t('therapistPlans.breakMinutes')}
            min={LIMITS.breakMinutesMin}
            max={LIMITS.breakMinutes}
            step={15}
            {...form.getInputProps('breakMinutes')}
            onChange={(v) => form.setFieldValue('breakMinutes', Number(v) || 30)}
            w={140}
            disabled={!breakTime}
          />
        </Group>
        <Checkbox label={t('therapistPlans.breakMayMove')} {...form.getInputProps('breakMayMove', { type: 'checkbox' })} disabled={!breakTime} />
        {form.firstError ? <Alert color="red">{form.firstError}</Alert> : null}
        <ActionError error={saveTherapistPlan.error} />
        <FormActions onCancel={onClose} onSave={() => form.submit()} saving={form.pending} saveLabel={t('save')} />
      </Stack>
    </Modal>
  );
}
