import { z } from 'zod';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { emailSchema } from '../accounts/account-schemas.ts';
import { boundedText, freeText } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';
import { VOUCHER_MIN_VALIDITY_YEARS } from '../vouchers/voucher-rules.ts';
import { cashAccountsSchema } from '../cash/accounts.ts';
import { DEFAULT_CASH_ACCOUNTS } from '../cash/cash-book.ts';
import { isQrIban, isSwissIban, normalizeIban } from './iban.ts';

const hhmm = z
  .string()
  .max(LIMITS.time, { message: 'invalidTime', abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidTime');
const text = (max: number, min = 1) => boundedText(max).min(min, { message: min > 1 ? 'nameTooShort' : 'required' });
const walkMinutes = z.number().int().min(0).max(LIMITS.walkMinutes);

/** Opening time on one weekday (0 Sunday ... 6 Saturday), wall-clock in the practice zone; it ends after it starts. */
export const openingHoursSchema = z
  .object({ weekday: z.number().int().min(0).max(6), from: hhmm, to: hhmm })
  .refine((range) => range.from < range.to, { message: 'closesBeforeOpens', path: ['to'] });

/** A text a practice may leave empty: it is then not shown (a practice without a tram stop). */
const optionalText = (max: number) => boundedText(max);
const transitSchema = z.object({ lines: optionalText(LIMITS.shortText), stop: optionalText(LIMITS.name), walkMinutes });

/** A Swiss or Liechtenstein IBAN, stored without spaces ('invalidIban'); a QR-IBAN belongs in `qrIban` ('qrIbanInIban'). */
const ibanSchema = z
  .string()
  .max(LIMITS.iban, { message: 'invalidIban', abort: true })
  .overwrite(normalizeIban)
  .refine(isSwissIban, { message: 'invalidIban', abort: true })
  .refine((iban) => !isQrIban(iban), { message: 'qrIbanInIban' });

/** A QR-IBAN: a Swiss IBAN with an institution id 30000–31999 ('invalidIban', 'notQrIban'). */
const qrIbanSchema = z
  .string()
  .max(LIMITS.iban, { message: 'invalidIban', abort: true })
  .overwrite(normalizeIban)
  .refine(isSwissIban, { message: 'invalidIban', abort: true })
  .refine(isQrIban, { message: 'notQrIban' });

/** A ZSR number (santésuisse registry): one letter and six digits, e.g. A123456 ('invalidZsr'). */
export const zsrSchema = z
  .string()
  .max(LIMITS.shortText, { message: 'invalidZsr', abort: true })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]\d{6}$/, 'invalidZsr');

/** An EMR number (Erfahrungsmedizinisches Register): digits only ('invalidEmr'). */
export const emrSchema = z
  .string()
  .max(LIMITS.shortText, { message: 'invalidEmr', abort: true })
  .trim()
  .regex(new RegExp(`^\\d{4,${LIMITS.emr}}$`), 'invalidEmr');

/** The 26 cantons by their official abbreviations: a Tarif 590 receipt names the practice's. */
export const CANTONS = [
  'AG',
  'AI',
  'AR',
  'BE',
  'BL',
  'BS',
  'FR',
  'GE',
  'GL',
  'GR',
  'JU',
  'LU',
  'NE',
  'NW',
  'OW',
  'SG',
  'SH',
  'SO',
  'SZ',
  'TG',
  'TI',
  'UR',
  'VD',
  'VS',
  'ZG',
  'ZH',
] as const;
export type Canton = (typeof CANTONS)[number];

/**
 * Everything the practice says about itself: contact, address, directions, rules, billing data.
 * `complete`: every field a published practice needs is filled (what each settings section asks
 * for when saved). `draft`: as stored, where the first start leaves the practice's own data empty
 * until the admin enters it (the set-up checklist says what is open).
 */
function practiceSettingsShape(mode: 'complete' | 'draft') {
  const required = <T extends z.ZodType>(schema: T) => (mode === 'draft' ? z.union([z.literal(''), schema]) : schema);
  const geo = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });
  return z.object({
    name: required(text(LIMITS.name, LIMITS.nameMin)),
    legalName: required(text(LIMITS.name, LIMITS.nameMin)),
    responsiblePerson: required(text(LIMITS.name, LIMITS.nameMin)),
    /** The company's UID (CHE-123.456.789), printed in the imprint; may be empty. */
    uid: boundedText(LIMITS.name),
    street: required(text(LIMITS.shortText, LIMITS.nameMin)),
    postalCode: required(text(LIMITS.postalCode, LIMITS.postalCodeMin)),
    city: required(text(LIMITS.name, LIMITS.nameMin)),
    country: z.string().regex(/^[A-Z]{2}$/, 'invalidCountry'),
    phone: required(text(LIMITS.phone, LIMITS.phoneMin)),
    email: required(emailSchema),
    /** A messenger link (e.g. https://wa.me/41...) for the contact block; empty: none shown. */
    messagingUrl: z.union([z.literal(''), z.url({ protocol: /^https$/, message: 'invalidUrl' }).max(LIMITS.shortText, { message: 'tooLong' })]),
    /** Where the map points; null until the admin enters it. */
    geo: mode === 'draft' ? geo.nullable() : geo,
    openingHours: z.array(openingHoursSchema).max(LIMITS.openingRanges),
    directions: z.object({
      bus: transitSchema,
      tram: transitSchema,
      train: z.object({ station: optionalText(LIMITS.name), walkMinutes }),
      parking: z.object({ name: optionalText(LIMITS.name), walkMinutes }),
      parkingNotes: z.object(
        Object.fromEntries(LANGUAGES.map((language) => [language, freeText(LIMITS.note)])) as Record<Language, ReturnType<typeof freeText>>,
      ),
    }),
    /** Free cancellation until this many hours before the start. */
    cancelHours: z.number().int().min(0).max(LIMITS.cancelHours),
    /** Customers may book this many months ahead. */
    bookingHorizonMonths: z.number().int().min(1).max(LIMITS.bookingHorizonMonths),
    /** Online bookings must start at least this many minutes from now. */
    bookingLeadMinutes: z.number().int().min(0).max(LIMITS.bookingLeadMinutes),
    /** Staff see this many months back in the calendar. */
    staffLookbackMonths: z.number().int().min(0).max(LIMITS.staffLookbackMonths),
    /** Lifetime of an e-mailed login link. */
    loginLinkHours: z.number().int().min(1).max(LIMITS.loginLinkHours),
    /** The account payments arrive on; null until the practice enters it. */
    iban: ibanSchema.nullable(),
    /** The QR-IBAN for QR-bills with a QR reference; null when the bank gave none. */
    qrIban: qrIbanSchema.nullable(),
    /** Who the QR-bill names as creditor (the account holder). */
    creditor: z.object({
      name: required(text(LIMITS.name, LIMITS.nameMin)),
      street: required(text(LIMITS.shortText, LIMITS.nameMin)),
      /** The house number in its own field (structured address "S"); empty when the address has none. */
      buildingNumber: boundedText(LIMITS.qrBuildingNumber).default(''),
      postalCode: required(text(LIMITS.postalCode, LIMITS.postalCodeMin)),
      city: required(text(LIMITS.name, LIMITS.nameMin)),
      country: z.string().regex(/^(CH|LI)$/, 'invalidCountry'),
    }),
    /** The practice's own ZSR number for Tarif 590 receipts. */
    zsr: zsrSchema.nullable(),
    /** The canton the practice treats in, which Tarif 590 receipts name; null until an admin chooses it (receipts wait for it). */
    canton: z.enum(CANTONS, { message: 'invalidCanton' }).nullable(),
    /** Days an invoice may be paid in. */
    paymentTermDays: z.number().int().min(1).max(LIMITS.paymentTermDays),
    /** Fee from the third reminder on, in Rappen. */
    reminderFeeRappen: z.number().int().min(0).max(LIMITS.reminderFeeRappen),
    /** Years a gift voucher stays valid, counted from its payment; never less than the law allows (ADR 015). */
    voucherValidityYears: z.number().int().min(VOUCHER_MIN_VALIDITY_YEARS, { message: 'voucherValidityBelowLegalMinimum' }).max(LIMITS.voucherValidityYears),
    /** Invoices note that medical treatment is exempt from VAT (art. 21 para. 2 no. 3 MWSTG). */
    vatExempt: z.boolean(),
    /** The accounts the cash book's CSV and the Banana export book on, per role (Swiss SME chart by default; rules in `cash/accounts.ts`). */
    cashAccounts: cashAccountsSchema,
    /** The largest file staff may upload to a customer's files, and all files of the practice together, in MB. */
    fileMaxMegabytes: z.number().int().min(1).max(LIMITS.fileMaxMegabytes),
    filesQuotaMegabytes: z.number().int().min(1).max(LIMITS.filesQuotaMegabytes),
    /** The Google Tag Manager container (GTM-XXXXXXX), loaded after consent; null: no analytics (ADR 007). */
    tagManagerId: z
      .string()
      .max(LIMITS.tagManagerId, { message: 'invalidTagManagerId', abort: true })
      .trim()
      .toUpperCase()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'invalidTagManagerId')
      .nullable(),
    /** Everyone with a staff role logs in with a second factor (an authenticator app's code). */
    staffMfaRequired: z.boolean(),
  });
}

/** Every field a published practice needs (each settings section saves its part by it). */
export const practiceSettingsSchema = practiceSettingsShape('complete');
/** The settings as stored and read: the practice's own data may still be empty (see `setupSteps`). */
export const storedPracticeSettingsSchema = practiceSettingsShape('draft');
export type PracticeSettings = z.infer<typeof storedPracticeSettingsSchema>;

/** What only invoices, receipts, vouchers and the login need: kept off the public site. */
export const BILLING_KEYS = {
  iban: true,
  qrIban: true,
  creditor: true,
  zsr: true,
  canton: true,
  paymentTermDays: true,
  reminderFeeRappen: true,
  voucherValidityYears: true,
  vatExempt: true,
  cashAccounts: true,
  fileMaxMegabytes: true,
  filesQuotaMegabytes: true,
  staffMfaRequired: true,
} as const;

/** What the public site may know: contact, address, rules and the tag-manager id; nothing of billing. */
export const publicSettingsSchema = storedPracticeSettingsSchema.omit(BILLING_KEYS);
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** The public part of the settings. */
export function publicPart(settings: PracticeSettings): PublicSettings {
  const {
    iban: _i,
    qrIban: _q,
    creditor: _c,
    zsr: _z,
    canton: _k,
    paymentTermDays: _p,
    reminderFeeRappen: _r,
    voucherValidityYears: _v,
    vatExempt: _x,
    cashAccounts: _a,
    fileMaxMegabytes: _f,
    filesQuotaMegabytes: _fq,
    staffMfaRequired: _m,
    ...rest
  } = settings;
  return rest;
}

const mondayToSaturday = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '20:00' }));

/**
 * A fictional practice in Zurich: the demo's (DEMO_DATA) and the tests' practice. A real practice
 * never starts with it (see FIRST_START_PRACTICE_SETTINGS).
 */
export const SAMPLE_PRACTICE_SETTINGS: PracticeSettings = {
  name: 'Praxis Sanara',
  legalName: 'Praxis Sanara GmbH',
  responsiblePerson: 'Lea Brunner',
  uid: 'CHE-123.456.789',
  street: 'Seefeldstrasse 42',
  postalCode: '8008',
  city: 'Zürich',
  country: 'CH',
  phone: '+41 44 123 45 67',
  email: 'info@praxis-sanara.ch',
  messagingUrl: 'https://wa.me/41441234567',
  geo: { lat: 47.3606, lon: 8.5532 },
  openingHours: mondayToSaturday,
  directions: {
    bus: { lines: '912, 916', stop: 'Kreuzstrasse', walkMinutes: 3 },
    tram: { lines: '2, 4', stop: 'Feldeggstrasse', walkMinutes: 2 },
    train: { station: 'Zürich Stadelhofen', walkMinutes: 9 },
    parking: { name: 'Parkhaus Opéra', walkMinutes: 8 },
    parkingNotes: {
      de: 'Zwei Kundenparkplätze im Hinterhof (Nr. 7 und 8). Bitte melden Sie Ihr Kennzeichen bei der Buchung an.',
      en: 'Two customer parking spaces in the rear courtyard (no. 7 and 8). Please register your licence plate when you book.',
      fr: 'Deux places de parc clients dans la cour arrière (n° 7 et 8). Merci d’indiquer votre numéro de plaque lors de la réservation.',
      it: 'Due posteggi per i clienti nel cortile interno (n. 7 e 8). La preghiamo di indicare la targa al momento della prenotazione.',
      ru: 'Два парковочных места для клиентов во внутреннем дворе (№ 7 и 8). Пожалуйста, укажите номер автомобиля при бронировании.',
      es: 'Dos plazas de aparcamiento para clientes en el patio trasero (n.º 7 y 8). Indique su matrícula al reservar.',
    },
  },
  cancelHours: 24,
  bookingHorizonMonths: 6,
  bookingLeadMinutes: 60,
  staffLookbackMonths: 2,
  loginLinkHours: 24,
  iban: null,
  qrIban: null,
  creditor: { name: 'Praxis Sanara GmbH', street: 'Seefeldstrasse', buildingNumber: '42', postalCode: '8008', city: 'Zürich', country: 'CH' },
  zsr: null,
  canton: null,
  paymentTermDays: 30,
  reminderFeeRappen: 2000,
  voucherValidityYears: 5,
  vatExempt: true,
  cashAccounts: { ...DEFAULT_CASH_ACCOUNTS },
  fileMaxMegabytes: 20,
  filesQuotaMegabytes: 500,
  tagManagerId: null,
  staffMfaRequired: true,
};

const emptyTransit = { lines: '', stop: '', walkMinutes: 0 };

/**
 * A practice's first start without demo data: its own data empty (no name, address, hours,
 * directions or account of anyone), the rules at sensible values. The public site waits behind a
 * neutral page until the admin has entered the data and published it (`setupSteps`).
 */
export const FIRST_START_PRACTICE_SETTINGS: PracticeSettings = {
  ...SAMPLE_PRACTICE_SETTINGS,
  name: '',
  legalName: '',
  responsiblePerson: '',
  uid: '',
  street: '',
  postalCode: '',
  city: '',
  phone: '',
  email: '',
  messagingUrl: '',
  geo: null,
  openingHours: [],
  directions: {
    bus: emptyTransit,
    tram: emptyTransit,
    train: { station: '', walkMinutes: 0 },
    parking: { name: '', walkMinutes: 0 },
    parkingNotes: { de: '', en: '', fr: '', it: '', ru: '', es: '' },
  },
  creditor: { name: '', street: '', buildingNumber: '', postalCode: '', city: '', country: 'CH' },
};
