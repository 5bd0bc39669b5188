/** "2027-00012": the year the booking was made in (Zurich) and its number in that year, five digits at least. */
export const formatBookingNumber = (year: number, numberInYear: number) => `${year}-${String(numberInYear).padStart(5, '0')}`;

/** A booking's number as staff, mails and documents show it; null for a booking that has none. */
export const bookingNumberOf = (booking: { numberYear: number | null; numberInYear: number | null }): string | null =>
  booking.numberYear === null || booking.numberInYear === null ? null : formatBookingNumber(booking.numberYear, booking.numberInYear);
