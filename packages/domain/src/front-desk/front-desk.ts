import { z } from 'zod';
import { languageSchema } from '../i18n/localized-text.ts';
import { addDays } from '../schedule/zoned-day.ts';
import { boundedText, calendarDate, freeText } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';

/** Time filter of the booking and client lists (specification sections 2 and 4). */
export const TIME_FILTERS = ['all', 'todayAndFuture', 'todayAndPast'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];
/** Cancellation filter: all, held (scheduled or past), cancelled. */
export const CANCELLATION_FILTERS = ['all', 'held', 'cancelled'] as const;
export type CancellationFilter = (typeof CANCELLATION_FILTERS)[number];

/** Payment filter of the booking list. */
export const PAYMENT_FILTERS = ['all', 'outstanding'] as const;

/** The booking list's query: a period of at most 400 days ('periodTooLong', 'periodReversed'), a page of its bookings. */
export const staffBookingsQuerySchema = z
  .object({
    from: calendarDate,
    to: calendarDate,
    time: z.enum(TIME_FILTERS).default('all'),
    cancellation: z.enum(CANCELLATION_FILTERS).default('all'),
    therapistId: z.coerce.number().int().min(1).max(LIMITS.id).optional(),
    search: boundedText(LIMITS.search).default(''),
    /** `outstanding`: only bookings whose payment is outstanding (section 4). */
    payment: z.enum(PAYMENT_FILTERS).default('all'),
    /** One page of the matching bookings, by start: at most `LIMITS.bookingListPage`. */
    offset: z.coerce.number().int().min(0).max(LIMITS.id).default(0),
    limit: z.coerce.number().int().min(1).max(LIMITS.bookingListPage).default(LIMITS.bookingListPage),
  })
  .refine((q) => q.from <= q.to, { message: 'periodReversed', path: ['to'] })
  .refine((q) => q.to <= addDays(q.from, LIMITS.bookingListDays), { message: 'periodTooLong', path: ['to'] });
export type StaffBookingsQuery = z.infer<typeof staffBookingsQuerySchema>;

/** Section 4 "Invoice info on a booking": what the row offers for billing. */
export const INVOICE_INFO = ['none', 'warning', 'invoice', 'receipt'] as const;
export type InvoiceInfo = (typeof INVOICE_INFO)[number];

/** none when nothing is billed; warning when an invoice lacks the customer's name or address; else invoice, or receipt for cash only. */
export function invoiceInfo(amounts: { invoiceRappen: number; cashRappen: number }, customer: AddressFields): InvoiceInfo {
  if (amounts.invoiceRappen <= 0 && amounts.cashRappen <= 0) return 'none';
  if (amounts.invoiceRappen > 0) return hasInvoiceAddress(customer) ? 'invoice' : 'warning';
  return 'receipt';
}

interface AddressFields {
  firstName: string | null;
  lastName: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
}
const filled = (value: string | null) => (value ?? '').trim().length > 0;
/** The parts of an invoice address, in the order a form asks for them. */
export const INVOICE_ADDRESS_FIELDS = ['firstName', 'lastName', 'street', 'postalCode', 'city'] as const;
export type InvoiceAddressField = (typeof INVOICE_ADDRESS_FIELDS)[number];

/** The parts an invoice address lacks (none: an invoice can be made). */
export const missingInvoiceAddress = (c: AddressFields): InvoiceAddressField[] => INVOICE_ADDRESS_FIELDS.filter((field) => !filled(c[field]));
export const hasInvoiceAddress = (c: AddressFields) => missingInvoiceAddress(c).length === 0;

/** What a Tarif 590 receipt prints and may be missing (section 1 "receipts"; the booking list warns). */
export const RECEIPT_DATA = ['therapistZsr', 'therapistEmr', 'tariffPosition', 'birthday', 'address'] as const;
export type ReceiptDatum = (typeof RECEIPT_DATA)[number];

/** The receipt data a booking lacks: the therapist's ZSR and EMR numbers, the therapy's tariff position, the patient's birthday and address. */
export function missingReceiptData(
  r: AddressFields & { therapistZsr: string | null; therapistEmr: string | null; tariffCode: string | null; birthday: string | null },
): ReceiptDatum[] {
  const present: Record<ReceiptDatum, boolean> = {
    therapistZsr: filled(r.therapistZsr),
    therapistEmr: filled(r.therapistEmr),
    tariffPosition: filled(r.tariffCode),
    birthday: filled(r.birthday),
    address: hasInvoiceAddress(r),
  };
  return RECEIPT_DATA.filter((datum) => !present[datum]);
}

const customerOfRow = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  /** Birthday within the 7 days before today or before the booking (section 5). */
  birthdayHint: z.boolean(),
  language: z.string(),
});

/** A booking as the front desk sees it: every field of section 3 "Booking" the row shows. */
export const staffBookingRowSchema = z.object({
  id: z.number().int(),
  start: z.string(),
  end: z.string(),
  therapistId: z.number().int(),
  therapistName: z.string(),
  customer: customerOfRow,
  therapyId: z.number().int(),
  arrangementId: z.number().int(),
  therapyLabelKey: z.string(),
  durationMinutes: z.number().int(),
  priceRappen: z.number().int(),
  /** Paid so far: the sum of all payments. */
  paidRappen: z.number().int(),
  /** Billed by invoice (type 5) and paid directly (types 1 to 4). */
  invoiceRappen: z.number().int(),
  cashRappen: z.number().int(),
  paymentCount: z.number().int(),
  /** Ended without any payment recorded, or a charged cancellation not paid yet (section 4). */
  paymentOutstanding: z.boolean(),
  invoiceInfo: z.enum(INVOICE_INFO),
  /** For a booking paid directly (invoice info `receipt`): what its Tarif 590 receipt would lack. */
  receiptDataMissing: z.array(z.enum(RECEIPT_DATA)),
  firstBooking: z.boolean(),
  temporary: z.boolean(),
  unverified: z.boolean(),
  customerComment: z.string(),
  therapistComment: z.string(),
  /** The booking's number in the year it was made (Zurich), given when it is made (older bookings by migration 0028); the column allows null. */
  numberInYear: z.number().int().nullable(),
  /** The booking number as shown: "2027-00012" (`formatBookingNumber`); null with `numberInYear`. */
  bookingNumber: z.string().nullable(),
  /** Booked by staff (name), or null when the customer booked online. */
  createdByStaff: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelType: z.number().int().nullable(),
  cancelReason: z.string().nullable(),
  cancelCostOption: z.string().nullable(),
  /** What a charged cancellation (type 5) leaves outstanding; dropped when rebooked within 30 days. */
  chargeRappen: z.number().int(),
  journalCount: z.number().int(),
  drawingCount: z.number().int(),
  filesCount: z.number().int(),
  /** The customer has signed a health form (the list offers its PDF to therapists). */
  healthForm: z.boolean(),
});
export type StaffBookingRow = z.infer<typeof staffBookingRowSchema>;

/** An absence as the booking list shows it among the bookings. */
export const staffAbsenceRowSchema = z.object({
  id: z.number().int(),
  therapistId: z.number().int().nullable(),
  therapistName: z.string().nullable(),
  typeId: z.number().int(),
  start: z.string(),
  end: z.string(),
  fullDay: z.boolean(),
  shortTerm: z.boolean(),
  note: z.string(),
});
export type StaffAbsenceRow = z.infer<typeof staffAbsenceRowSchema>;

/** The staff's comment on a booking. */
export const therapistCommentSchema = z.object({ therapistComment: freeText(LIMITS.comment) });

/** Who cancels (section 3 "Cancellation", the therapist-facing reading): practice 3, customer free 4, customer charged 5. */
export const STAFF_CANCEL_TYPES = [3, 4, 5] as const;
export const CANCEL_REASONS = ['general', 'illness', 'customerRequest'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const COST_OPTIONS = ['none', 'partialWaiver', 'full'] as const;
export type CostOption = (typeof COST_OPTIONS)[number];

const cancelChoices = {
  cancelType: z.union([z.literal(3), z.literal(4), z.literal(5)], { message: 'invalidCancelType' }),
  reason: z.enum(CANCEL_REASONS),
  costOption: z.enum(COST_OPTIONS),
};

/** The prefilled text's choices (`GET .../cancel-text`). */
export const cancelTextQuerySchema = z.object({
  cancelType: z.coerce.number().pipe(cancelChoices.cancelType),
  reason: cancelChoices.reason,
  costOption: cancelChoices.costOption,
  language: languageSchema,
});

/**
 * The cancel dialogue's body. Types 3 and 4 are free ('freeCancellationCharged' for a cost option);
 * a partial waiver needs the amount still charged ('chargeNeeded'), at most the price (checked by
 * the server, which knows it).
 */
export const staffCancelSchema = z
  .object({
    ...cancelChoices,
    chargeRappen: z.number().int().min(0).max(LIMITS.priceRappen).optional(),
    sendEmail: z.boolean(),
    language: languageSchema,
    text: freeText(LIMITS.cancelText),
    translation: z.object({ language: languageSchema, text: freeText(LIMITS.cancelText).min(1, { message: 'required' }) }).optional(),
  })
  .refine((c) => c.cancelType === 5 || c.costOption === 'none', { message: 'freeCancellationCharged', path: ['costOption'] })
  .refine((c) => c.costOption !== 'partialWaiver' || c.chargeRappen !== undefined, { message: 'chargeNeeded', path: ['chargeRappen'] })
  .refine((c) => !c.sendEmail || c.text.length > 0, { message: 'required', path: ['text'] });
export type StaffCancelInput = z.infer<typeof staffCancelSchema>;

/** What a staff cancellation charges: the full price, the partial amount, or nothing. */
export function cancellationCharge(input: Pick<StaffCancelInput, 'cancelType' | 'costOption' | 'chargeRappen'>, priceRappen: number): number {
  if (input.cancelType !== 5) return 0;
  if (input.costOption === 'full') return priceRappen;
  if (input.costOption === 'partialWaiver') return input.chargeRappen ?? 0;
  return 0;
}

/** The state of a mail in the outbox. */
export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;

/** A yes/no switch in a query string: `1`/`true` or `0`/`false` (default no). */
const queryFlag = z
  .enum(['0', '1', 'true', 'false'])
  .default('0')
  .transform((value) => value === '1' || value === 'true');

/** The client list's query; `breaks` and `absences` add the team's breaks and other absences of the period (section 2). */
export const customerListQuerySchema = z.object({
  search: boundedText(LIMITS.search).default(''),
  time: z.enum(TIME_FILTERS).default('all'),
  cancellation: z.enum(CANCELLATION_FILTERS).default('all'),
  sort: z.enum(['closestBooking', 'newest']).default('closestBooking'),
  offset: z.coerce.number().int().min(0).max(LIMITS.id).default(0),
  limit: z.coerce.number().int().min(1).max(LIMITS.customerListPage).default(50),
  breaks: queryFlag,
  absences: queryFlag,
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** A booking in brief (client list and client profile). */
export const bookingBriefSchema = z.object({
  id: z.number().int(),
  start: z.string(),
  therapyLabelKey: z.string(),
  durationMinutes: z.number().int(),
  priceRappen: z.number().int(),
  therapistName: z.string(),
  cancelledAt: z.string().nullable(),
  cancelType: z.number().int().nullable(),
});
export type BookingBrief = z.infer<typeof bookingBriefSchema>;

export const customerListRowSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The next upcoming booking, else the last one. */
  closestBooking: bookingBriefSchema.nullable(),
  bookingCount: z.number().int(),
  billedTotalRappen: z.number().int(),
  registeredAt: z.string(),
  unconfirmed: z.boolean(),
  acquired: z.boolean(),
});
export type CustomerListRow = z.infer<typeof customerListRowSchema>;

export const customerSummaryOfBookingsSchema = z.object({
  futureBookings: z.array(bookingBriefSchema),
  pastBookings: z.array(bookingBriefSchema),
  cancelledByCustomer: z.array(bookingBriefSchema),
  cancelledByPractice: z.array(bookingBriefSchema),
  billedTotalRappen: z.number().int(),
  address: z.object({
    street: z.string().nullable(),
    houseNumber: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    countryCode: z.string().nullable(),
  }),
});
