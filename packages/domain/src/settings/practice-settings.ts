import { z } from 'zod';
import { localizedTextSchema } from '../i18n/localized-text.ts';
import { LIMITS } from '../validation/limits.ts';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM');

/** Opening time on one weekday (0 Sunday ... 6 Saturday), wall-clock in the practice zone. */
export const openingHoursSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  from: hhmm,
  to: hhmm,
});

const transitSchema = z.object({
  lines: z.string().min(1),
  stop: z.string().min(1),
  walkMinutes: z.number().int().min(0).max(LIMITS.walkMinutes),
});

/** Everything the practice says about itself: contact, address, directions, rules. */
export const practiceSettingsSchema = z.object({
  name: z.string().min(LIMITS.nameMin),
  legalName: z.string().min(LIMITS.nameMin),
  responsiblePerson: z.string().min(LIMITS.nameMin),
  uid: z.string(),
  street: z.string().min(LIMITS.nameMin),
  postalCode: z.string().min(LIMITS.postalCodeMin),
  city: z.string().min(LIMITS.nameMin),
  country: z.string().length(LIMITS.countryCode),
  phone: z.string().min(LIMITS.phoneMin),
  email: z.email(),
  /** A messenger link (e.g. https://wa.me/41...) for the contact block. */
  messagingUrl: z.url(),
  geo: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }),
  openingHours: z.array(openingHoursSchema),
  directions: z.object({
    bus: transitSchema,
    tram: transitSchema,
    train: z.object({ station: z.string().min(1), walkMinutes: z.number().int().min(0).max(LIMITS.walkMinutes) }),
    parking: z.object({ name: z.string().min(1), walkMinutes: z.number().int().min(0).max(LIMITS.walkMinutes) }),
    parkingNotes: localizedTextSchema,
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
});
export type PracticeSettings = z.infer<typeof practiceSettingsSchema>;

/** What the public site may know: the settings plus runtime options, nothing internal. */
export const publicSettingsSchema = practiceSettingsSchema.extend({
  tagManagerId: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

const mondayToSaturday = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '20:00' }));

/**
 * The first-start values: a fictional practice in Zurich. Operators change them in the database
 * (and, later, in the admin screens); the site never hard-codes them.
 */
export const DEFAULT_PRACTICE_SETTINGS: PracticeSettings = {
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
};
