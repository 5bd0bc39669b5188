// The PDFs drawn on worker threads (core/pdf-pool.ts): what each module's `render…Pdf` hands to the pool.
import { drawCashPdf } from '../modules/cash/index.ts';
import { drawHealthFormPdf } from '../modules/health-forms/index.ts';
import { drawInvoicePdf, drawReceiptPdf } from '../modules/invoices/index.ts';
import { drawExportSummaryPdf } from '../modules/privacy/index.ts';
import { drawTreatmentRecordPdf } from '../modules/treatment-records/index.ts';
import { drawCertificatePdf } from '../modules/vouchers/index.ts';

export const PDF_RENDERERS = {
  cashBook: drawCashPdf,
  invoice: drawInvoicePdf,
  receipt: drawReceiptPdf,
  voucherCertificate: drawCertificatePdf,
  treatmentRecord: drawTreatmentRecordPdf,
  exportSummary: drawExportSummaryPdf,
  healthForm: drawHealthFormPdf,
};
