import { DEFAULT_PRACTICE_SETTINGS, practiceSettingsSchema, type PracticeSettings } from '@praxis/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

export const PRACTICE_SETTINGS_KEY = 'practice';

/**
 * The practice settings. Keys added to the schema after the row was written take their default,
 * so an older database keeps working after an upgrade.
 */
export async function readPracticeSettings(db: Executor): Promise<PracticeSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, PRACTICE_SETTINGS_KEY));
  const stored = (row?.value ?? {}) as Partial<PracticeSettings>;
  return practiceSettingsSchema.parse({ ...DEFAULT_PRACTICE_SETTINGS, ...stored });
}
