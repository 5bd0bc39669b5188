/**
 * Error codes the API answers with, and their HTTP status. The UI translates `code`
 * (namespace `common`, key `errors.<code>`), so every code needs a translation.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  LOGIN_FAILED: 401,
  LOGIN_LINK_NEEDED: 401,
  FORBIDDEN: 403,
  CSRF_INVALID: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUTSIDE_OPENING_HOURS: 409,
  WEEK_PLAN_IN_USE: 409,
  SLOT_TAKEN: 409,
  SLOT_UNAVAILABLE: 409,
  PERSONAL_DATA_MISSING: 409,
  /** A customer's own or a guest's booking without the current terms accepted, before or in the same request. */
  TERMS_NOT_ACCEPTED: 409,
  CANCELLATION_CHARGED: 409,
  ALREADY_CANCELLED: 409,
  /** A booking with payments is not cancelled (remove or refund them first). */
  HAS_PAYMENTS: 409,
  /** A payment type the target does not take (section 3 "Payment"). */
  PAYMENT_TYPE_NOT_ALLOWED: 400,
  /** A cashback for a customer someone else (or this payer) already brought. */
  ALREADY_ACQUIRED: 409,
  /**
   * A cash refund above what was paid in cash on its target (earlier refunds deducted; a cashback
   * is a reward, not a refund), or removing a cash payment a refund rests on.
   */
  REFUND_TOO_HIGH: 409,
  /** A payment on a booking cancelled free of charge: nothing is due. */
  NOTHING_DUE: 409,
  /** An invoice for a customer whose name, street, postal code or town is missing (the fields in `details`). */
  INVOICE_ADDRESS_INCOMPLETE: 409,
  /** An invoice for a customer whose name, street, postal code or town is longer than the QR-bill allows (the fields in `details`). */
  INVOICE_ADDRESS_INVALID: 409,
  /** An invoice while the practice settings name no IBAN or QR-IBAN. */
  BILLING_DATA_MISSING: 409,
  /** Publishing the site, or emptying data a published site needs, while a set-up step is open (the steps in `details.steps`). */
  SETUP_INCOMPLETE: 409,
  /** An invoice action its state does not allow (paying a cancelled one, cancelling it twice). */
  INVOICE_STATE: 409,
  /** A customer's voucher request by invoice while two of their voucher invoices are still open (or sent): nothing is made. */
  VOUCHER_INVOICES_OPEN: 409,
  /**
   * A receipt for a booking that is cancelled, or whose payments (card, cash, Twint, voucher, an
   * invoice once it is paid) do not cover what is due after its discount.
   */
  NOT_PAID: 409,
  /** A receipt while the therapist's ZSR or EMR, the therapy's tariff position, the practice's canton, or the patient's birthday or address is missing (`details`). */
  RECEIPT_DATA_MISSING: 409,
  /** A receipt for a booking already on a receipt that stands (`details` name it): ask for a copy of that one, or cancel it first. */
  RECEIPT_EXISTS: 409,
  /** Removing a payment a receipt rests on (`details` name the receipt): cancel the receipt first. */
  RECEIPT_ISSUED: 409,
  /** Cancelling a receipt twice, or copying a cancelled one. */
  RECEIPT_CANCELLED: 409,
  /** A redemption larger than what the voucher still holds. */
  VOUCHER_BALANCE_INSUFFICIENT: 409,
  /** A redemption after the voucher's last valid day (planners may override with a reason). */
  VOUCHER_EXPIRED: 409,
  /** Sending (or marking sent) the certificate of a voucher not paid yet. */
  VOUCHER_NOT_PAID: 409,
  /** A redemption of a voucher not paid yet, or archived. */
  VOUCHER_NOT_REDEEMABLE: 409,
  /** Removing a voucher's purchase payment while something was redeemed from it (remove the redemptions first). */
  VOUCHER_IN_USE: 409,
  /** A payment, invoice payment day, cash entry or count dated in or before a closed month of the cash book. */
  PERIOD_CLOSED: 409,
  /** Closing a month without a cash count on its last day. */
  COUNT_MISSING: 409,
  /** Closing a month while an earlier month with entries is open (`details` name it at `/month`): months close in order. */
  EARLIER_MONTH_OPEN: 409,
  /** A cash entry, payment or count that would leave the till's balance below zero on its day or a later one (`details` name the day). */
  TILL_NEGATIVE: 409,
  /** Reversing an entry twice, or one a payment wrote (remove the payment instead). */
  NOT_REVERSIBLE: 409,
  /** A journal saved on a version someone else replaced meanwhile (`details` carry both texts). */
  VERSION_CONFLICT: 409,
  /** An upload that would take the practice's files past their quota (settings). */
  QUOTA_EXCEEDED: 409,
  /** Erasing a customer who still has an open (unpaid, not cancelled) invoice. */
  OPEN_INVOICE: 409,
  /** Erasing a staff member's data or one's own (only customers are erased, by someone else). */
  NOT_ERASABLE: 409,
  /** Erasing a customer whose data was erased already. */
  ALREADY_ERASED: 409,
  /** A data-export link that was used already or has expired. */
  EXPORT_LINK_INVALID: 410,
  TOO_LATE_FOR_GUEST: 409,
  /** Moving a cancelled booking, or one's own booking once it is no longer free to cancel. */
  BOOKING_NOT_MOVABLE: 409,
  NOT_CANCELLED: 409,
  /** A fourth active waiting request of one customer (at most 3 wait at a time). */
  WAITLIST_LIMIT: 409,
  /** Booking through a waiting-list offer whose request was withdrawn or booked, or whose time has passed. */
  WAITLIST_OFFER_CLOSED: 410,
  /** A guest reservation beyond the live temporary bookings an unproven e-mail may hold. */
  TEMPORARY_LIMIT: 409,
  /** Confirming or rejecting a booking that is not a reservation awaiting confirmation. */
  NOT_TEMPORARY: 409,
  /** A wrong, expired or already used code of the second factor (or recovery code). */
  MFA_INVALID: 401,
  /** The session has not passed its second step yet: only the second-step calls answer. */
  MFA_REQUIRED: 401,
  /** 5 wrong codes: the second step is locked for 15 minutes. */
  MFA_LOCKED: 429,
  /** A second-step call that does not fit the account's state (setting up twice, verifying without a second factor). */
  MFA_STATE: 409,
  /** Turning the second factor off while the practice requires it for staff. */
  MFA_REQUIRED_BY_PRACTICE: 409,
  /** Deactivating the last active administrator or taking the admin role from them: the practice keeps one. */
  LAST_ADMIN: 409,
  PASSWORD_TOO_COMMON: 400,
  CURRENT_PASSWORD_WRONG: 400,
  /** A password change without the current password needs a login by link in the last 10 minutes. */
  RECENT_LOGIN_NEEDED: 403,
  /** An upload that is not one of the accepted file types (checked by its content, not its name). */
  UNSUPPORTED_FILE: 415,
  /** An upload whose name claims another type than its content has ("report.pdf" holding text). */
  FILE_NAME_MISMATCH: 415,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  /** The database is restarting, unreachable or too slow to answer: try again shortly. */
  DATABASE_UNAVAILABLE: 503,
  /** The database's disk is full: the change was not saved (an operator must free space). */
  STORAGE_FULL: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The body of every error response: `{"error":{"code":"SLOT_TAKEN","message":"..."}}`. */
export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}
