export { guardVoucherInvoices, invoiceForVoucher, invoiceMailText, sendInvoice } from './invoices.service.ts';
// Drawn on a PDF worker (core/pdf-renderers.ts).
export { drawInvoicePdf } from './invoice-pdf.ts';
export { drawReceiptPdf } from './receipt-pdf.ts';
// Steps of the money commands (modules/money).
export { cancelInvoiceForPayment, cancelInvoiceIn, invoiceForPayment, invoiceRow, payInvoice, settleVoucherInvoice } from './invoices.service.ts';
export { refuseRemovalUnderReceipt } from './receipts.service.ts';
