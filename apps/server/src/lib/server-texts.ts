import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@praxis/domain';
import healthDe from '@praxis/domain/locales/de/health.json' with { type: 'json' };
import healthEn from '@praxis/domain/locales/en/health.json' with { type: 'json' };
import healthEs from '@praxis/domain/locales/es/health.json' with { type: 'json' };
import healthFr from '@praxis/domain/locales/fr/health.json' with { type: 'json' };
import healthIt from '@praxis/domain/locales/it/health.json' with { type: 'json' };
import healthRu from '@praxis/domain/locales/ru/health.json' with { type: 'json' };
import therapiesDe from '@praxis/domain/locales/de/therapies.json' with { type: 'json' };
import therapiesEn from '@praxis/domain/locales/en/therapies.json' with { type: 'json' };
import therapiesEs from '@praxis/domain/locales/es/therapies.json' with { type: 'json' };
import therapiesFr from '@praxis/domain/locales/fr/therapies.json' with { type: 'json' };
import therapiesIt from '@praxis/domain/locales/it/therapies.json' with { type: 'json' };
import therapiesRu from '@praxis/domain/locales/ru/therapies.json' with { type: 'json' };
import invoiceDe from '../locales/de/invoice.json' with { type: 'json' };
import invoiceEn from '../locales/en/invoice.json' with { type: 'json' };
import invoiceEs from '../locales/es/invoice.json' with { type: 'json' };
import invoiceFr from '../locales/fr/invoice.json' with { type: 'json' };
import invoiceIt from '../locales/it/invoice.json' with { type: 'json' };
import invoiceRu from '../locales/ru/invoice.json' with { type: 'json' };
import mailDe from '../locales/de/mail.json' with { type: 'json' };
import mailEn from '../locales/en/mail.json' with { type: 'json' };
import mailEs from '../locales/es/mail.json' with { type: 'json' };
import mailFr from '../locales/fr/mail.json' with { type: 'json' };
import mailIt from '../locales/it/mail.json' with { type: 'json' };
import mailRu from '../locales/ru/mail.json' with { type: 'json' };
import voucherDe from '../locales/de/voucher.json' with { type: 'json' };
import voucherEn from '../locales/en/voucher.json' with { type: 'json' };
import voucherEs from '../locales/es/voucher.json' with { type: 'json' };
import voucherFr from '../locales/fr/voucher.json' with { type: 'json' };
import voucherIt from '../locales/it/voucher.json' with { type: 'json' };
import voucherRu from '../locales/ru/voucher.json' with { type: 'json' };
import recordsDe from '../locales/de/records.json' with { type: 'json' };
import recordsEn from '../locales/en/records.json' with { type: 'json' };
import recordsEs from '../locales/es/records.json' with { type: 'json' };
import recordsFr from '../locales/fr/records.json' with { type: 'json' };
import recordsIt from '../locales/it/records.json' with { type: 'json' };
import recordsRu from '../locales/ru/records.json' with { type: 'json' };
import cashDe from '../locales/de/cash.json' with { type: 'json' };
import cashEn from '../locales/en/cash.json' with { type: 'json' };
import cashEs from '../locales/es/cash.json' with { type: 'json' };
import cashFr from '../locales/fr/cash.json' with { type: 'json' };
import cashIt from '../locales/it/cash.json' with { type: 'json' };
import cashRu from '../locales/ru/cash.json' with { type: 'json' };

const NAMESPACES: Record<'mail' | 'health' | 'therapies' | 'invoice' | 'voucher' | 'cash' | 'records', Record<Language, unknown>> = {
  records: { de: recordsDe, en: recordsEn, fr: recordsFr, it: recordsIt, ru: recordsRu, es: recordsEs },
  cash: { de: cashDe, en: cashEn, fr: cashFr, it: cashIt, ru: cashRu, es: cashEs },
  voucher: { de: voucherDe, en: voucherEn, fr: voucherFr, it: voucherIt, ru: voucherRu, es: voucherEs },
  invoice: { de: invoiceDe, en: invoiceEn, fr: invoiceFr, it: invoiceIt, ru: invoiceRu, es: invoiceEs },
  mail: { de: mailDe, en: mailEn, fr: mailFr, it: mailIt, ru: mailRu, es: mailEs },
  health: { de: healthDe, en: healthEn, fr: healthFr, it: healthIt, ru: healthRu, es: healthEs },
  therapies: { de: therapiesDe, en: therapiesEn, fr: therapiesFr, it: therapiesIt, ru: therapiesRu, es: therapiesEs },
};

/**
 * The server-side text at `key` of `namespace` in `language` (German when the language is unknown
 * or lacks the key), with `{{name}}` placeholders filled in. Values are inserted as given:
 * callers escape for HTML.
 */
export function serverText(namespace: keyof typeof NAMESPACES, language: string, key: string, values: Record<string, string | number> = {}): string {
  const lookup = (lang: Language) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], NAMESPACES[namespace][lang]);
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const template = lookup(lang) ?? lookup(DEFAULT_LANGUAGE);
  if (typeof template !== 'string') throw new Error(`missing ${namespace} text ${key}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A text of the e-mails (`locales/<lang>/mail.json`). */
export const mailText = (language: string, key: string, values: Record<string, string | number> = {}) => serverText('mail', language, key, values);
