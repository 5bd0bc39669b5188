import { addDays, practiceDate, ROLES } from '@praxis/domain';
import { and, gt, isNull, max } from 'drizzle-orm';
import type { Config } from '../config/env.ts';
import type { Database, Executor } from '../db/client.ts';
import { mailOutbox, therapistProfiles, userRoles } from '../db/schema/index.ts';
import { ensurePlan, ensureWeekPlan, range } from './demo-schedule.seed.ts';
import { seedHistory, type HistoryFigures, type HistoryTherapist } from './history.seed.ts';
import { offerTherapies } from './offer-therapies.ts';

/** Nina Frei, the demo's third therapist (only in the demo with its year): afternoons on Monday, Wednesday and Friday. */
export const NINA = {
  email: 'nina.frei@example.com',
  firstName: 'Nina',
  lastName: 'Frei',
  weekPlan: { name: 'Teilzeit Nachmittage', ranges: range([1, 3, 5], '13:00', '19:00') },
  therapies: [1, 3, 7, 9, 12],
  bio: {
    de: {
      title: 'Medizinische Masseurin mit eidg. Fachausweis',
      summary: 'Nina Frei behandelt mit Fussreflexzonenmassage, Aromamassage und klassischer Massage.',
      paragraphs: [],
      focus: ['Fussreflexzonenmassage', 'Entspannung'],
      qualifications: ['Medizinische Masseurin mit eidg. Fachausweis'],
    },
  },
};

/**
 * The plans' weeks as the demo seeds them (demo-schedule.seed.ts), with Lea's flexible break at
 * 12:30 kept free, and how much of each therapist's time the year books: about 2,500 bookings.
 */
function demoTherapists(begins: { lea: string; marco: string; nina: string }): HistoryTherapist[] {
  return [
    {
      email: 'lea.brunner@example.com',
      therapies: [1, 3, 4, 6, 8, 2],
      weeks: [[...range([1, 2, 3, 4, 5, 6], '09:00', '12:30'), ...range([1, 2, 3, 4, 5, 6], '13:00', '20:00')]],
      begins: begins.lea,
      fill: 0.4,
    },
    {
      email: 'marco.keller@example.com',
      therapies: [1, 2, 10, 13],
      weeks: [range([2, 4], '13:00', '20:00'), range([6], '09:00', '14:00')],
      begins: begins.marco,
      fill: 0.5,
    },
    { email: NINA.email, therapies: NINA.therapies, weeks: [NINA.weekPlan.ranges], begins: begins.nina, fill: 0.45 },
  ];
}

/** The demo's plans begin on fixed days; with a year before them they begin a multiple of two weeks earlier (Marco's two-week turn stays as it is). */
export function planBeginsBefore(fixed: string, first: string): string {
  let begins = fixed;
  while (begins > first) begins = addDays(begins, -14);
  return begins;
}

/** The first day of the demo's past: `years` before the day before it is seeded (as the history counts them). */
export const demoHistoryFirstDay = (now: Date, years: number) => addDays(practiceDate(now), -1 - Math.round(years * 365.25));

/**
 * The demo practice's past year up to yesterday, with bookings four weeks ahead: made through the
 * app's calls by the history generator, acting as Lea, the owner (managing director in this demo).
 * Its mails belong to the past: none of them goes out now.
 */
export async function seedDemoHistory(
  db: Database,
  config: Config,
  now: Date,
  begins: { lea: string; marco: string; nina: string },
  years: number,
): Promise<HistoryFigures> {
  const [before] = await db.select({ id: max(mailOutbox.id) }).from(mailOutbox);
  const figures = await seedHistory(db, config, {
    years,
    today: addDays(practiceDate(now), -1),
    staff: { therapists: demoTherapists(begins), actingEmail: 'lea.brunner@example.com' },
    records: 6,
  });
  await db
    .update(mailOutbox)
    .set({ sentAt: now })
    .where(and(gt(mailOutbox.id, before?.id ?? 0), isNull(mailOutbox.sentAt)));
  return figures;
}

/**
 * The demo with its year: Lea runs the practice (managing director: the history's cash book and
 * month ends are hers), and Nina works with her and Marco, published and with her own plan.
 */
export async function seedDemoTeam(tx: Executor, ids: { lea: number; nina: number }, ninaBegins: string): Promise<void> {
  await tx.insert(userRoles).values({ userId: ids.lea, roleId: ROLES.managing_director }).onConflictDoNothing();
  await tx
    .insert(userRoles)
    .values([ROLES.customer, ROLES.therapist].map((roleId) => ({ userId: ids.nina, roleId })))
    .onConflictDoNothing();
  await tx
    .insert(therapistProfiles)
    .values({ userId: ids.nina, languages: ['de', 'en'], published: true, bio: NINA.bio, zsr: 'K345678', emr: '34567' })
    .onConflictDoNothing();
  const week = await ensureWeekPlan(tx, NINA.weekPlan.name, NINA.weekPlan.ranges);
  await ensurePlan(tx, { therapistId: ids.nina, begins: ninaBegins, sequence: [week], breakTime: null });
  await offerTherapies(tx, ids.nina, NINA.therapies);
}
