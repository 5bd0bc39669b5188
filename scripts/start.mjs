#!/usr/bin/env node
// `npm start`: runs the server in this same process, so signals reach it directly; process managers
// should run `node scripts/start.mjs` itself. In production (NODE_ENV=production) it runs what
// `npm run build` made, the bundled server (apps/server/dist/server.mjs) and the web app, and
// refuses to start when either is missing or older than its sources. Elsewhere it builds a missing
// or stale web app first (not when WEB_DIST names a folder of its own), and runs the bundled server
// when it is current, else the sources through tsx (a development tool).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');
const builtServer = join(root, 'apps/server/dist/server.mjs');
const production = process.env.NODE_ENV === 'production';

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Whether `built` exists and is at least as new as every file of `sources` (paths below `base`). */
function isCurrent(built, base, sources) {
  if (!existsSync(built)) return false;
  const newestSource = Math.max(
    ...sources
      .map((p) => join(base, p))
      .filter(existsSync)
      .map(newestMtime),
  );
  return statSync(built).mtimeMs >= newestSource;
}

const webBuildIsCurrent = () => isCurrent(builtIndex, web, ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', '../../packages/domain/src']);
const serverBuildIsCurrent = () => isCurrent(builtServer, join(root, 'apps/server'), ['src', 'package.json', '../../packages/domain/src']);

function refuse(what) {
  console.error(`${what} is missing or older than its sources: run \`npm run build\`, then start again.`);
  process.exit(1);
}

/** Builds the web app; a stop signal meanwhile reaches every process of the build. */
async function buildWebApp() {
  console.log('Building the web app ...');
  // NOTE: a group of its own, so a signal reaches vite too, not only the npm and shell above it.
  const build = spawn('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit', detached: true });
  const forward = (signal) => {
    try {
      process.kill(-build.pid, signal);
    } catch {
      // the build has ended already
    }
  };
  const signals = ['SIGTERM', 'SIGINT'];
  signals.forEach((signal) => process.on(signal, forward));
  const code = await new Promise((resolve) => build.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  signals.forEach((signal) => process.off(signal, forward));
  if (code !== 0) process.exit(code);
}

// NOTE: under `npm start` this process is the child of a shell (`sh -c`) that npm passes SIGTERM
// to and that dies of it without passing it on: when the parent is gone, stop as if signalled.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphanWatch);
  process.kill(process.pid, 'SIGTERM');
}, 500);
orphanWatch.unref();

// Read once: walking the source trees for their newest file is the slowest part of this script.
const serverCurrent = serverBuildIsCurrent();
if (production) {
  if (!process.env.WEB_DIST && !webBuildIsCurrent()) refuse('The web app (apps/web/dist)');
  if (!serverCurrent) refuse('The server (apps/server/dist/server.mjs)');
} else if (!process.env.WEB_DIST && !webBuildIsCurrent()) await buildWebApp();

if (serverCurrent) {
  await import(builtServer);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(join(root, 'apps/server/src/server.ts'));
}
