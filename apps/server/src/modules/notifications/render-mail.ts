import { summarizeOpeningHours, type PracticeSettings } from '@praxis/domain';
import { mailText } from '../../lib/server-texts.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  notes?: string[];
}

/**
 * Lays out a mail as HTML and plain text in the recipient's language, with the practice's name
 * and contact data in the footer.
 */
export function renderMail(content: MailContent, language: string, practice: PracticeSettings): RenderedMail {
  const footerLines = [
    practice.name,
    `${practice.street}, ${practice.postalCode} ${practice.city}`,
    mailText(language, 'footer.contact', { phone: practice.phone, email: practice.email }),
    `${mailText(language, 'footer.openingHours')}: ${summarizeOpeningHours(practice.openingHours, language)}`,
  ];
  const action = content.action;
  const html = `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#faf6f0;font-family:Arial,Helvetica,sans-serif;color:#1d2b2a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 28px 8px;font-size:20px;font-weight:bold;color:#1f7a72">${escapeHtml(practice.name)}</td></tr>
<tr><td style="padding:8px 28px;font-size:15px;line-height:1.5">
<p>${escapeHtml(content.greeting)},</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1f7a72;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b7b79;word-break:break-all">${escapeHtml(action.url)}</p>`
    : ''
}
${(content.notes ?? []).map((n) => `<p style="font-size:13px;color:#6b7b79">${escapeHtml(n)}</p>`).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px 24px;font-size:12px;color:#6b7b79;border-top:1px solid #efe4d3">${footerLines.map(escapeHtml).join('<br>')}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    `${content.greeting},`,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(content.notes ?? []).flatMap((n) => [n, '']),
    '--',
    ...footerLines,
  ].join('\n');
  return { subject: content.subject, html, text };
}
