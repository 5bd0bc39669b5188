#!/usr/bin/env node
// `npm run check:deps`: what `npm audit` would tell if its service were reachable, as far as the
// registry alone can: outdated packages (wanted within the ranges, latest beyond them) and any
// installed package whose `engines.node` excludes the Node this project supports (.nvmrc).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const supported = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();

let outdated;
try {
  outdated = execFileSync('npm', ['outdated', '--json', '--all=false'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
} catch (err) {
  // npm outdated exits 1 when something is outdated; its JSON is still on stdout.
  outdated = err.stdout || '{}';
}
const rows = Object.entries(JSON.parse(outdated || '{}')).flatMap(([name, info]) => (Array.isArray(info) ? info : [info]).map((i) => ({ name, ...i })));
console.log(`Outdated packages: ${rows.length}`);
for (const r of rows.sort((a, b) => a.name.localeCompare(b.name))) {
  const major = r.latest && r.current && r.latest.split('.')[0] !== r.current.split('.')[0];
  console.log(
    `  ${r.name.padEnd(32)} ${String(r.current).padEnd(10)} wanted ${String(r.wanted).padEnd(10)} latest ${String(r.latest).padEnd(10)}${major ? ' (new major)' : ''}  ${r.dependent ?? ''}`,
  );
}

const [major, minor] = supported.split('.').map(Number);
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const tooNew = [];
for (const [path, pkg] of Object.entries(lock.packages)) {
  const range = pkg.engines?.node;
  if (!path || !range || typeof range !== 'string') continue;
  // Only the plain forms packages use: ">=N[.M]" alone. Ranges with "||" or "^20" admit 20.
  const m = /^>=\s*(\d+)(?:\.(\d+))?/.exec(range.trim());
  if (m && !range.includes('||') && (Number(m[1]) > major || (Number(m[1]) === major && Number(m[2] ?? 0) > minor)))
    tooNew.push(`${path.replace(/^.*node_modules\//, '')}@${pkg.version} needs node ${range}`);
}
console.log(`\nPackages that need a newer Node than ${supported}: ${tooNew.length}`);
for (const line of tooNew) console.log(`  ${line}`);
console.log("\nnpm audit needs the registry's advisory service; look advisories up by hand (docs/security.md).");
process.exitCode = tooNew.length > 0 ? 1 : 0;
