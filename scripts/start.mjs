#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources (not when WEB_DIST
// names a folder of its own), then runs the server (TypeScript through tsx) in this same process,
// so signals reach it directly. Process managers should run `node scripts/start.mjs` itself.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function webBuildIsCurrent() {
  if (!existsSync(builtIndex)) return false;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', '../../packages/domain/src'];
  const newestSource = Math.max(
    ...sources
      .map((p) => join(web, p))
      .filter(existsSync)
      .map(newestMtime),
  );
  return statSync(builtIndex).mtimeMs >= newestSource;
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

if (!process.env.WEB_DIST && !webBuildIsCurrent()) await buildWebApp();

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'apps/server/src/server.ts'));
