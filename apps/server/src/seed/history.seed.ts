// A practice's years of history, made through the app's own API calls (fastify.inject with a
// clock that walks from day to day), so every rule of the app holds for it: bookings by the front
// desk, cancellations, payments of each type, invoices with reminders, vouchers sold and redeemed,
// cash entries, weekly and month-end counts, months closed in order. Used by `npm run seed:history`,
// the history benchmark (scripts/bench-history.ts) and the demo's past year (demo-history.seed.ts).
import {
  addDays,
  ARRANGEMENTS,
  DENOMINATIONS,
  denominationRappen,
  epochDay,
  lastDayOf,
  mondayOf,
  monthOf,
  REMINDER_TERM_DAYS,
  seededRandom,
  zonedDay,
  type Denomination,
  type RoleName,
  type TimeRange,
} from '@praxis/domain';
import { and, count, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config/env.ts';
import { databaseKind, type Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { newTotpSecret } from '../modules/account/totp.ts';
import { insertBooking, nextBookingNumber } from '../modules/bookings/bookings.repo.ts';
import { insertUserWithRoles, updateUser } from '../modules/users/index.ts';
import { backDrawingOf, journalOf } from './history-records.ts';
import { offerTherapies } from './offer-therapies.ts';

export interface HistoryOptions {
  years: number;
  /** The last day of the history (practice time); bookings are made up to four weeks beyond it. */
  today: string;
  /** The PRNG's seed: the same seed and days give the same practice. */
  seed?: number;
  /** Progress lines (one a month). */
  log?: (line: string) => void;
  /**
   * The practice's own staff, already in the database with their plans and offers (the demo's):
   * the history books them around what is booked or absent already and acts as `actingEmail`.
   * Without it, the history makes a practice of its own (three therapists, settings, plans).
   */
  staff?: { therapists: HistoryTherapist[]; actingEmail: string };
  /** Days booked ahead of `today` (default 28). */
  aheadDays?: number;
  /** How many customers (the first ones) get a journal at each treatment by the acting therapist, and a drawing at the first. */
  records?: number;
}

/** A therapist of the history: the plan's weeks (rotating from the Monday of `begins`) and the therapies offered. */
export interface HistoryTherapist {
  email: string;
  therapies: number[];
  weeks: TimeRange[][];
  begins: string;
  /** The chance that a free half hour of their plan is booked. */
  fill: number;
}

export interface HistoryFigures {
  bookings: number;
  cancelled: number;
  payments: number;
  invoices: number;
  reminders: number;
  vouchers: number;
  cashEntries: number;
  counts: number;
  closedMonths: number;
  customers: number;
  journals: number;
  drawings: number;
}

type Random = ReturnType<typeof prng>;

/** Deterministic: the same seed gives the same history. */
function prng(seed: number) {
  const next = seededRandom(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

const FIRST_NAMES = [
  'Anna',
  'Laura',
  'Sarah',
  'Julia',
  'Lea',
  'Sandra',
  'Nicole',
  'Andrea',
  'Monika',
  'Ursula',
  'Claudia',
  'Barbara',
  'Daniela',
  'Ruth',
  'Sophie',
  'Chiara',
  'Elena',
  'Olga',
  'Marie',
  'Camille',
  'Lucia',
  'Carmen',
  'Peter',
  'Thomas',
  'Daniel',
  'Martin',
  'Andreas',
  'Marco',
  'Stefan',
  'Christian',
  'Michael',
  'Markus',
  'Urs',
  'Beat',
  'Reto',
  'Luca',
  'Jean',
  'Pierre',
  'Giorgio',
  'Sergei',
  'Javier',
  'David',
  'Patrick',
  'Simon',
  'Lukas',
];
const LAST_NAMES = [
  'Müller',
  'Meier',
  'Schmid',
  'Keller',
  'Weber',
  'Huber',
  'Schneider',
  'Meyer',
  'Steiner',
  'Fischer',
  'Gerber',
  'Brunner',
  'Baumann',
  'Frei',
  'Zimmermann',
  'Moser',
  'Widmer',
  'Wyss',
  'Graf',
  'Roth',
  'Bühler',
  'Suter',
  'Kaufmann',
  'Bachmann',
  'Rossi',
  'Bianchi',
  'Ferrari',
  'Dubois',
  'Favre',
  'Girard',
  'Bernasconi',
  'Ivanova',
  'Petrov',
  'García',
  'Martínez',
  'Smith',
  'Hofmann',
  'Lehmann',
  'Kunz',
  'Marti',
  'Sutter',
  'Vogel',
];
const STREETS = [
  'Dufourstrasse',
  'Seefeldstrasse',
  'Forchstrasse',
  'Bahnhofstrasse',
  'Kreuzstrasse',
  'Hottingerstrasse',
  'Zollikerstrasse',
  'Mühlebachstrasse',
];
const PLACES = [
  ['8008', 'Zürich'],
  ['8032', 'Zürich'],
  ['8002', 'Zürich'],
  ['8702', 'Zollikon'],
  ['8700', 'Küsnacht'],
  ['8703', 'Erlenbach'],
  ['8125', 'Zollikerberg'],
] as const;
/** Languages as a Zurich practice sees them. */
const LANGUAGES = ['de', 'de', 'de', 'de', 'de', 'de', 'de', 'fr', 'it', 'en', 'ru', 'es'] as const;
const EXPENSES = ['Massageöl', 'Handtücher Wäscherei', 'Blumen Empfang', 'Putzmittel', 'Kaffee und Tee', 'Briefmarken', 'Desinfektionsmittel', 'Büromaterial'];

/** The practice's therapists: weekly hours (two ranges a day, no flexible break) and the therapies they offer. */
const THERAPISTS = [
  {
    email: 'lea.brunner@praxis.example',
    firstName: 'Lea',
    lastName: 'Brunner',
    // The owner runs the practice's settings too.
    roles: ['managing_director', 'therapist', 'admin'] as RoleName[],
    therapies: [1, 3, 4, 6, 8],
    ranges: [1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday, from: '09:00', to: '12:00' },
      { weekday, from: '13:00', to: '19:00' },
    ]),
  },
  {
    email: 'marco.keller@praxis.example',
    firstName: 'Marco',
    lastName: 'Keller',
    roles: ['therapist'] as RoleName[],
    therapies: [1, 2, 5, 10, 11, 13],
    ranges: [2, 3, 4, 5, 6].flatMap((weekday) => [
      { weekday, from: '09:00', to: '12:00' },
      { weekday, from: '13:00', to: '20:00' },
    ]),
  },
  {
    email: 'nina.frei@praxis.example',
    firstName: 'Nina',
    lastName: 'Frei',
    roles: ['therapist'] as RoleName[],
    therapies: [1, 3, 7, 9, 12],
    ranges: [...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '13:00', to: '20:00' })), { weekday: 6, from: '09:00', to: '13:00' }],
  },
];
const THERAPY_ARRANGEMENTS: Record<number, number[]> = {
  1: [1, 2, 3],
  2: [1, 2, 3],
  3: [1, 2, 3],
  4: [1, 2],
  5: [1, 2],
  6: [1, 2],
  7: [2, 3],
  8: [2, 3],
  9: [1],
  10: [1, 2, 3],
  11: [1, 2],
  12: [1],
  13: [1, 2, 3],
};
/** The practice is closed on these days (Zurich's fixed-date holidays). */
const HOLIDAYS = ['01-01', '01-02', '05-01', '08-01', '12-25', '12-26'];
/** How much of a therapist's time is booked in the history's own practice. */
const FILL = 0.82;
/** The till keeps this much change over a week-end deposit. */
const FLOAT_RAPPEN = 30_000;

type Fate = 'held' | 'customerFree' | 'charged' | 'practice';
type PaymentPlan = 'card' | 'cash' | 'twint' | 'invoice' | 'voucher' | 'split' | 'none';

interface Appointment {
  day: string;
  startMinute: number;
  therapistId: number;
  therapyId: number;
  arrangementId: number;
  customer: number;
  createdOn: string;
  fate: Fate;
  cancelOn: string;
  payment: PaymentPlan;
  discount: number;
  /** The appointment's own draws (tips, refunds, an invoice's course, a charge's payment). */
  random: Random;
  id?: number;
  priceRappen?: number;
}

interface Customer {
  index: number;
  /** Made on the first booking. */
  id?: Promise<number>;
  email: string;
}

/** Rounds to 5 Rappen, as a till does (cash amounts are multiples of 5 Rappen). */
const toFiveRappen = (rappen: number) => Math.round(rappen / 5) * 5;

/** The pieces of a till holding `rappen`: largest notes first, as counted at the day's end. */
export function denominationsOf(rappen: number): Partial<Record<Denomination, number>> {
  const pieces: Partial<Record<Denomination, number>> = {};
  let left = rappen;
  for (const denomination of [...DENOMINATIONS].reverse()) {
    const value = denominationRappen(denomination);
    // NOTE: large notes are rare in a till: at most two of 1000 and of 200.
    const cap = value >= 20_000 ? 2 : Number.POSITIVE_INFINITY;
    const n = Math.min(cap, Math.floor(left / value));
    if (n > 0) pieces[denomination] = n;
    left -= n * value;
  }
  if (left !== 0) throw new Error(`${rappen} Rappen is not a multiple of 5`);
  return pieces;
}

/** A clock the history walks forward with: set to a wall-clock time of a practice day. */

class HistoryClock {
  private ms = 0;
  readonly now = () => new Date(this.ms);
  at(day: string, minute: number): void {
    this.ms = zonedDay(day).at(minute);
  }
}

/**
 * Fills `db` (migrated, with reference data, without bookings) with `years` of a three-therapist
 * practice's history up to `today`; answers what it made. About 6,000 bookings a year.
 */
export async function seedHistory(db: Database, config: Config, options: HistoryOptions): Promise<HistoryFigures> {
  const [existing] = await db.select({ n: count() }).from(schema.bookings);
  if (!options.staff && (existing?.n ?? 0) > 0) throw new Error('The database has bookings already: the history is seeded into an empty practice only.');
  const seed = options.seed ?? 20_240_601;
  const random = prng(seed);
  // NOTE: PostgreSQL serves a few calls at once; PGlite runs one statement at a time anyway.
  const parallel = databaseKind(db) === 'postgres' ? 4 : 1;
  const log = options.log ?? (() => undefined);
  const first = addDays(options.today, -Math.round(options.years * 365.25));
  const last = options.today;
  const clock = new HistoryClock();
  clock.at(first, 7 * 60);
  const app = await buildApp({ config: { ...config, logLevel: 'silent' }, db, logger: false, now: clock.now, loginRateLimit: 1_000_000 });
  const figures: HistoryFigures = {
    bookings: 0,
    cancelled: 0,
    payments: 0,
    invoices: 0,
    reminders: 0,
    vouchers: 0,
    cashEntries: 0,
    counts: 0,
    closedMonths: 0,
    customers: 0,
    journals: 0,
    drawings: 0,
  };
  try {
    const { staff, actingId, plans } = options.staff ? await existingStaff(db, options.staff) : await ownStaff(db, clock.now(), first);
    const token = newToken();
    await db.insert(schema.sessions).values({
      tokenHash: hashToken(token),
      userId: actingId,
      createdAt: clock.now(),
      expiresAt: new Date(zonedDay(addDays(last, 60)).at(0)),
    });
    const headers = { cookie: `sid=${token}; XSRF-TOKEN=history`, 'x-xsrf-token': 'history' };
    const call = async <T = Record<string, unknown>>(method: InjectOptions['method'], url: string, payload?: object): Promise<T> => {
      const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 400)}`);
      return (res.statusCode === 204 ? null : res.json()) as T;
    };

    if (!options.staff) {
      // The practice bills with the QR-IBAN of the Swiss Payment Standards' examples (a test account), as the demo does.
      const practice = await call<Record<string, unknown>>('GET', '/api/admin/settings');
      await call('PUT', '/api/admin/settings', { ...practice, qrIban: 'CH4431999123000889012', iban: 'CH9300762011623852957', zsr: 'S123456', canton: 'ZH' });
      // Week plans, therapist plans from the first day, and offers.
      for (const [i, t] of THERAPISTS.entries()) {
        const plan = await call<{ id: number }>('POST', '/api/week-plans', { name: `${t.firstName} ${t.lastName}`, ranges: t.ranges });
        await call('POST', '/api/therapist-plans', { therapistId: staff[i], begins: first, sequence: [plan.id], breakTime: null });
        // NOTE: the offers with the repositories, as the benchmarks do: the profile editor's call also publishes texts and photos.
        await offerTherapies(db, staff[i]!, t.therapies);
      }
    }
    const horizon = addDays(last, options.aheadDays ?? 28);
    const busy = options.staff ? await busyTimes(db, staff, first, horizon) : new Map<number, Array<[number, number]>>();

    // The plan of every appointment: who, when, what, booked when, and what becomes of it. Each
    // appointment draws from its own PRNG, so the history is the same whatever runs side by side.
    const customers: Customer[] = [];
    const regulars: number[] = [];
    // Customers write from their own address: first.last@example.com, numbered where a name repeats or is taken already.
    const taken = new Set((await db.select({ email: schema.users.email }).from(schema.users)).map((row) => row.email));
    const emailOf = (index: number) => {
      const { firstName, lastName } = customerName(index);
      const base = `${firstName}.${lastName}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z.]/g, '');
      let email = `${base}@example.com`;
      for (let n = 2; taken.has(email); n++) email = `${base}${n}@example.com`;
      taken.add(email);
      return email;
    };
    const customerFor = (): number => {
      if (customers.length < 40 || random.chance(0.08)) {
        const index = customers.length;
        customers.push({ index, email: emailOf(index) });
        if (random.chance(0.5)) regulars.push(index);
        return index;
      }
      return random.chance(0.6) && regulars.length > 0 ? random.pick(regulars) : random.int(0, customers.length - 1);
    };
    const vacations = new Map<number, Set<string>>();
    const absences: Array<{ therapistId: number | null; fromDate: string; toDate: string; typeId: number }> = [];
    for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)) + 1; year++) {
      for (const id of staff) {
        const days = vacations.get(id) ?? new Set<string>();
        vacations.set(id, days);
        for (const week of [random.int(6, 14), random.int(27, 33), random.int(40, 48)]) {
          const monday = mondayOfWeek(year, week);
          absences.push({ therapistId: id, fromDate: monday, toDate: addDays(monday, 5), typeId: 4 });
          for (let d = 0; d < 6; d++) days.add(addDays(monday, d));
        }
      }
    }
    const appointments: Appointment[] = [];
    for (let day = first; day <= horizon; day = addDays(day, 1)) {
      if (HOLIDAYS.includes(day.slice(5))) continue;
      const weekday = zonedDay(day).weekday;
      for (const [i, t] of plans.entries()) {
        const therapistId = staff[i]!;
        if (vacations.get(therapistId)?.has(day)) continue;
        const taken = busy.get(therapistId) ?? [];
        const week = Math.round((epochDay(mondayOf(day)) - epochDay(mondayOf(t.begins))) / 7);
        const ranges = t.weeks[((week % t.weeks.length) + t.weeks.length) % t.weeks.length]!;
        for (const range of ranges.filter((r) => r.weekday === weekday)) {
          const end = minutes(range.to);
          for (let at = minutes(range.from); at < end;) {
            const therapyId = random.pick(t.therapies);
            const arrangementId = pickArrangement(random, therapyId);
            const slot = ARRANGEMENTS.find((x) => x.id === arrangementId)!.slotMinutes;
            const startMs = zonedDay(day).at(at);
            const clash = taken.some(([from, to]) => from < startMs + slot * 60_000 && startMs < to);
            if (at + slot > end || clash || !random.chance(t.fill)) {
              at += 30;
              continue;
            }
            const own = prng(seed ^ Math.imul(appointments.length + 1, 2_654_435_761));
            const lead = own.chance(0.1) ? 0 : own.int(1, 28);
            const createdOn = maxDay(first, addDays(day, -lead));
            const picked = pickFate(own, lead);
            const cancelOn =
              picked === 'customerFree'
                ? maxDay(createdOn, addDays(day, -own.int(2, Math.max(2, lead))))
                : picked === 'practice'
                  ? maxDay(createdOn, addDays(day, -1))
                  : day;
            const payment = pickPayment(own);
            appointments.push({
              day,
              startMinute: at,
              therapistId,
              therapyId,
              arrangementId,
              customer: customerFor(),
              createdOn,
              fate: picked === 'customerFree' && cancelOn >= day ? 'held' : picked,
              cancelOn,
              // Forgotten now and then, and caught by the to-do list within two weeks.
              payment: payment === 'none' && day < addDays(last, -14) ? 'card' : payment,
              discount: own.chance(0.08) ? 10 : 0,
              random: own,
            });
            at += slot;
          }
        }
      }
    }
    const byCreation = groupBy(appointments, (a) => a.createdOn);
    const byCancel = groupBy(
      appointments.filter((a) => a.fate !== 'held'),
      (a) => a.cancelOn,
    );
    const byDay = groupBy(appointments, (a) => a.day);

    // What happens on a later evening: invoices paid, reminded, cancelled; charges paid.
    const later = new Map<string, Array<() => Promise<void>>>();
    const schedule = (day: string, action: () => Promise<void>) => {
      if (day > last) return;
      const list = later.get(day) ?? [];
      list.push(action);
      later.set(day, list);
    };
    const vouchers: Array<{ id: number; balance: number; validUntil: string }> = [];
    /** What the till holds, as the seed's entries made it (checked against every count). */
    let till = 0;

    const ensureCustomer = (index: number): Promise<number> => {
      const customer = customers[index]!;
      customer.id ??= (async () => {
        const { firstName, lastName } = customerName(index);
        const [postalCode, location] = PLACES[index % PLACES.length]!;
        // NOTE: with the repositories: customers register themselves (a mail and a link), which a seed cannot click.
        const user = await insertUserWithRoles(
          db,
          { email: customer.email, firstName, lastName, language: LANGUAGES[index % LANGUAGES.length]!, inactiveFrom: null },
          ['customer'],
        );
        await updateUser(db, user.id, {
          phone: `+4179${String(1_000_000 + index).padStart(7, '0')}`,
          street: `${STREETS[index % STREETS.length]} ${1 + (index % 120)}`,
          postalCode,
          location,
          countryCode: 'CH',
          birthday: `${1950 + (index % 55)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
          sex: index % 3 === 0 ? 'male' : 'female',
          unconfirmed: false,
          createdAt: clock.now(),
        });
        figures.customers++;
        return user.id;
      })();
      return customer.id;
    };

    const pay = async (target: 'booking' | 'voucher', targetId: number, amountRappen: number, typeId: number, extra: object = {}) => {
      await call('POST', '/api/staff/payments', { targetType: target, targetId, amountRappen, typeId, ...extra });
      figures.payments++;
      if (typeId === 2) {
        till += amountRappen;
        figures.cashEntries++;
      }
    };

    /** An invoice's life after it was issued on `issuedOn`: paid, reminded first, or cancelled by a credit note. */
    const followInvoice = (own: Random, invoiceId: number, bookingId: number, issuedOn: string, amountRappen: number) => {
      const due = addDays(issuedOn, 30);
      const roll = own.next();
      const paid = (day: string) =>
        schedule(day, async () => {
          await call('POST', `/api/staff/invoices/${invoiceId}/paid`, { paidOn: day });
        });
      if (roll < 0.72) return paid(addDays(issuedOn, own.int(5, 28)));
      // Disputed: cancelled by a credit note within its month (a closed month keeps its payments), then paid by card.
      const cancelled = addDays(issuedOn, own.int(2, 6));
      if (roll >= 0.985 && monthOf(cancelled) === monthOf(issuedOn))
        return schedule(cancelled, async () => {
          await call('POST', `/api/staff/invoices/${invoiceId}/cancel`);
          await pay('booking', bookingId, amountRappen, 1);
        });
      // Reminded once, twice or three times (with the fee), then paid.
      const levels = roll < 0.9 ? 1 : roll < 0.96 ? 2 : 3;
      let reminderDay = addDays(due, own.int(3, 8));
      for (let level = 1; level <= levels; level++) {
        schedule(reminderDay, async () => {
          await call('POST', `/api/staff/invoices/${invoiceId}/reminders`);
          figures.reminders++;
        });
        reminderDay = addDays(reminderDay, REMINDER_TERM_DAYS + own.int(2, 6));
      }
      paid(addDays(reminderDay, -own.int(1, 6)));
    };

    /** Records a held booking's payment the evening it took place. */
    const payAppointment = async (a: Appointment) => {
      const id = a.id!;
      const price = a.priceRappen!;
      const due = a.discount ? Math.round((price * (100 - a.discount)) / 100) : price;
      const discount = a.discount ? { discountPercent: a.discount } : {};
      switch (a.payment) {
        case 'none':
          return;
        case 'card':
          await pay('booking', id, due, 1, discount);
          if (a.random.chance(0.03)) await pay('booking', id, 500, 1, { transactionText: 'Trinkgeld' });
          return;
        case 'twint':
          return pay('booking', id, due, 3, discount);
        case 'cash':
          await pay('booking', id, toFiveRappen(due), 2, discount);
          // Now and then a little back, in cash, on what was paid in cash.
          if (a.random.chance(0.01)) await pay('booking', id, -toFiveRappen(Math.min(1_000, due)), 2, { transactionText: 'Rückerstattung Kulanz' });
          return;
        case 'invoice': {
          await pay('booking', id, due, 5, discount);
          const [invoice] = await db
            .select({ id: schema.invoices.id, amountRappen: schema.invoices.amountRappen })
            .from(schema.invoices)
            .where(eq(schema.invoices.bookingId, id));
          if (!invoice) throw new Error(`booking ${id} has no invoice`);
          figures.invoices++;
          await call('POST', `/api/staff/invoices/${invoice.id}/mark-sent`);
          return followInvoice(a.random, invoice.id, id, a.day, invoice.amountRappen);
        }
        case 'voucher': {
          const voucher = vouchers.find((v) => v.balance > 0 && v.validUntil >= a.day);
          if (!voucher) return pay('booking', id, due, 1, discount);
          const amount = Math.min(voucher.balance, due);
          // Taken before the call: redemptions side by side never spend one balance twice.
          voucher.balance -= amount;
          await pay('booking', id, amount, 4, { voucherId: voucher.id });
          if (amount < due) await pay('booking', id, toFiveRappen(due - amount), 2);
          return;
        }
        case 'split':
          await pay('booking', id, 5_000, 2);
          return pay('booking', id, due - 5_000, 1, discount);
      }
    };

    const sellVoucher = async (day: string) => {
      const buyer = await ensureCustomer(random.int(0, customers.length - 1));
      const valueRappen = random.pick([5_000, 10_000, 14_000, 15_000, 20_000, 21_500, 30_000]);
      const voucher = await call<{ id: number }>('POST', '/api/vouchers', {
        motif: random.pick(['birthday', 'christmas', 'neutral']),
        valueRappen,
        shipping: { to: 'buyer', by: 'post' },
        paymentMethod: 'inPerson',
        buyerId: buyer,
      });
      await pay('voucher', voucher.id, valueRappen, random.chance(0.4) ? 2 : 1);
      await call('POST', `/api/staff/vouchers/${voucher.id}/mark-sent`);
      vouchers.push({ id: voucher.id, balance: valueRappen, validUntil: addDays(day, 5 * 365) });
      figures.vouchers++;
    };

    const entry = async (date: string, type: string, subject: string, amountRappen: number, direction: 'debit' | 'credit') => {
      await call('POST', '/api/staff/cash/transactions', { date, type, subject, amountRappen, direction });
      till += direction === 'debit' ? amountRappen : -amountRappen;
      figures.cashEntries++;
    };
    const countTill = async (date: string) => {
      // Now and then the till is 5 Rappen to 2 francs short, booked with what it is.
      const short = till > 1_000 && random.chance(0.03) ? 5 * random.int(1, 40) : 0;
      const counted = await call<{ bookRappen: number }>('POST', '/api/staff/cash/counts', {
        date,
        denominations: denominationsOf(till - short),
        comment: short ? 'Kassendifferenz' : '',
      });
      if (counted.bookRappen !== till) throw new Error(`the till holds ${counted.bookRappen} Rappen on ${date}, the seed counted ${till}`);
      if (short) {
        till -= short;
        figures.cashEntries++;
      }
      figures.counts++;
    };

    const cancel = async (a: Appointment) => {
      const charged = a.fate === 'charged';
      const partly = charged && a.random.chance(0.3);
      await call('POST', `/api/staff/bookings/${a.id}/cancel`, {
        cancelType: a.fate === 'practice' ? 3 : charged ? 5 : 4,
        reason: a.fate === 'practice' ? 'illness' : 'customerRequest',
        costOption: partly ? 'partialWaiver' : charged ? 'full' : 'none',
        ...(partly ? { chargeRappen: toFiveRappen(a.priceRappen! / 2) } : {}),
        sendEmail: false,
        language: 'de',
        text: '',
      });
      figures.cancelled++;
      if (!charged) return;
      // The charge is paid a few days later (unless the customer booked again within 30 days: then it is dropped).
      const typeId = a.random.chance(0.7) ? 1 : 3;
      schedule(addDays(a.cancelOn, a.random.int(1, 12)), async () => {
        const { priceRappen, paidRappen } = await call<{ priceRappen: number; paidRappen: number }>(
          'GET',
          `/api/staff/payments?targetType=booking&targetId=${a.id}`,
        );
        if (priceRappen > paidRappen) await pay('booking', a.id!, priceRappen - paidRappen, typeId);
      });
    };

    /** The acting therapist writes the journal of a treatment the evening it was given, and at the customer's first the drawing of their back. */
    const visits = new Map<number, number>();
    const writeRecords = async (a: Appointment) => {
      const visit = visits.get(a.customer) ?? 0;
      visits.set(a.customer, visit + 1);
      await call('PUT', `/api/staff/bookings/${a.id}/journal`, { ...journalOf(a.customer, visit), version: 0 });
      figures.journals++;
      if (visit > 0) return;
      await call('PUT', `/api/staff/bookings/${a.id}/drawings/back`, { strokes: backDrawingOf(a.customer) });
      figures.drawings++;
    };

    // The days, one after the other; what happens at one time of a day runs side by side.
    let absencesEntered = '';
    for (let day = first; day <= last; day = addDays(day, 1)) {
      clock.at(day, 7 * 60 + 30);
      const year = day.slice(0, 4);
      if (absencesEntered < year) {
        // The year's vacations and holidays, entered at its start.
        for (const a of absences.filter((x) => x.fromDate.startsWith(year) && x.fromDate >= day))
          await call('POST', '/api/absences', { ...a, fullDay: true, shortTerm: false, note: '' });
        for (const holiday of HOLIDAYS) {
          const date = `${year}-${holiday}`;
          if (date >= day)
            await call('POST', '/api/absences', { therapistId: null, typeId: 2, fullDay: true, fromDate: date, toDate: date, shortTerm: false, note: '' });
        }
        absencesEntered = year;
      }
      if (day === first) await entry(day, 'withdrawal', 'Wechselgeld vom Bankkonto', FLOAT_RAPPEN, 'debit');
      // Last month is closed once its month-end count is done (months close in order).
      if (day.slice(8) === '03' && addDays(day, -3) >= first) {
        await call('POST', `/api/staff/cash/months/${monthOf(addDays(day, -3))}/close`);
        figures.closedMonths++;
      }
      const made = byCreation.get(day) ?? [];
      for (const a of made) await ensureCustomer(a.customer);
      await sideBySide(made, parallel, async (a) => {
        const startsAt = new Date(zonedDay(a.day).at(a.startMinute));
        const arrangement = ARRANGEMENTS.find((x) => x.id === a.arrangementId)!;
        // NOTE: with the bookings repository, as the booking call's transaction does it (number, then
        // the row): the staff booking call's availability check costs most of a seed's time, and the
        // plan above books only free working time. The database's exclusion constraint still holds.
        const booking = await db.transaction(async (tx) =>
          insertBooking(tx, {
            therapistId: a.therapistId,
            customerId: await customers[a.customer]!.id!,
            therapyId: a.therapyId,
            arrangementId: a.arrangementId,
            startsAt,
            endsAt: new Date(startsAt.getTime() + arrangement.slotMinutes * 60_000),
            durationMinutes: arrangement.durationMinutes,
            priceRappen: arrangement.priceRappen,
            createdByUserId: actingId,
            notifyCustomer: false,
            createdAt: clock.now(),
            ...(await nextBookingNumber(tx, clock.now())),
          }),
        );
        a.id = booking.id;
        a.priceRappen = booking.priceRappen;
        figures.bookings++;
      });
      await sideBySide(byCancel.get(day) ?? [], parallel, cancel);
      if (random.chance(0.05)) await sellVoucher(day);

      clock.at(day, 19 * 60 + 30);
      const actions = later.get(day) ?? [];
      later.delete(day);
      await sideBySide(actions, parallel, (action) => action());
      // Today's bookings are paid tomorrow at the latest; today's wait (the to-do list shows them).
      if (day < last)
        await sideBySide(
          (byDay.get(day) ?? []).filter((a) => a.fate === 'held'),
          parallel,
          payAppointment,
        );
      for (const a of byDay.get(day) ?? []) if (a.fate === 'held' && a.therapistId === actingId && a.customer < (options.records ?? 0)) await writeRecords(a);
      const weekday = zonedDay(day).weekday;
      if (weekday === 2 || weekday === 5) await entry(day, 'cashExpense', random.pick(EXPENSES), toFiveRappen(random.int(800, 9_000)), 'credit');
      if (weekday === 6 && till > FLOAT_RAPPEN + 20_000)
        await entry(day, 'deposit', 'Einzahlung Bank', Math.floor((till - FLOAT_RAPPEN) / 1_000) * 1_000, 'credit');
      if ((weekday === 6 || day === lastDayOf(monthOf(day))) && day < last) await countTill(day);
      if (day.slice(8) === '01' || day === last) log(`${day}: ${figures.bookings} bookings, ${figures.payments} payments, ${figures.invoices} invoices`);
    }
    // The seed's session ends with it.
    await db.delete(schema.sessions).where(eq(schema.sessions.tokenHash, hashToken(token)));
    return figures;
  } finally {
    await app.close();
  }
}

/** Runs `work` on every item, at most `width` at once. */
async function sideBySide<T>(items: readonly T[], width: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/** The name of the history's `index`-th customer. */
const customerName = (index: number) => ({
  firstName: FIRST_NAMES[(index * 7) % FIRST_NAMES.length]!,
  lastName: LAST_NAMES[(index * 13 + Math.floor(index / LAST_NAMES.length)) % LAST_NAMES.length]!,
});

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const maxDay = (a: string, b: string) => (a > b ? a : b);

function mondayOfWeek(year: number, week: number): string {
  const jan4 = `${year}-01-04`;
  const weekday = zonedDay(jan4).weekday || 7;
  return addDays(jan4, (week - 1) * 7 - (weekday - 1));
}

function pickArrangement(random: Random, therapyId: number): number {
  const offered = THERAPY_ARRANGEMENTS[therapyId]!;
  const roll = random.next();
  const wanted = roll < 0.2 ? 1 : roll < 0.85 ? 2 : 3;
  return offered.includes(wanted) ? wanted : offered[0]!;
}

function pickFate(random: Random, lead: number): Fate {
  const roll = random.next();
  if (roll < 0.045 && lead >= 2) return 'customerFree';
  if (roll < 0.065) return 'charged';
  if (roll < 0.075) return 'practice';
  return 'held';
}

function pickPayment(random: Random): PaymentPlan {
  const roll = random.next();
  if (roll < 0.38) return 'card';
  if (roll < 0.64) return 'cash';
  if (roll < 0.83) return 'twint';
  if (roll < 0.885) return 'invoice';
  if (roll < 0.935) return 'voucher';
  if (roll < 0.965) return 'split';
  // Forgotten one time in 70: older than two weeks, the to-do list caught it (see the plan above).
  if (roll < 0.98) return 'none';
  return 'card';
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k) ?? [];
    list.push(item);
    map.set(k, list);
  }
  return map;
}

/** The history's own three therapists, their first session's user (the owner, with a second factor) and their plans. */
async function ownStaff(db: Database, now: Date, first: string) {
  // Made with the repositories: the first managing director of a practice comes from ADMIN_EMAIL or
  // the demo seed, not from an API call.
  const staff: number[] = [];
  for (const t of THERAPISTS) {
    const user = await insertUserWithRoles(db, { email: t.email, firstName: t.firstName, lastName: t.lastName, language: 'de', inactiveFrom: null }, t.roles);
    await updateUser(db, user.id, { unconfirmed: false, phone: '+41441234567', createdAt: now });
    staff.push(user.id);
  }
  // The owner has a second factor (its secret known to nobody: seeded staff log in by a link or a
  // password an admin has them set), so her session passes the practice's second-factor rule.
  await db.insert(schema.userMfa).values({ userId: staff[0]!, secret: newTotpSecret(), enabledAt: now });
  const plans: HistoryTherapist[] = THERAPISTS.map((t) => ({ email: t.email, therapies: t.therapies, weeks: [t.ranges], begins: first, fill: FILL }));
  return { staff, actingId: staff[0]!, plans };
}

/** The practice's staff as they are in the database: their ids by e-mail, and the user the history acts as. */
async function existingStaff(db: Database, given: NonNullable<HistoryOptions['staff']>) {
  const emails = [...given.therapists.map((t) => t.email), given.actingEmail];
  const rows = await db.select({ id: schema.users.id, email: schema.users.email }).from(schema.users).where(inArray(schema.users.email, emails));
  const idOf = (email: string) => {
    const row = rows.find((r) => r.email === email);
    if (!row) throw new Error(`the history's staff member ${email} is missing`);
    return row.id;
  };
  return { staff: given.therapists.map((t) => idOf(t.email)), actingId: idOf(given.actingEmail), plans: given.therapists };
}

/** What is booked or absent already from `first` to `last` (epoch ms spans per therapist; a practice-wide absence for each). */
async function busyTimes(db: Database, staff: number[], first: string, last: string): Promise<Map<number, Array<[number, number]>>> {
  const from = new Date(zonedDay(first).at(0));
  const to = new Date(zonedDay(addDays(last, 1)).at(0));
  const busy = new Map<number, Array<[number, number]>>(staff.map((id) => [id, []]));
  const booked = await db
    .select({ therapistId: schema.bookings.therapistId, startsAt: schema.bookings.startsAt, endsAt: schema.bookings.endsAt })
    .from(schema.bookings)
    .where(
      and(
        inArray(schema.bookings.therapistId, staff),
        isNull(schema.bookings.cancelledAt),
        lt(schema.bookings.startsAt, to),
        gte(schema.bookings.endsAt, from),
      ),
    );
  for (const b of booked) busy.get(b.therapistId)?.push([b.startsAt.getTime(), b.endsAt.getTime()]);
  const absent = await db
    .select({ therapistId: schema.absences.therapistId, startsAt: schema.absences.startsAt, endsAt: schema.absences.endsAt })
    .from(schema.absences)
    .where(
      and(
        or(isNull(schema.absences.therapistId), inArray(schema.absences.therapistId, staff)),
        isNull(schema.absences.cancelledAt),
        lt(schema.absences.startsAt, to),
        gte(schema.absences.endsAt, from),
      ),
    );
  for (const a of absent)
    for (const [id, spans] of busy) if (a.therapistId === null || a.therapistId === id) spans.push([a.startsAt.getTime(), a.endsAt.getTime()]);
  return busy;
}
