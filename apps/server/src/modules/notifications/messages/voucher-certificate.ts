import { DEFAULT_LANGUAGE, formatChf, isLanguage } from '@praxis/domain';
import { serverText } from '../../../lib/server-texts.ts';
import { defineMessage, type MessageData } from '../message.ts';
import { greetingFor } from './values.ts';

export interface VoucherCertificateData extends MessageData {
  voucher: { number: string; valueRappen: number; fromName: string; validUntil: string; toRecipient: boolean };
  /** The certificate, attached. */
  document: { fileName: string; pdf: Buffer };
}

/** The gift certificate by e-mail, to the buyer or straight to the recipient (then it names the giver). */
export const voucherCertificate = defineMessage((data: VoucherCertificateData, { language, practice, publicUrl }) => {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const { voucher } = data;
  const values = {
    number: voucher.number,
    value: formatChf(voucher.valueRappen, lang),
    practiceName: practice.name,
    phone: practice.phone,
    from: voucher.fromName,
    date: new Intl.DateTimeFormat(`${lang}-CH`, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${voucher.validUntil}T00:00:00Z`)),
  };
  const t = (key: string) => serverText('voucher', language, `mail.certificate.${key}`, values);
  return {
    subject: t('subject'),
    greeting: greetingFor(data.to, language),
    paragraphs: [voucher.toRecipient && voucher.fromName ? t('introFrom') : t('intro'), t('book')],
    action: { label: t('button'), url: `${publicUrl}/book` },
    attachments: [{ filename: data.document.fileName, contentType: 'application/pdf', content: data.document.pdf.toString('base64') }],
  };
});
