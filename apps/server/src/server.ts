import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAppWithContext } from './app.ts';
import { warmPdfWorkers } from './core/pdf-pool.ts';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock.ts';
import { SERVER_ROOT } from './lib/server-root.ts';
import { MigrationError, runMigrations } from './db/migrate.ts';
import { seedAll } from './seed/seed.ts';

const DEFAULT_WEB_DIST = join(SERVER_ROOT, '../web/dist');

function readConfig(): Config {
  try {
    return loadConfig(process.env, { webDist: DEFAULT_WEB_DIST });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** PGlite's files take one process: hold the data folder until this process exits, or stop here. */
function lockDataFolder(config: Config): void {
  if (config.databaseUrl) return;
  try {
    const lock = lockDataDir(config.dataDir);
    // NOTE: 'exit' comes on every way out but a kill -9 (whose lock the next start finds stale).
    process.once('exit', lock.release);
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** Applies the migrations, or stops with the failing migration's one-line message (the database stays as it was). */
async function migrateOrStop(database: DatabaseHandle): Promise<void> {
  try {
    await runMigrations(database);
  } catch (err) {
    if (err instanceof MigrationError) {
      console.error(err.message);
      await database.close().catch(() => undefined);
      process.exit(1);
    }
    throw err;
  }
}

/** Starts the server: validate env, lock the data folder, open and migrate the database, seed, listen; stop on signals. */
async function main(): Promise<void> {
  const config = readConfig();
  lockDataFolder(config);
  // NOTE: a signal during the start is acted on once the server can close cleanly, so a start is
  // never cut off half-way through a migration; a second Ctrl-C stops at once.
  let requested: string | null = null;
  let onSignal = (signal: string) => {
    if (requested && signal === 'SIGINT') process.exit(1);
    requested ??= signal;
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
  // A connection the database ended (a restart) is dropped and logged; the process stays up.
  let logPoolError = (error: Error) => console.error(`database connection lost: ${error.message}`);
  const database = await openDatabase(config, (error) => logPoolError(error));
  await migrateOrStop(database);
  await seedAll(database.db, config, config.demoYear ? config : null, (line) => console.log(line));
  // Committed mails wake the `mail` job (the context's default notifyMail); it runs with the other jobs.
  const { app, ctx } = await buildAppWithContext({ config, db: database.db });
  logPoolError = (error) =>
    app.log.warn({ code: (error as { code?: string }).code, reason: error.message }, 'database connection lost; the next request opens a new one');
  if (!config.smtpUrl) app.log.warn('SMTP_URL is not set: e-mails stay in the outbox (table mail_outbox)');
  ctx.jobs.start();
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await database.close();
    app.log.info('database closed');
  });

  let stopping = false;
  onSignal = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // NOTE: close() stops accepting connections, waits for running requests, then runs onClose.
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  if (requested) return onSignal(requested);

  await app.listen({ port: config.port, host: config.host });
  warmPdfWorkers();
  // `runs` tells an operator whether the bundle of `npm run build` or the sources serve.
  app.log.info(
    {
      database: database.kind,
      url: config.publicUrl,
      demo: config.demoYear ? 'year' : config.demoData ? 'small' : false,
      runs: relative(SERVER_ROOT, fileURLToPath(import.meta.url)),
    },
    'practice app ready',
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
