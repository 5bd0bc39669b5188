import { FIRST_START_PRACTICE_SETTINGS, storedPracticeSettingsSchema, type PracticeSettings } from '@praxis/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

export const PRACTICE_SETTINGS_KEY = 'practice';
/** Whether the public site is published: `{ published: boolean }`. */
export const SITE_KEY = 'site';

/**
 * The practice settings. Keys added to the schema after the row was written take their default
 * (`defaults` first, then the domain's), so an older database keeps working after an upgrade.
 */
export async function readPracticeSettings(db: Executor, defaults: Partial<PracticeSettings> = {}): Promise<PracticeSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, PRACTICE_SETTINGS_KEY));
  return practiceSettingsFrom(row?.value, defaults);
}

/**
 * The settings from the stored row's value (none: every default), for reads that fetch the row with
 * other data. A stored key a later version's rules refuse (an account number of a format no longer
 * allowed) takes its default instead of failing every read; the next save stores a valid value.
 */
export function practiceSettingsFrom(stored: unknown, defaults: Partial<PracticeSettings> = {}): PracticeSettings {
  const merged: Record<string, unknown> = { ...FIRST_START_PRACTICE_SETTINGS, ...defaults, ...((stored ?? {}) as Partial<PracticeSettings>) };
  const parsed = storedPracticeSettingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const fallback = { ...FIRST_START_PRACTICE_SETTINGS, ...defaults } as Record<string, unknown>;
  for (const key of refused) merged[key] = fallback[key];
  return storedPracticeSettingsSchema.parse(merged);
}

/** Locks the settings row (if there is one) until the transaction ends, so two saves apply one after the other. */
export async function lockPracticeSettings(tx: Executor): Promise<void> {
  await tx.select({ key: settings.key }).from(settings).where(eq(settings.key, PRACTICE_SETTINGS_KEY)).for('update');
}

export async function writePracticeSettings(tx: Executor, value: PracticeSettings, at: Date): Promise<void> {
  await tx
    .insert(settings)
    .values({ key: PRACTICE_SETTINGS_KEY, value, updatedAt: at })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } });
}

/**
 * Merges `change` into the stored settings, leaving every other stored key (and every key not
 * stored, like the tag-manager id that defaults to `TAG_MANAGER_ID`) as it is.
 */
export async function mergePracticeSettings(tx: Executor, change: Partial<PracticeSettings>, at: Date): Promise<void> {
  await tx
    .update(settings)
    .set({ value: sql`${settings.value} || ${JSON.stringify(change)}::jsonb`, updatedAt: at })
    .where(eq(settings.key, PRACTICE_SETTINGS_KEY));
}

/**
 * Whether the public site is published. A database without the row predates the set-up checklist
 * and was already in use: published.
 */
export async function readSitePublished(db: Executor): Promise<boolean> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SITE_KEY));
  return row ? (row.value as { published?: unknown }).published === true : true;
}

export async function writeSitePublished(tx: Executor, published: boolean, at: Date): Promise<void> {
  const value = { published };
  await tx
    .insert(settings)
    .values({ key: SITE_KEY, value, updatedAt: at })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } });
}
