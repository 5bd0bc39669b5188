import { weekPlanInputSchema, type TimeRange } from '@praxis/domain';
import { ActionIcon, Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useScheduleActions, type WeekPlan } from '../api/schedule-queries.ts';
import { TIME_OPTIONS, WEEKDAYS_MONDAY_FIRST, weekdayName } from './time-options.ts';

/** Creates or changes a week plan: working ranges per weekday on the 30-minute grid. */
export function WeekPlanEditor({ plan, onClose }: { plan: WeekPlan | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('schedule');
  const { saveWeekPlan } = useScheduleActions();
  const [name, setName] = useState(plan?.name ?? '');
  const [ranges, setRanges] = useState<TimeRange[]>(plan?.ranges ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const outside = saveWeekPlan.error instanceof ApiError && saveWeekPlan.error.code === 'OUTSIDE_OPENING_HOURS';

  const update = (index: number, change: Partial<TimeRange>) => setRanges((all) => all.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const save = (confirmOutsideHours: boolean) => {
    const parsed = weekPlanInputSchema.safeParse({ name, ranges, confirmOutsideHours });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'invalid');
      return;
    }
    setProblem(null);
    saveWeekPlan.mutate({ id: plan?.id ?? null, input: parsed.data }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={plan ? t('weekPlans.edit') : t('weekPlans.new')} size="lg">
      <Stack data-testid="week-plan-editor">
        <TextInput label={t('weekPlans.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} />
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
                  <Select
                    aria-label={t('weekPlans.from')}
                    data={TIME_OPTIONS}
                    value={range.from}
                    onChange={(v) => update(index, { from: v ?? range.from })}
                    w={110}
                    allowDeselect={false}
                  />
                  <Text>–</Text>
                  <Select
                    aria-label={t('weekPlans.to')}
                    data={TIME_OPTIONS}
                    value={range.to}
                    onChange={(v) => update(index, { to: v ?? range.to })}
                    w={110}
                    allowDeselect={false}
                  />
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
        {problem ? (
          <Alert color="red" role="alert">
            {t(`errors.${problem}`, { defaultValue: t('errors.invalid') })}
          </Alert>
        ) : null}
        {outside ? (
          <Alert color="orange" role="alert">
            {t('common:errors.OUTSIDE_OPENING_HOURS')}
            <Button mt="sm" size="xs" color="orange" display="block" onClick={() => save(true)}>
              {t('weekPlans.saveAnyway')}
            </Button>
          </Alert>
        ) : (
          <ActionError error={saveWeekPlan.error} />
        )}
        <FormActions onCancel={onClose} onSave={() => save(false)} saving={saveWeekPlan.isPending} saveLabel={t('save')} />
      </Stack>
    </Modal>
  );
}
