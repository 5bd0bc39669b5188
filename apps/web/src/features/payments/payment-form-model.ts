import {
  CASHBACK_RAPPEN,
  defaultPaymentAmount,
  formatChfInput,
  parseChfInput,
  PAYMENT_TYPE_IDS,
  redemptionDefault,
  roundToCash,
  type NewPayment,
  type PaymentTarget,
} from '@praxis/domain';

export interface PaymentValues extends Record<string, unknown> {
  amount: string;
  typeId: string;
  transactionText: string;
  acquiredCustomerEmail: string | null;
  voucherId: string | null;
  /** Why an expired voucher is redeemed anyway (planners). */
  voucherOverrideReason: string;
  date: string;
  discount: string;
}

/** Signed francs as typed ("-10", "−10.50", "140"), in Rappen; null when it is no amount. */
export function parseSignedChf(text: string): number | null {
  const trimmed = text.trim();
  const negative = /^[-−]/.test(trimmed);
  const rappen = parseChfInput(negative ? trimmed.slice(1) : trimmed);
  if (rappen === null) return null;
  return negative ? -rappen : rappen;
}

/** Rappen as francs for the amount field, with a minus for a refund or cashback. */
export const formatSignedChf = (rappen: number) => (rappen < 0 ? `-${formatChfInput(-rappen)}` : formatChfInput(rappen));

/** A discount in percent as typed ("10", "33.33", "33,33"); empty is none, anything else outside 0–100 null. */
export function parseDiscount(text: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= 100 ? value : undefined;
}

/** What is due for the discount typed: price less the discount, less what was paid. */
const dueRappen = (priceRappen: number, discount: string, paidRappen: number) => defaultPaymentAmount(priceRappen, parseDiscount(discount) ?? null, paidRappen);

/**
 * The amount field's default for the discount typed: price less the discount, less what was paid;
 * in cash rounded to 5 Rappen as the till takes it (143.34 → 143.35), for other types exact.
 */
export function defaultAmountText(priceRappen: number, discount: string, paidRappen: number, typeId: number | string = PAYMENT_TYPE_IDS.card): string {
  const due = dueRappen(priceRappen, discount, paidRappen);
  return formatChfInput(Number(typeId) === PAYMENT_TYPE_IDS.cash ? roundToCash(due) : due);
}

/** A redemption's default (section 5): what the voucher still holds, at most what is due. */
export function redemptionAmountText(balanceRappen: number, priceRappen: number, discount: string, paidRappen: number): string {
  return formatChfInput(redemptionDefault(balanceRappen, dueRappen(priceRappen, discount, paidRappen)));
}

export const initialPaymentValues = (defaultAmountRappen: number): PaymentValues => ({
  amount: formatChfInput(Math.max(0, defaultAmountRappen)),
  typeId: String(PAYMENT_TYPE_IDS.card),
  transactionText: '',
  acquiredCustomerEmail: null,
  voucherId: null,
  voucherOverrideReason: '',
  date: '',
  discount: '',
});

/** The cashback preset: cash, CHF −10, for the chosen new customer. */
export const cashbackValues = (email: string): Partial<PaymentValues> => ({
  typeId: String(PAYMENT_TYPE_IDS.cash),
  amount: formatSignedChf(CASHBACK_RAPPEN),
  acquiredCustomerEmail: email,
});

/**
 * The form's values as the API's body (section 5): an amount that is no amount stays NaN (the
 * schema names it); the voucher only for a redemption or a voucher target, the reason to redeem an
 * expired one only for a redemption; the date only for an invoice payment; an empty text is none;
 * the discount typed goes with a booking's payment of an amount.
 */
export function toPaymentInput(values: PaymentValues, target: { type: PaymentTarget; id: number }): NewPayment {
  const typeId = Number(values.typeId);
  const amount = parseSignedChf(values.amount) ?? Number.NaN;
  const voucherKept = typeId === PAYMENT_TYPE_IDS.voucherRedemption || target.type === 'voucher';
  return {
    targetType: target.type,
    targetId: target.id,
    amountRappen: amount,
    typeId,
    transactionText: values.transactionText,
    acquiredCustomerEmail: values.acquiredCustomerEmail ?? undefined,
    voucherId: voucherKept && values.voucherId ? Number(values.voucherId) : undefined,
    voucherOverrideReason: typeId === PAYMENT_TYPE_IDS.voucherRedemption && values.voucherOverrideReason.trim() ? values.voucherOverrideReason : undefined,
    date: typeId === PAYMENT_TYPE_IDS.invoicePayment && values.date ? values.date : undefined,
    // The discount the amount was figured with, kept with a booking's payment: a receipt knows what was due.
    discountPercent: target.type === 'booking' && amount > 0 ? (parseDiscount(values.discount) ?? undefined) : undefined,
  };
}

/** Section 5: the submit button shows unless the type is a voucher redemption without a voucher chosen. */
export const maySubmit = (values: PaymentValues) => Number(values.typeId) !== PAYMENT_TYPE_IDS.voucherRedemption || values.voucherId !== null;
