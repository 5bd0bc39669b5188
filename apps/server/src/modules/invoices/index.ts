export { guardVoucherInvoices, invoiceForVoucher } from './invoice-issue.ts';
export { invoiceMailText, sendInvoice } from './invoices.service.ts';
// Drawn on a PDF worker (core/pdf-renderers.ts).
export { drawInvoicePdf } from './invoice-pdf.ts';
export { drawReceiptPdf } from './receipt-pdf.ts';
// Steps of the money commands (modules/money).
export { invoiceForPayment } from './invoice-issue.ts';
export { cancelInvoiceForPayment, cancelInvoiceIn, payInvoice, settleVoucherInvoice, voucherOfInvoice } from './invoice-settlement.ts';
export { invoiceRow } from './invoices.service.ts';
export { refuseRemovalUnderReceipt } from './receipts.service.ts';
