export { BackupError, backupDatabase, backupKindOf, findPgTool, requirePgTool, restoreDatabase, type BackupKind } from './backup-files.ts';
export { runBackupCommand } from './backup-cli.ts';
