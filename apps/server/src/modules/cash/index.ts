export { assertMonthsOpen } from './cash.service.ts';
// Steps of the money commands (modules/money).
export { cashPaymentChanged, refuseClosedRecording } from './cash-payments.ts';
// Drawn on a PDF worker (core/pdf-renderers.ts).
export { drawCashPdf } from './cash-export.ts';
