import { DEFAULT_LANGUAGE, formatChf, isLanguage } from '@praxis/domain';
import { serverText } from '../../../lib/server-texts.ts';
import { defineMessage, type MessageData } from '../message.ts';
import { greetingFor } from './values.ts';

export interface VoucherRequestedData extends MessageData {
  voucher: { number: string; valueRappen: number; paymentMethod: string };
}

/** The buyer's confirmation of a voucher request: its number and value, and how to pay. */
export const voucherRequested = defineMessage((data: VoucherRequestedData, { language, practice, publicUrl }) => {
  const t = (key: string) =>
    serverText('voucher', language, `mail.requested.${key}`, {
      number: data.voucher.number,
      value: formatChf(data.voucher.valueRappen, isLanguage(language) ? language : DEFAULT_LANGUAGE),
      practiceName: practice.name,
      phone: practice.phone,
    });
  return {
    subject: t('subject'),
    greeting: greetingFor(data.to, language),
    paragraphs: [t('intro'), t(`pay.${data.voucher.paymentMethod}`)],
    action: { label: t('button'), url: `${publicUrl}/bookings` },
  };
});
