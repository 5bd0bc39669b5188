export type { PaymentChange, PaymentEvent, PaymentRecording } from './payment-change.ts';
export { registerPaymentTarget, type PaymentTargetKind, type TargetFacts } from './payment-targets.ts';
export { voucherPayments } from './payments.repo.ts';
// The steps of recording, removing and re-dating a payment; the money commands (modules/money) call them.
export {
  checkNewPayment,
  checkPaymentDate,
  deletePaymentRow,
  eventOf,
  listPayments,
  lockRemovablePayment,
  paymentById,
  preparePayment,
  prepareVoucherInvoicePayment,
  redatePaymentRow,
  storePayment,
  type CheckedPayment,
  type PaymentDraft,
} from './payments.service.ts';
