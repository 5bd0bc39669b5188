import type { WaitlistRequestDto } from '@praxis/domain';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format.ts';
import { weekdayList } from '../waitlist-model.ts';

/** A therapist's name by id, from the page's therapists query (undefined while unknown). */
export type TherapistName = (therapistId: number) => string | undefined;

const STATE_COLORS: Record<WaitlistRequestDto['state'], string> = { waiting: 'blue', booked: 'green', withdrawn: 'gray', expired: 'gray' };

/** A request's state as a small badge: waiting, booked, withdrawn, expired. */
export function StateBadge({ state }: { state: WaitlistRequestDto['state'] }) {
  const { t } = useTranslation('waitlist');
  return (
    <Badge size="sm" variant="light" color={STATE_COLORS[state]} data-testid="waitlist-state">
      {t(`states.${state}`)}
    </Badge>
  );
}

type Window = Pick<WaitlistRequestDto, 'fromDate' | 'toDate' | 'weekdays' | 'fromTime' | 'toTime' | 'therapistId'>;

/** "1.12.2026 – 14.12.2026 · Mo, Di, Mi · 08:00–18:00 · with Lea Brunner" */
export function WindowSummary({ request, therapistName }: { request: Window; therapistName?: TherapistName }) {
  const { t, i18n } = useTranslation('waitlist');
  const format = useFormat();
  const therapist = request.therapistId === null ? t('anyTherapist') : (therapistName?.(request.therapistId) ?? t('oneTherapist'));
  return (
    <Text size="sm" data-testid="waitlist-window">
      {format.date(request.fromDate)} – {format.date(request.toDate)} · {weekdayList(request.weekdays, i18n.language)} · {request.fromTime}–{request.toTime} ·{' '}
      {therapist}
    </Text>
  );
}

/** Names by id from a list of therapists (the page's therapists query; undefined while loading). */
export function therapistNames(therapists: ReadonlyArray<{ id: number; firstName: string; lastName: string }> | undefined): TherapistName {
  return (id) => {
    const therapist = therapists?.find((candidate) => candidate.id === id);
    return therapist ? `${therapist.firstName} ${therapist.lastName}`.trim() : undefined;
  };
}
