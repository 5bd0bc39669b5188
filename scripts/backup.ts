// `npm run backup -- <file>`: a consistent backup of the database the server would open (same
// environment: DATABASE_URL, else DATA_DIR), whether the server runs or not. Logic: apps/server/src/modules/backups.
import { loadConfig } from '../apps/server/src/config/env.ts';
import { backupDatabase, runBackupCommand } from '../apps/server/src/modules/backups/index.ts';

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0) {
  console.error('Usage: npm run backup -- <file>');
  process.exit(1);
}
await runBackupCommand('backup', async () => {
  const started = performance.now();
  const kind = await backupDatabase(loadConfig(process.env), file);
  return `Backup (${kind}) written to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s.`;
});
