import { mondayOf, practiceDate, type PublicArrangement, type PublicSettings } from '@praxis/domain';
import { Box, Grid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/ui/query-state.tsx';
import { useWeeksAvailability, weekAvailabilityQuery } from '../../../lib/availability-queries.ts';
import type { BookingRequest } from '../api/booking-queries.ts';
import { calendarRange, isoWeek, mondaysBetween, weekKey } from '../calendar-weeks.ts';
import { useSlotFormat } from '../format.ts';
import { useBookingFlow } from '../hooks/use-booking-flow.ts';
import { useBookingSubmission } from '../hooks/use-booking-submission.ts';
import { useTherapistChoice } from '../hooks/use-therapist-choice.ts';
import { BookingCalendar } from './booking-calendar.tsx';
import { BookingFilters } from './booking-filters.tsx';
import { BookingResult } from './booking-result.tsx';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { CustomerBookAction } from './customer-book-action.tsx';
import { SelectedSlotPanel } from './selected-slot-panel.tsx';
import { TherapistChoice } from './therapist-choice.tsx';
import type { WeekOption } from './week-select.tsx';

// The guest's form loads with the first chosen slot: its schema (zod) is not needed to look at the calendar.
const GuestReserveForm = lazy(() => import('./guest-reserve-form.tsx').then((module) => ({ default: module.GuestReserveForm })));
// Staff only: the customer search (Mantine Select) stays out of the customers' calendar chunk.
const StaffBookingForm = lazy(() => import('./staff-booking-form.tsx').then((module) => ({ default: module.StaffBookingForm })));

/** Who books: a visitor without login, a logged-in customer, or staff booking for customers. */
export type Viewer =
  | { kind: 'guest' }
  /** A customer with what booking needs of the profile: the birthday, whether mandatory data are missing and the current terms accepted. */
  | { kind: 'customer'; userId: number; email: string; birthday: string | null; missingData: boolean; termsAccepted: boolean }
  | { kind: 'staff'; userId: number };

/** Below this width the chosen slot's panel sits under the calendar, so a tap scrolls to it. */
const NARROW = '(max-width: 62em)';

/** Focuses a button or field that can be used (not a disabled one); answers whether it did. */
function focusUsable(node: HTMLElement | null): boolean {
  if (!node || (node as HTMLButtonElement).disabled) return false;
  node.focus();
  return document.activeElement === node;
}

interface BookingScreenProps {
  therapy: { id: number; name: string };
  arrangement: PublicArrangement;
  settings: Pick<PublicSettings, 'openingHours' | 'bookingHorizonMonths' | 'staffLookbackMonths'>;
  viewer: Viewer;
  /** Opens the login pop-up. */
  onLogin: () => void;
  /** Below the calendar, for when nothing suits (the waiting list, composed by the page). */
  waitlist?: (context: WaitlistContext) => ReactNode;
  /** Below a customer's own booked result (the health form reminder before the first therapy, composed by the page). */
  customerNotice?: ReactNode;
}

/** What the waiting list takes from /book: the offer, the chosen therapist (null: any) and who books. */
export interface WaitlistContext {
  therapy: { id: number; name: string };
  arrangement: PublicArrangement;
  therapist: { id: number; name: string } | null;
  viewer: Viewer;
}

/**
 * /book's content: filters, the calendar, the chosen slot with the way to book it for this
 * visitor, and after sending the result in place of all that.
 */
export function BookingScreen({ therapy, arrangement, settings, viewer, onLogin, waitlist, customerNotice }: BookingScreenProps) {
  const { t, i18n } = useTranslation('booking');
  const format = useSlotFormat();
  const { flow, update } = useBookingFlow();
  const [comment, setComment] = useState('');
  const panel = useRef<HTMLDivElement>(null);
  const viewerKey = viewer.kind === 'guest' ? 'guest' : `user:${viewer.userId}`;
  const submission = useBookingSubmission(() => update({ slot: null }));
  const today = practiceDate(new Date());
  // The chosen therapist when more than one offers the therapy in this duration; null: any.
  const therapists = useTherapistChoice(therapy.id, arrangement.id, flow.therapistId);
  const therapistId = therapists.chosen?.id ?? null;
  const therapistName = therapists.chosen ? `${therapists.chosen.firstName} ${therapists.chosen.lastName}` : null;

  // A remembered slot that the calendar no longer shows as free (booked meanwhile, or not the chosen therapist's) is dropped.
  const slotDate = flow.slot ? practiceDate(new Date(flow.slot)) : null;
  const [slotWeek] = useWeeksAvailability(therapy.id, arrangement.id, slotDate ? [mondayOf(slotDate)] : [], viewerKey, therapistId);
  const slotGone = slotWeek?.data?.every((day) => !day.slots.some((s) => s.start === flow.slot && s.state === 'free')) ?? false;
  const slot = slotGone ? null : flow.slot;

  const staff = viewer.kind === 'staff';
  // The calendar starts at the week of the slot remembered on arrival, not of later choices.
  const [arrivalSlotDate] = useState(slotDate);
  const range = useMemo(
    () => calendarRange(today, settings.bookingHorizonMonths, settings.staffLookbackMonths, staff, arrivalSlotDate),
    [today, settings.bookingHorizonMonths, settings.staffLookbackMonths, staff, arrivalSlotDate],
  );
  // The first week is asked for while the page is taken over, not when the calendar's turn comes:
  // its answer is there with the calendar (a prefetch, so this screen does not render again with it).
  const queryClient = useQueryClient();
  const chosenWeeks = flow.weeks.length > 0;
  useEffect(() => {
    if (!chosenWeeks) void queryClient.prefetchQuery(weekAvailabilityQuery(therapy.id, arrangement.id, range.initialMonday, viewerKey, therapistId));
  }, [queryClient, chosenWeeks, therapy.id, arrangement.id, range.initialMonday, viewerKey, therapistId]);
  // Up to 26 weeks of the horizon, named once per language rather than on every choice of a slot,
  // and only when asked for: most visitors never open the week choice, and naming them cost the
  // page's take-over on a phone.
  const weekOptions = useMemo(() => {
    let named: WeekOption[] | undefined;
    return () =>
      (named ??= mondaysBetween(range.firstMonday, range.lastMonday).map((monday) => ({
        value: weekKey(monday),
        label: t('filters.weekOption', { week: isoWeek(monday).week, range: format.weekRange(monday) }),
      })));
  }, [range.firstMonday, range.lastMonday, t, format]);
  const openWeekdays = [1, 2, 3, 4, 5, 6, 0].filter((weekday) => settings.openingHours.some((h) => h.weekday === weekday));

  const book = (request: (base: BookingRequest['body']) => BookingRequest) =>
    slot &&
    submission.send(
      request({ therapyId: therapy.id, arrangementId: arrangement.id, start: slot, comment: comment.trim(), ...(therapistId ? { therapistId } : {}) }),
    );
  // A slot chosen by keyboard moves the focus on to its panel's action (book, reserve, the staff's
  // customer search), so Enter on the slot and Enter on the button book; the action describes itself
  // by the chosen date and time. The panel is another element once it shows a slot, hence after that
  // render; the guest's and staff's forms load lazily, so the panel holds the focus until their action
  // is there (and keeps it when the action cannot be used: a customer without personal data).
  const focusAction = useRef(false);
  const action = useRef<HTMLElement | null>(null);
  const actionRef = useCallback((node: HTMLElement | null) => {
    action.current = node;
    // A lazily loaded action, while the panel still has the focus it was given for it.
    if (focusAction.current && document.activeElement === panel.current && focusUsable(node)) focusAction.current = false;
  }, []);
  useLayoutEffect(() => {
    if (!slot || !focusAction.current) return;
    if (focusUsable(action.current)) focusAction.current = false;
    else panel.current?.focus();
  }, [slot]);
  const choose = (start: string, keyboard = false) => {
    update({ slot: start === flow.slot ? null : start });
    if (start === flow.slot) return;
    focusAction.current = keyboard;
    if (keyboard) return;
    // Asked at the tap, not kept as state: a state set after hydration rendered the whole screen again.
    if (window.matchMedia(NARROW).matches) requestAnimationFrame(() => panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };
  const result = submission.status;
  const variables = submission.variables;

  return (
    <Stack gap="lg">
      {result ? (
        <BookingResult
          status={result}
          booking={submission.booking}
          therapyName={therapy.name}
          email={variables?.kind === 'guest' ? variables.body.email : viewer.kind === 'customer' ? viewer.email : undefined}
          error={submission.error}
          notified={variables?.kind === 'staff' ? variables.body.notify : undefined}
          onBack={() => {
            submission.reset();
            requestAnimationFrame(() => panel.current?.focus());
          }}
          onRetry={submission.retry}
          onLogin={onLogin}
          notice={variables?.kind === 'staff' ? undefined : customerNotice}
        />
      ) : null}
      <Box style={result ? { display: 'none' } : undefined}>
        <Stack gap="lg">
          <HydrateLater name="book-filters">
            <BookingFilters
              flow={flow}
              onChange={update}
              openWeekdays={openWeekdays}
              weekOptions={weekOptions}
              therapistSummary={therapists.options.length > 0 ? (therapistName ?? t('filters.summary.anyTherapist')) : null}
            >
              {therapists.options.length > 0 ? <TherapistChoice therapists={therapists.options} value={therapistId} onChange={therapists.choose} /> : null}
            </BookingFilters>
          </HydrateLater>
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <HydrateLater name="book-calendar">
                <BookingCalendar
                  therapyId={therapy.id}
                  arrangementId={arrangement.id}
                  viewer={viewerKey}
                  flow={{ ...flow, slot, therapistId }}
                  range={range}
                  onSelect={choose}
                  onToggleDay={(date) => update({ days: flow.days.includes(date) ? flow.days.filter((d) => d !== date) : [...flow.days, date].sort() })}
                  onResetFilters={() => update({ weekdays: [], weeks: [], days: [], timeOfDay: 'all' })}
                  startAtFreeWeek={!staff && !arrivalSlotDate}
                  seekOnSearch={!staff}
                />
                {waitlist ? (
                  <Stack mt="md">
                    {waitlist({ therapy, arrangement, viewer, therapist: therapistId && therapistName ? { id: therapistId, name: therapistName } : null })}
                  </Stack>
                ) : null}
              </HydrateLater>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <HydrateLater name="book-panel">
                <Box style={{ position: 'sticky', top: 'calc(var(--header-height) + 16px)' }}>
                  <SelectedSlotPanel
                    ref={panel}
                    slot={slot}
                    therapyName={therapy.name}
                    therapistName={therapistName}
                    arrangement={arrangement}
                    comment={comment}
                    onCommentChange={setComment}
                    birthday={viewer.kind === 'customer' ? viewer.birthday : null}
                  >
                    {!slot ? null : viewer.kind === 'staff' ? (
                      <Suspense fallback={<LoadingState />}>
                        <StaffBookingForm
                          slot={slot}
                          pending={submission.pending}
                          actionRef={actionRef}
                          onBook={(input) => book((base) => ({ kind: 'staff', body: { ...base, ...input } }))}
                        />
                      </Suspense>
                    ) : viewer.kind === 'customer' ? (
                      <CustomerBookAction
                        missingData={viewer.missingData}
                        termsNeeded={!viewer.termsAccepted}
                        pending={submission.pending}
                        actionRef={actionRef}
                        onBook={(termsVersion) => book((base) => ({ kind: 'customer', body: { ...base, termsVersion } }))}
                      />
                    ) : (
                      <Suspense fallback={<LoadingState />}>
                        <GuestReserveForm
                          slot={slot}
                          pending={submission.pending}
                          onLogin={onLogin}
                          actionRef={actionRef}
                          onReserve={(email, termsVersion) =>
                            book((base) => ({ kind: 'guest', body: { ...base, email, language: i18n.language, termsVersion } }))
                          }
                        />
                      </Suspense>
                    )}
                  </SelectedSlotPanel>
                </Box>
              </HydrateLater>
            </Grid.Col>
          </Grid>
        </Stack>
      </Box>
    </Stack>
  );
}
