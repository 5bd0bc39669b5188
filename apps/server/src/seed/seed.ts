import type { Config } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { ensureAdmin } from './admin.seed.ts';
import { seedDemoData } from './demo.seed.ts';
import { seedReferenceData } from './reference.seed.ts';

/** Everything the start seeds: reference data always, the admin and demo data when configured (`year`: the demo's past year, made with this configuration). */
export async function seedAll(
  db: Database,
  config: Pick<Config, 'admin' | 'demoData'>,
  year: Config | null = null,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  await seedReferenceData(db, config.demoData ? 'sample' : 'empty');
  if (config.admin) await ensureAdmin(db, config.admin);
  if (config.demoData) await seedDemoData(db, new Date(), year ? { config: year, log } : null);
}
