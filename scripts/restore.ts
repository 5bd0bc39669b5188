// `npm run restore -- <file> [--force]`: restores a backup of `npm run backup` into an empty
// DATA_DIR or an empty PostgreSQL database (DATABASE_URL); --force replaces what is there.
import { loadConfig } from '../apps/server/src/config/env.ts';
import { restoreDatabase, runBackupCommand } from '../apps/server/src/modules/backups/index.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error('Usage: npm run restore -- <file> [--force]');
  process.exit(1);
}
await runBackupCommand('restore', async () => {
  const started = performance.now();
  const kind = await restoreDatabase(loadConfig(process.env), files[0]!, { force });
  return `Backup (${kind}) restored from ${files[0]} in ${((performance.now() - started) / 1000).toFixed(1)} s.`;
});
