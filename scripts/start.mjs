#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server (TypeScript through tsx) in this same process, so signals reach it directly.
import { execSync } from 'node:child_process';
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
  const newestSource = Math.max(...sources.map((p) => join(web, p)).filter(existsSync).map(newestMtime));
  return statSync(builtIndex).mtimeMs >= newestSource;
}

if (!webBuildIsCurrent()) {
  console.log('Building the web app ...');
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'apps/server/src/server.ts'));
