import { mailText } from '../../../lib/server-texts.ts';
import { defineMessage, type MessageData } from '../message.ts';
import { greetingFor } from './values.ts';

export interface DataExportLinkData extends MessageData {
  /** The one-time download link of the customer's data export. */
  url: string;
  /** How long the link is valid. */
  hours: number;
}

/** The link to a customer's copy of their data (revDSG). NOTE: only the link, never any of the data itself. */
export const dataExportLink = defineMessage((data: DataExportLinkData, { language: lang, practice }) => {
  const values = { practiceName: practice.name };
  return {
    subject: mailText(lang, 'dataExport.subject', values),
    greeting: greetingFor(data.to, lang),
    paragraphs: [mailText(lang, 'dataExport.intro', values)],
    action: { label: mailText(lang, 'dataExport.button'), url: data.url },
    notes: [mailText(lang, 'dataExport.validity', { hours: data.hours }), mailText(lang, 'dataExport.ignore')],
  };
});
