import { defineMessage, type MessageData } from '../message.ts';
import { greetingFor } from './values.ts';

export interface InvoiceDocumentData extends MessageData {
  /** The subject and text staff confirmed (prefilled in the customer's language). */
  subject: string;
  text: string;
  /** The PDF, attached. */
  document: { fileName: string; pdf: Buffer };
}

/** An invoice, reminder or receipt by e-mail: the text staff confirmed and the PDF attached (no health data in the text). */
export const invoiceDocument = defineMessage((data: InvoiceDocumentData, { language }) => ({
  subject: data.subject,
  greeting: greetingFor(data.to, language),
  paragraphs: data.text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean),
  attachments: [{ filename: data.document.fileName, contentType: 'application/pdf', content: data.document.pdf.toString('base64') }],
}));
