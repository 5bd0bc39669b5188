import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { ErrorState, LoadingState, errorMessageKey } from '../../../components/ui/query-state.tsx';
import { useScheduleActions, useWeekPlans, type WeekPlan } from '../api/schedule-queries.ts';
import { WEEKDAYS_MONDAY_FIRST, hours, weekdayName } from './time-options.ts';
import { WeekPlanEditor } from './week-plan-editor.tsx';

/** The week plans with their hours, to create, change or delete. */
export function WeekPlanList() {
  const { t, i18n } = useTranslation('schedule');
  const plans = useWeekPlans();
  const { deleteWeekPlan } = useScheduleActions();
  const [editing, setEditing] = useState<WeekPlan | 'new' | null>(null);
  if (plans.isPending) return <LoadingState />;
  if (plans.isError) return <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />;
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed">{t('weekPlans.intro')}</Text>
        <Button onClick={() => setEditing('new')}>{t('weekPlans.new')}</Button>
      </Group>
      {deleteWeekPlan.isError ? <Alert color="red">{t(`common:${errorMessageKey(deleteWeekPlan.error)}`)}</Alert> : null}
      {plans.data.length === 0 ? <Text>{t('weekPlans.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {plans.data.map((plan) => (
          <Card key={plan.id} withBorder data-testid="week-plan-card">
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4">
                {plan.name}
              </Title>
              <Text size="sm" c="dimmed">
                {t('weekPlans.hours', { planned: hours(plan.plannedMinutes, i18n.language), opening: hours(plan.openingMinutes, i18n.language) })}
              </Text>
            </Group>
            {WEEKDAYS_MONDAY_FIRST.map((weekday) => {
              const own = plan.ranges.filter((r) => r.weekday === weekday);
              return own.length > 0 ? (
                <Text key={weekday} size="sm">
                  {weekdayName(weekday, i18n.language, 'short')}: {own.map((r) => `${r.from}–${r.to}`).join(', ')}
                </Text>
              ) : null;
            })}
            <Group mt="sm" gap="xs">
              <Button size="xs" variant="light" onClick={() => setEditing(plan)}>
                {t('edit')}
              </Button>
              <ConfirmButton
                size="xs"
                variant="subtle"
                color="red"
                question={t('weekPlans.confirmDelete', { name: plan.name })}
                confirmLabel={t('delete')}
                onConfirm={() => deleteWeekPlan.mutate(plan.id)}
              >
                {t('delete')}
              </ConfirmButton>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {editing ? <WeekPlanEditor plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
