import { weekPlanInputSchema, type TimeRange, type WeekPlanInput } from '@praxis/domain';
import { ActionIcon, Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useScheduleActions, type WeekPlan } from '../api/schedule-queries.ts';
import { TIME_OPTIONS, WEEKDAYS_MONDAY_FIRST, weekdayName } from './time-options.ts';

/** Creates or changes a week plan: working ranges per weekday on the 30-minute grid. */
export function WeekPlanEditor({ plan, onClose }: { plan: WeekPlan | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('schedule');
  const { saveWeekPlan } = useScheduleActions();
  const outside = saveWeekPlan.error instanceof ApiError && saveWeekPlan.error.code === 'OUTSIDE_OPENING_HOURS';
  const send = async (input: WeekPlanInput) => {
    await saveWeekPlan.mutateAsync({ id: plan?.id ?? null, input });
    onClose();
  };
  const form = useSchemaForm(weekPlanInputSchema, {
    initialValues: { name: plan?.name ?? '', ranges: plan?.ranges ?? ([] as TimeRange[]) },
    toInput: (values) => ({ ...values, confirmOutsideHours: false }),
    texts: { namespace: 'schedule', fallback: 'errors.invalid' },
    inlineErrors: false,
    onSubmit: send,
  });
  // After the server's warning: the same plan, with the ranges outside the opening hours confirmed.
  const saveAnyway = form.submitWith((input) => send({ ...input, confirmOutsideHours: true }));
  const { ranges } = form.values;
  const setRanges = (change: (all: TimeRange[]) => TimeRange[]) => form.setFieldValue('ranges', change);

  return (
    <Modal opened onClose={onClose} title={plan ? t('weekPlans.edit') : t('weekPlans.new')} size="lg">
      <Stack data-testid="week-plan-editor" ref={form.rootRef}>
        <TextInput label={t('weekPlans.name')} required {...form.getInputProps('name')} />
        {WEEKDAYS_MONDAY_FIRST.map((weekday) => (
          <Stack key={weekday} gap={4}>
            <Group justify="space-between">
              <Text fw={500}>{weekdayName(weekday, i18n.language)}</Text>
              <Button size="compact-xs" variant="subtle" onClick={() => setRanges((all) => [...all, { weekday, from: '09:00', to: '12:00' }])}>
                {t('weekPlans.addRange', { day: weekdayName(weekday, i18n.language) })}
              </Button>
            </Group>
            {ranges.map((range, index) =>
              range.weekday === weekday ? (
                <Group key={index} gap="xs" wrap="nowrap">
                  <Select aria-label={t('weekPlans.from')} data={TIME_OPTIONS} {...form.getInputProps(`ranges.${index}.from`)} w={110} allowDeselect={false} />
                  <Text>–</Text>
                  <Select aria-label={t('weekPlans.to')} data={TIME_OPTIONS} {...form.getInputProps(`ranges.${index}.to`)} w={110} allowDeselect={false} />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('weekPlans.removeRange')}
                    onClick={() => setRanges((all) => all.filter((_, i) => i !== index))}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              ) : null,
            )}
          </Stack>
        ))}
        {form.firstError ? (
          <Alert color="red" role="alert">
            {form.firstError}
          </Alert>
        ) : null}
        {outside ? (
          <Alert color="orange" role="alert">
            {t('common:errors.OUTSIDE_OPENING_HOURS')}
            <Button mt="sm" size="xs" color="orange" display="block" loading={form.pending} onClick={() => saveAnyway()}>
              {t('weekPlans.saveAnyway')}
            </Button>
          </Alert>
        ) : (
          <ActionError error={saveWeekPlan.error} />
        )}
        <FormActions onCancel={onClose} onSave={() => form.submit()} saving={form.pending} saveLabel={t('save')} />
      </Stack>
    </Modal>
  );
}
