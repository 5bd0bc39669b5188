export { deleteRecordsOfBookings, recordCounts } from './treatment-records.repo.ts';
// Drawn on a PDF worker (core/pdf-renderers.ts).
export { drawTreatmentRecordPdf } from './treatment-record-pdf.ts';
