import { Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useAbsences, useScheduleActions, type Absence } from '../api/schedule-queries.ts';
import { ActionsHeader } from '../../../components/ui/data-table-parts.tsx';

/** Upcoming or past absences: delete, or restore a deleted one. */
export function AbsenceList({ scope }: { scope: 'upcoming' | 'past' }) {
  const { t, i18n } = useTranslation('schedule');
  const absences = useAbsences(scope);
  const { cancelAbsence, restoreAbsence } = useScheduleActions();
  if (absences.isPending) return <LoadingState />;
  if (absences.isError) return <ErrorState error={absences.error} onRetry={() => void absences.refetch()} />;
  if (absences.data.length === 0) return <Text>{t(`absences.empty.${scope}`)}</Text>;
  const locale = `${i18n.language}-CH`;
  const span = (a: Absence) => {
    const options = { timeZone: 'Europe/Zurich' } as const;
    if (a.fullDay) {
      const lastDay = new Date(new Date(a.endsAt).getTime() - 1);
      const first = new Date(a.startsAt).toLocaleDateString(locale, options);
      const last = lastDay.toLocaleDateString(locale, options);
      return first === last ? first : `${first} – ${last}`;
    }
    const time = (iso: string) => new Date(iso).toLocaleTimeString(locale, { ...options, hour: '2-digit', minute: '2-digit' });
    return `${new Date(a.startsAt).toLocaleDateString(locale, options)}, ${time(a.startsAt)}–${time(a.endsAt)}`;
  };
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped data-testid={`absences-${scope}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('absences.therapist')}</Table.Th>
            <Table.Th>{t('absences.type')}</Table.Th>
            <Table.Th>{t('absences.when')}</Table.Th>
            <Table.Th>{t('absences.note')}</Table.Th>
            <ActionsHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {absences.data.map((a) => (
            <Table.Tr key={a.id} c={a.cancelledAt ? 'dimmed' : undefined} data-testid="absence-row">
              <Table.Td>{a.therapistName ?? t('absences.wholePractice')}</Table.Td>
              <Table.Td>
                {t(`absences.types.${a.typeId}`)}{' '}
                {a.shortTerm ? (
                  <Badge size="xs" variant="light">
                    {t('absences.shortTermBadge')}
                  </Badge>
                ) : null}
                {a.cancelledAt ? (
                  <Badge size="xs" color="gray" ml={4}>
                    {t('absences.cancelled')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{span(a)}</Table.Td>
              <Table.Td>{a.note}</Table.Td>
              <Table.Td>
                {a.cancelledAt ? (
                  <Button size="xs" variant="light" loading={restoreAbsence.isPending} onClick={() => restoreAbsence.mutate(a.id)}>
                    {t('absences.restore')}
                  </Button>
                ) : (
                  <ConfirmButton
                    size="xs"
                    variant="subtle"
                    color="red"
                    question={t('absences.confirmDelete')}
                    confirmLabel={t('delete')}
                    onConfirm={() => cancelAbsence.mutate(a.id)}
                  >
                    {t('delete')}
                  </ConfirmButton>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
