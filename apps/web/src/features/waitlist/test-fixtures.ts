import type { StaffWaitlistRequestDto, WaitlistOfferDto, WaitlistRequestDto } from '@praxis/domain';
import therapies from '../../../../../packages/domain/src/locales/de/therapies.json';
import waitlist from '../../locales/de/waitlist.json';

/** The German texts the waiting-list components use (the shared test set-up loads `common` only). */
export const texts = { waitlist, therapies };

export const requestFixture: WaitlistRequestDto = {
  id: 7,
  therapyId: 1,
  therapyLabelKey: 'classic_massage',
  arrangementId: 2,
  durationMinutes: 55,
  therapistId: null,
  fromDate: '2026-12-01',
  toDate: '2026-12-14',
  weekdays: [1, 3, 5],
  fromTime: '08:00',
  toTime: '12:00',
  state: 'waiting',
  createdAt: '2026-11-27T09:00:00Z',
  offersSent: 0,
};

export const staffRequestFixture: StaffWaitlistRequestDto = {
  ...requestFixture,
  customerId: 40,
  email: 'anna.meier@example.com',
  firstName: 'Anna',
  lastName: 'Meier',
  phone: '+41 79 123 45 67',
  position: 1,
};

export const offerFixture: WaitlistOfferDto = {
  therapyId: 1,
  therapyLabelKey: 'classic_massage',
  arrangementId: 2,
  durationMinutes: 55,
  start: '2026-12-02T09:00:00+01:00',
  end: '2026-12-02T10:00:00+01:00',
  therapistId: 3,
  state: 'open',
  bookingId: null,
};
