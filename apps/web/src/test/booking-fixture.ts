/**
 * A live booking as the booking API presents it (`/api/bookings/own`, `/api/bookings/:id`); tests
 * spread their changes over it instead of writing every field again.
 */
export const bookingFixture = {
  id: 1,
  therapyId: 1,
  therapyLabelKey: 'classic_massage',
  arrangementId: 2,
  start: '2026-11-30T10:00:00+01:00',
  end: '2026-11-30T11:00:00+01:00',
  durationMinutes: 55,
  priceRappen: 14000,
  comment: '',
  temporary: false,
  temporaryUntil: null as string | null,
  unverified: false,
  cancelledAt: null as string | null,
  cancelType: null as number | null,
  cancelCostOption: null as string | null,
  group: 'future' as const,
};
