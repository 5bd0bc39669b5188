/**
 * Size bounds of everything the API accepts, in characters (or items), and the other bounds of its
 * numbers (amounts, minutes, page sizes). Every string a request may carry has one, so no input can
 * make a check slow or a row huge; schemas, forms and tests use these names, never the numbers.
 */
export const LIMITS = {
  /** RFC 5321: the longest address a mail server must accept. */
  email: 254,
  /** DESIGN.md section 7. */
  password: 128,
  passwordMin: 8,
  /** One-time login token (`pw`): 43 characters today; room for a longer one. */
  token: 200,
  /** No token sent was ever shorter. */
  tokenMin: 20,
  /** Where a login link leads within the site. */
  returnPath: 500,
  /** A person's first or last name, a place, an insurer, a profession. */
  name: 100,
  /** The shortest name or place: a person's first or last name, the practice's names, street and city. */
  nameMin: 2,
  /** One line of free text: a street, a hobby, a typed signature. */
  shortText: 200,
  phone: 30,
  /** The practice's phone number: at least this many characters. */
  phoneMin: 6,
  postalCode: 10,
  /**
   * The Swiss QR-bill's address fields (IG QR-bill 2.3, structured address "S"), counted in its
   * character set (a Cyrillic name in Latin letters): the name (first and last) 70, the street 70,
   * the house number 16, the postal code 16, the town 35.
   */
  qrName: 70,
  qrStreet: 70,
  qrBuildingNumber: 16,
  qrPostalCode: 16,
  qrTown: 35,
  /** The practice's postal code: at least this many characters. */
  postalCodeMin: 4,
  /** An ISO 3166 country code: exactly this many letters. */
  countryCode: 2,
  licensePlate: 20,
  /** An insured person's number or insurance card number (the card's is 20 digits). */
  insuredNumber: 30,
  /** A search box: names and e-mail addresses. */
  search: 100,
  /** The staff's global search: the shortest text it looks for, and the hits of each kind it answers. */
  staffSearchMin: 2,
  staffSearchHits: 5,
  /** Users in one answer of the admins' user search. */
  userSearchResults: 200,
  /** The booking list's longest period, in days. */
  bookingListDays: 400,
  /** Customers in one page of the client list. */
  customerListPage: 200,
  /** Invoices in one page of the invoice list. */
  invoiceListPage: 200,
  /** Bookings in one page of the booking list (about 1 KB each as JSON: a page stays under 500 KB). */
  bookingListPage: 500,
  /** A cancellation mail's text (and its translation). */
  cancelText: 4000,
  /** Customers in one answer of the staff's customer search. */
  customerSearchResults: 100,
  /** A customer's comment on a booking. */
  comment: 1000,
  /** Vouchers in one answer of voucher management (the newest of those matching). */
  voucherListRows: 500,
  /** Vouchers a redemption search offers. */
  redeemableVouchers: 20,
  /** A payment's transaction text (a tip, a refund's reason). */
  paymentText: 500,
  /** A note on an absence. */
  note: 500,
  /** The details of one health answer. */
  healthDetails: 2000,
  /** Several paragraphs: general health remarks, a therapy's long description. */
  longText: 4000,
  /** Staff's notes about a customer. */
  staffNotes: 5000,
  planName: 60,
  therapyName: 80,
  therapySummary: 300,
  /** A tariff 590 code: 3 to 5 digits. */
  tariffCode: 5,
  /** The highest place of a therapy in the list. */
  sortOrder: 999,
  /** A typed signature (the full name): at least this many characters. */
  signatureNameMin: 3,
  /** A drawn signature's PNG file: enough for the signature pad at any screen density, small to print. */
  signatureBytes: 200 * 1024,
  signatureWidth: 2000,
  signatureHeight: 1000,
  /** A file name of the site's own pictures. */
  fileName: 100,
  /** Ids in one list (the durations of a therapy). */
  idList: 20,
  /** Roles in one list: there are seven. */
  roleList: 7,
  /** Week plans in one therapist plan's rotation (week A, B, ...). */
  rotationWeeks: 8,
  /** Working ranges in one week plan. */
  weekPlanRanges: 50,
  /** An ISO 8601 instant with offset, fractions of a second included. */
  instant: 40,
  /** A calendar date as text: YYYY-MM-DD. */
  date: 10,
  /** A wall-clock time as text: HH:MM. */
  time: 5,
  /** A duration offer: the treatment's minutes, the slot it takes in the calendar, its price in Rappen. */
  durationMinutesMin: 5,
  durationMinutes: 240,
  slotMinutesMin: 30,
  slotMinutes: 240,
  priceRappen: 10_000_000,
  /** A therapist plan's flexible break, in minutes. */
  breakMinutesMin: 15,
  breakMinutes: 120,
  /** The practice settings' rules: walking minutes in the directions, cancellation and login-link hours, booking months and minutes. */
  walkMinutes: 60,
  cancelHours: 168,
  loginLinkHours: 168,
  bookingHorizonMonths: 24,
  bookingLeadMinutes: 10_080,
  staffLookbackMonths: 24,
  /** Opening ranges in the week: three a day. */
  openingRanges: 21,
  /** An IBAN as typed, spaces included (21 characters without them in CH and LI). */
  iban: 42,
  /** The invoices' payment term and the reminder fee (from the third reminder), the vouchers' validity. */
  paymentTermDays: 120,
  reminderFeeRappen: 20_000,
  voucherValidityYears: 10,
  /** A tag-manager id: GTM- and up to 12 characters. */
  tagManagerId: 16,
  /** A therapist's biography per language: the title, the summary, each paragraph, each list item, and how many. */
  bioSummary: 600,
  bioParagraph: 2000,
  bioParagraphs: 12,
  bioListItems: 20,
  /** Languages a therapist speaks. */
  spokenLanguages: 12,
  /** ZSR: one letter and six digits; EMR: digits. */
  zsr: 7,
  emr: 10,
  /** A therapist's photo as uploaded, and the size the server scales it to. */
  photoBytes: 5 * 1024 * 1024,
  photoWidth: 600,
  photoHeight: 750,
  /** Pixels a photo may have before scaling (a 40-megapixel camera; refuses decompression bombs). */
  photoInputPixels: 40_000_000,
  /** One text of a treatment journal (history, treatment, notes, diagnosis). */
  journalText: 20_000,
  /**
   * One view of a drawing: its strokes, and their points together. 50,000 points are about 14
   * minutes of drawing without a pause at 60 points a second; a save of that many costs the server
   * about 0.2 s of CPU (`npm run bench`: bench-records), where 500,000 cost 2.3 s.
   */
  drawingStrokes: 1_000,
  drawingPoints: 50_000,
  /** A drawing's request body: 50,000 points as JSON with room to spare. */
  drawingBodyBytes: 3 * 1024 * 1024,
  /** The settings' bounds for one uploaded file and for all files together, in MB. */
  fileMaxMegabytes: 100,
  filesQuotaMegabytes: 100_000,
  /** An uploaded file's name as stored (path parts and control characters removed). */
  uploadName: 200,
  /** Audit rows in one answer of the audit viewer (the newest that match). */
  auditRows: 1_000,
  /** A reason given for erasing a customer's data. */
  reason: 500,
  /** The largest id: the range of the integer columns. */
  id: 2_147_483_647,
  /** Calendar dates the practice plans with (birthdays from 1900). */
  firstYear: 1900,
  lastYear: 2999,
} as const;
