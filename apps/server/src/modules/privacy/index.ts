// Drawn on a PDF worker (core/pdf-renderers.ts).
export { drawExportSummaryPdf } from './export-summary-pdf.ts';
