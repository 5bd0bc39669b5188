import { practiceSettingsSchema, type PracticeSettings } from './practice-settings.ts';

/**
 * The steps from an empty database to a published site, in the order an admin takes them. Each is
 * done when the data it names are there; the site is published only when all others are done.
 */
export const SETUP_STEPS = ['practice', 'openingHours', 'bank', 'team', 'therapies', 'plans', 'publish'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** What the steps are judged by: the settings and a few facts of the team, catalogue and plans. */
export interface SetupFacts {
  settings: PracticeSettings;
  /** Published, active therapists with what they offer. */
  therapists: ReadonlyArray<{ id: number; offers: ReadonlyArray<{ therapyId: number; arrangementIds: readonly number[] }> }>;
  /** Active therapies with their Tarif 590 code (null when none is set). */
  therapies: ReadonlyArray<{ id: number; tariff590Code: string | null }>;
  /** Therapists who have a therapist plan (any begin). */
  plannedTherapistIds: readonly number[];
  published: boolean;
}

/** The practice data the site, the imprint and the privacy policy print. */
const practiceData = practiceSettingsSchema.pick({
  name: true,
  legalName: true,
  responsiblePerson: true,
  street: true,
  postalCode: true,
  city: true,
  phone: true,
  email: true,
  geo: true,
});
const bankData = practiceSettingsSchema.pick({ creditor: true });

/** An invoice's letterhead and QR part can be printed: the practice data, an account and its holder. */
export const billingDataComplete = (settings: PracticeSettings): boolean =>
  practiceData.safeParse(settings).success && (settings.iban !== null || settings.qrIban !== null) && bankData.safeParse(settings).success;

/** The therapies a published therapist offers in at least one duration the therapy is active in. */
export function offeredTherapyIds(facts: Pick<SetupFacts, 'therapists' | 'therapies'>): number[] {
  const active = new Set(facts.therapies.map((therapy) => therapy.id));
  const offered = new Set(
    facts.therapists.flatMap((t) => t.offers.filter((o) => o.arrangementIds.length > 0 && active.has(o.therapyId)).map((o) => o.therapyId)),
  );
  return [...offered].sort((a, b) => a - b);
}

/** Which steps are done. */
export function setupSteps(facts: SetupFacts): Record<SetupStep, boolean> {
  const { settings } = facts;
  const offered = offeredTherapyIds(facts);
  const codes = new Map(facts.therapies.map((therapy) => [therapy.id, therapy.tariff590Code]));
  const planned = new Set(facts.plannedTherapistIds);
  return {
    practice: practiceData.safeParse(settings).success,
    openingHours: settings.openingHours.length > 0,
    bank: (settings.iban !== null || settings.qrIban !== null) && bankData.safeParse(settings).success,
    team: facts.therapists.length > 0,
    therapies: offered.length > 0 && offered.every((id) => codes.get(id) != null),
    plans: facts.therapists.some((therapist) => planned.has(therapist.id)),
    publish: facts.published,
  };
}

/** The steps still open before the site may be published (the publish step itself left out). */
export const openBeforePublishing = (steps: Record<SetupStep, boolean>): SetupStep[] => SETUP_STEPS.filter((step) => step !== 'publish' && !steps[step]);
