import { addDays, practiceDate, type StaffAbsenceRow, type StaffBookingRow } from '@praxis/domain';

/** Today in the practice's zone, when the test runs. */
export const today = practiceDate(new Date());

/** 10:00 to 11:00 on the day `days` away from today (winter offset: the day never moves). */
export const at = (days: number, hour = 10) => `${addDays(today, days)}T${String(hour).padStart(2, '0')}:00:00+01:00`;

/** A held booking as `GET /api/staff/bookings` lists it; tests spread their changes over it. */
export function bookingRow(change: Partial<StaffBookingRow> = {}): StaffBookingRow {
  return {
    id: 1,
    start: at(0, 10),
    end: at(0, 11),
    therapistId: 3,
    therapistName: 'Tina Therapeutin',
    customer: {
      id: 20,
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.com',
      phone: '+41791234567',
      birthday: null,
      birthdayHint: false,
      language: 'fr',
    },
    therapyId: 1,
    arrangementId: 2,
    therapyLabelKey: 'classic_massage',
    durationMinutes: 55,
    priceRappen: 14000,
    paidRappen: 0,
    invoiceRappen: 0,
    cashRappen: 0,
    paymentCount: 0,
    paymentOutstanding: false,
    invoiceInfo: 'none',
    receiptDataMissing: [],
    firstBooking: false,
    temporary: false,
    unverified: false,
    customerComment: '',
    therapistComment: '',
    numberInYear: 4,
    bookingNumber: '2027-00004',
    createdByStaff: null,
    cancelledAt: null,
    cancelType: null,
    cancelReason: null,
    cancelCostOption: null,
    chargeRappen: 0,
    journalCount: 0,
    drawingCount: 0,
    filesCount: 0,
    healthForm: false,
    ...change,
  };
}

export function absenceRow(change: Partial<StaffAbsenceRow> = {}): StaffAbsenceRow {
  return {
    id: 1,
    therapistId: 3,
    therapistName: 'Tina Therapeutin',
    typeId: 4,
    start: at(0, 14),
    end: at(0, 16),
    fullDay: false,
    shortTerm: false,
    note: '',
    ...change,
  };
}

/** `GET /api/staff/bookings`'s answer of `bookings` and `absences`, with the period's figures (`totals` changes them). */
export function listAnswer(
  bookings: StaffBookingRow[],
  absences: StaffAbsenceRow[] = [],
  totals: Partial<{ bookings: number; cancelled: number; priceRappen: number; paidRappen: number }> = {},
) {
  return {
    bookings,
    absences,
    totals: {
      bookings: bookings.length,
      cancelled: bookings.filter((b) => b.cancelledAt !== null).length,
      priceRappen: bookings.reduce((sum, b) => sum + (b.cancelledAt === null ? b.priceRappen : b.chargeRappen), 0),
      paidRappen: bookings.reduce((sum, b) => sum + b.paidRappen, 0),
      ...totals,
    },
  };
}
