import { ConfigError } from '../../config/env.ts';
import { isStorageFull } from '../../db/database-errors.ts';
import { BackupError, cleanUpInterrupted } from './backup-files.ts';

type Command = 'backup' | 'restore';

const NOTHING_DONE: Record<Command, string> = {
  backup: 'nothing was written and no partial file is left',
  restore: 'nothing was restored and no partial folder is left',
};

/** The operator's one line for `err`: what happened and what to do, never a stack trace. */
export function operatorLine(err: unknown, command: Command): string {
  if (err instanceof BackupError) return err.message;
  if (err instanceof ConfigError) return `Invalid environment: ${err.problems.join('; ')}`;
  if (isStorageFull(err)) return `No space left on a disk the ${command} writes to: ${NOTHING_DONE[command]}. Free space and run it again.`;
  const message = err instanceof Error ? err.message : String(err);
  return `The ${command} failed (${message.trim().split('\n')[0]}): ${NOTHING_DONE[command]}. Run it again; if it fails again, report this line.`;
}

/**
 * Runs `npm run backup` or `npm run restore`: the command's line on stdout when it worked; on any
 * failure, or when interrupted (Ctrl-C, SIGTERM), what it had half done is removed, one line goes to
 * stderr and the exit code is 1 (130 or 143 for a signal).
 */
export async function runBackupCommand(command: Command, run: () => Promise<string>): Promise<void> {
  const fail = (line: string, code: number) => {
    cleanUpInterrupted();
    console.error(line);
    process.exit(code);
  };
  process.once('SIGINT', () => fail(`The ${command} was interrupted: ${NOTHING_DONE[command]}.`, 130));
  process.once('SIGTERM', () => fail(`The ${command} was stopped: ${NOTHING_DONE[command]}.`, 143));
  // NOTE: also what escapes every promise (a library's stream failing on its own): still one line.
  process.on('uncaughtException', (err) => fail(operatorLine(err, command), 1));
  process.on('unhandledRejection', (err) => fail(operatorLine(err, command), 1));
  let line: string;
  try {
    line = await run();
  } catch (err) {
    return fail(operatorLine(err, command), 1);
  }
  console.log(line);
}
