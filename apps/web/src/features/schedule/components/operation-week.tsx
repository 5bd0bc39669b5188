import { addDays } from '@praxis/domain';
import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useOperationPlan } from '../api/schedule-queries.ts';
import { hours } from './time-options.ts';

const todayInZurich = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());

/**
 * The practice's week at a glance: who works when, absences, and how full each day is; reservations
 * not yet confirmed stand out, since they may still lapse and free their slots.
 */
export function OperationWeek() {
  const { t, i18n } = useTranslation('schedule');
  const [week, setWeek] = useState(todayInZurich);
  const plan = useOperationPlan(week);
  const locale = `${i18n.language}-CH`;
  const dayLabel = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  return (
    <Stack>
      <Group>
        <Button variant="default" size="xs" onClick={() => setWeek((w) => addDays(w, -7))} aria-label={t('operation.previous')}>
          ←
        </Button>
        <Text fw={500} data-testid="operation-week">
          {plan.data ? t('operation.weekOf', { date: new Date(`${plan.data.week}T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC' }) }) : '…'}
        </Text>
        <Button variant="default" size="xs" onClick={() => setWeek((w) => addDays(w, 7))} aria-label={t('operation.next')}>
          →
        </Button>
        <Button variant="subtle" size="xs" onClick={() => setWeek(todayInZurich())}>
          {t('operation.today')}
        </Button>
      </Group>
      {plan.isPending ? (
        <LoadingState />
      ) : plan.isError ? (
        <ErrorState error={plan.error} onRetry={() => void plan.refetch()} />
      ) : plan.data.therapists.length === 0 ? (
        <Text>{t('operation.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table withColumnBorders data-testid="operation-plan">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('absences.therapist')}</Table.Th>
                {plan.data.days.map((date) => (
                  <Table.Th key={date}>{dayLabel(date)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.data.therapists.map((therapist) => (
                <Table.Tr key={therapist.id}>
                  <Table.Td fw={500}>{therapist.name}</Table.Td>
                  {therapist.days.map((day) => (
                    <Table.Td key={day.date} valign="top">
                      <Stack gap={2}>
                        {day.ranges.length === 0 ? (
                          <Text size="xs" c="dimmed">
                            {t('operation.off')}
                          </Text>
                        ) : (
                          day.ranges.map((r) => (
                            <Text key={r.from} size="xs">
                              {r.from}–{r.to}
                            </Text>
                          ))
                        )}
                        {day.absences.map((a) => (
                          <Badge key={a.id} size="xs" color={a.shortTerm ? 'yellow' : 'terracotta'} variant="light">
                            {t(`absences.types.${a.typeId}`)}
                          </Badge>
                        ))}
                        {day.bookings > 0 ? (
                          <Text size="xs" c="praxis.7">
                            {t('operation.booked', { count: day.bookings, hours: hours(day.bookedMinutes, i18n.language) })}
                          </Text>
                        ) : null}
                        {(day.temporaryBookings ?? 0) > 0 ? (
                          <Badge
                            size="xs"
                            color="orange"
                            variant="outline"
                            w="fit-content"
                            title={t('operation.temporaryLabel', { count: day.temporaryBookings })}
                            data-testid="temporary-bookings"
                          >
                            {/* The short badge text is for the eye; screen readers get the whole sentence. */}
                            <span aria-hidden="true">{t('operation.temporary', { count: day.temporaryBookings })}</span>
                            <VisuallyHidden>{t('operation.temporaryLabel', { count: day.temporaryBookings })}</VisuallyHidden>
                          </Badge>
                        ) : null}
                      </Stack>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
