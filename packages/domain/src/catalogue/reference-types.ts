/** Absence types; 1 is the customer booking itself, the others block a therapist's time. */
export const ABSENCE_TYPES = [
  { id: 1, key: 'customer_booking' },
  { id: 2, key: 'holiday' },
  { id: 3, key: 'illness' },
  { id: 4, key: 'vacations' },
  { id: 5, key: 'accident' },
  { id: 6, key: 'flex_break' },
] as const;

/** Payment types and where each may be used (specification section 3 "Payment"). */
export const PAYMENT_TYPES = [
  { id: 1, key: 'card', forBooking: true, forVoucher: true },
  { id: 2, key: 'cash', forBooking: true, forVoucher: true },
  { id: 3, key: 'twint', forBooking: true, forVoucher: true },
  { id: 4, key: 'voucher_redemption', forBooking: true, forVoucher: true },
  { id: 5, key: 'invoice_creation', forBooking: true, forVoucher: false },
  { id: 6, key: 'voucher_purchase', forBooking: false, forVoucher: false },
  { id: 7, key: 'invoice_payment', forBooking: false, forVoucher: true },
] as const;
