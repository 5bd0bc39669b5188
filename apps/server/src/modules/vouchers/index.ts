// Drawn on a PDF worker (core/pdf-renderers.ts).
export { drawCertificatePdf } from './voucher-pdf.ts';
// Steps of the money commands (modules/money).
export { chargeRedemption, voucherPaymentChanged } from './voucher-payments.ts';
export { eraseBuyerDetails, lockVoucher } from './vouchers.repo.ts';
