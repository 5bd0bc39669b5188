import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { CatalogueEditor } from '../../features/catalogue/components/catalogue-editor.tsx';
import { OperationWeek } from '../../features/schedule/components/operation-week.tsx';
import { TherapistPlanList } from '../../features/schedule/components/therapist-plan-list.tsx';
import { WeekPlanList } from '../../features/schedule/components/week-plan-list.tsx';

const TABS = ['week', 'therapistPlans', 'weekPlans', 'catalogue'] as const;

/** /operationPlan (planners): the week at a glance, therapist plans and the week plan editor. */
export function Component() {
  return (
    <RequireRole guard="planner">
      <OperationPlan />
    </RequireRole>
  );
}

function OperationPlan() {
  const { t } = useTranslation('schedule');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'week';
  return (
    <Stack>
      <PageHeader title={t('operation.title')} lead={t('operation.lead')} />
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) => {
          const next = new URLSearchParams(params);
          next.set('tab', value ?? 'week');
          setParams(next, { replace: true });
        }}
      >
        <Tabs.List mb="md">
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`operation.tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="week">
          <OperationWeek />
        </Tabs.Panel>
        <Tabs.Panel value="therapistPlans">
          <TherapistPlanList />
        </Tabs.Panel>
        <Tabs.Panel value="weekPlans">
          <WeekPlanList />
        </Tabs.Panel>
        <Tabs.Panel value="catalogue">
          <CatalogueEditor />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
