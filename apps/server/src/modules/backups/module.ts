import { defineModule } from '../../core/app-module.ts';
import { backupJobs } from './backup-jobs.ts';

/**
 * Backups: the CLI (`npm run backup` / `npm run restore`, scripts/) and the server share this
 * code. The server answers backup requests of the CLI while it holds a PGlite data folder and
 * writes nightly backups into BACKUP_DIR.
 */
export const backupsModule = defineModule({ name: 'backups', jobs: backupJobs });
