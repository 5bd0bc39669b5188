/**
 * Size bounds of everything the API accepts, in characters (or items). Every string a request may
 * carry has one, so no input can make a check slow or a row huge; the forms show the same bounds.
 */
export const LIMITS = {
  /** RFC 5321: the longest address a mail server must accept. */
  email: 254,
  /** DESIGN.md section 7. */
  password: 128,
  passwordMin: 8,
  /** One-time login token (`pw`): 43 characters today; room for a longer one. */
  token: 200,
  /** Where a login link leads within the site. */
  returnPath: 500,
  /** A person's first or last name, a place, an insurer, a profession. */
  name: 100,
  /** One line of free text: a street, a hobby, a typed signature. */
  shortText: 200,
  phone: 30,
  postalCode: 10,
  licensePlate: 20,
  /** A search box: names and e-mail addresses. */
  search: 100,
  /** A customer's comment on a booking. */
  comment: 1000,
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
  /** A file name of the site's own pictures. */
  fileName: 100,
  /** Ids in one list (the durations of a therapy). */
  idList: 20,
  /** Week plans in one therapist plan's rotation (week A, B, ...). */
  rotationWeeks: 8,
  /** Working ranges in one week plan. */
  weekPlanRanges: 50,
  /** An ISO 8601 instant with offset, fractions of a second included. */
  instant: 40,
  /** The largest id: the range of the integer columns. */
  id: 2_147_483_647,
  /** Calendar dates the practice plans with (birthdays from 1900). */
  firstYear: 1900,
  lastYear: 2999,
} as const;
