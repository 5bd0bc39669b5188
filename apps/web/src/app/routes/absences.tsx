import { Button, Group, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { AbsenceForm } from '../../features/schedule/components/absence-form.tsx';
import { AbsenceList } from '../../features/schedule/components/absence-list.tsx';

/** /absences (planners): upcoming and past absences, new absence, delete and restore. */
export function Component() {
  return (
    <RequireRole guard="planner">
      <Absences />
    </RequireRole>
  );
}

function Absences() {
  const { t } = useTranslation('schedule');
  const [creating, setCreating] = useState(false);
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <PageHeader title={t('absences.title')} lead={t('absences.lead')} />
        <Button onClick={() => setCreating(true)}>{t('absences.new')}</Button>
      </Group>
      <Tabs defaultValue="upcoming" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="upcoming">{t('absences.upcoming')}</Tabs.Tab>
          <Tabs.Tab value="past">{t('absences.past')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming">
          <AbsenceList scope="upcoming" />
        </Tabs.Panel>
        <Tabs.Panel value="past">
          <AbsenceList scope="past" />
        </Tabs.Panel>
      </Tabs>
      {creating ? <AbsenceForm onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
