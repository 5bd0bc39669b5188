// `npm run backup -- <file>`: a consistent backup of the database the server would open (same
// environment: DATABASE_URL, else DATA_DIR), whether the server runs or not. Logic: apps/server/src/modules/backups.
import { ConfigError, loadConfig } from '../apps/server/src/config/env.ts';
import { BackupError, backupDatabase } from '../apps/server/src/modules/backups/index.ts';

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0) {
  console.error('Usage: npm run backup -- <file>');
  process.exit(1);
}
try {
  const started = performance.now();
  const kind = await backupDatabase(loadConfig(process.env), file);
  console.log(`Backup (${kind}) written to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} catch (err) {
  if (!(err instanceof BackupError || err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
