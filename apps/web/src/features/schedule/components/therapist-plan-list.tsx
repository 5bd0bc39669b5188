import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { therapistName, useScheduleActions, useTherapistPlans, useWeekPlans, type TherapistPlan } from '../api/schedule-queries.ts';
import { TherapistPlanForm } from './therapist-plan-form.tsx';
import { ActionsHeader } from '../../../components/ui/data-table-parts.tsx';

/** Who works by which plan from when. */
export function TherapistPlanList() {
  const { t, i18n } = useTranslation('schedule');
  const data = useTherapistPlans();
  const weekPlans = useWeekPlans();
  const { deleteTherapistPlan } = useScheduleActions();
  const [editing, setEditing] = useState<TherapistPlan | 'new' | null>(null);
  if (data.isPending || weekPlans.isPending) return <LoadingState />;
  if (data.isError || weekPlans.isError) return <ErrorState error={data.error ?? weekPlans.error} />;
  const names = new Map(data.data.therapists.map((x) => [x.id, therapistName(x)]));
  const planNames = new Map(weekPlans.data.map((w) => [w.id, w.name]));
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed">{t('therapistPlans.intro')}</Text>
        <Button onClick={() => setEditing('new')} disabled={weekPlans.data.length === 0 || data.data.therapists.length === 0}>
          {t('therapistPlans.new')}
        </Button>
      </Group>
      {data.data.plans.length === 0 ? (
        <Text>{t('therapistPlans.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="therapist-plans">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('therapistPlans.therapist')}</Table.Th>
                <Table.Th>{t('therapistPlans.begins')}</Table.Th>
                <Table.Th>{t('therapistPlans.sequence')}</Table.Th>
                <Table.Th>{t('therapistPlans.breakTime')}</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.plans.map((plan) => (
                <Table.Tr key={plan.id}>
                  <Table.Td>{names.get(plan.therapistId) ?? plan.therapistId}</Table.Td>
                  <Table.Td>{new Date(`${plan.begins}T12:00:00Z`).toLocaleDateString(`${i18n.language}-CH`)}</Table.Td>
                  <Table.Td>{plan.sequence.map((id) => planNames.get(id) ?? id).join(' → ')}</Table.Td>
                  <Table.Td>
                    {plan.breakTime ? t('therapistPlans.breakSummary', { time: plan.breakTime, minutes: plan.breakMinutes }) : t('therapistPlans.noBreak')}
                    {plan.breakTime && plan.breakMayMove ? ` · ${t('therapistPlans.mayMove')}` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setEditing(plan)}>
                        {t('edit')}
                      </Button>
                      <ConfirmButton
                        size="xs"
                        variant="subtle"
                        color="red"
                        question={t('therapistPlans.confirmDelete')}
                        confirmLabel={t('delete')}
                        onConfirm={() => deleteTherapistPlan.mutate(plan.id)}
                      >
                        {t('delete')}
                      </ConfirmButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing ? (
        <TherapistPlanForm
          plan={editing === 'new' ? null : editing}
          therapists={data.data.therapists}
          weekPlans={weekPlans.data}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
