// The whole test suite as CI runs it: stages side by side in waves, each line prefixed with its
// stage, and every stage's duration printed at the end. A failed stage lets its wave finish and
// skips the later waves, so the first failure is not buried under a journey run.
import { spawn } from 'node:child_process';

/** Stages in one wave run side by side; a wave starts when the previous one has passed. */
const WAVES = [
  // Single-threaded checks and the web build (done once, for the journeys) share the two cores.
  [
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'lint', command: 'npm run lint' },
    { name: 'build', command: 'npm run build' },
  ],
  // Each test stage fills both cores by itself: side by side, unit and server tests took 1,280 s
  // instead of about 480 + 900 s and ran into their timeouts.
  [{ name: 'unit', command: 'npm run test:unit' }],
  [{ name: 'server', command: 'npm run test:server' }],
  // Journeys alone: two Chromium workers and two app servers already fill the machine.
  [{ name: 'journeys', command: 'npm test -w e2e' }],
];

function run(stage) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${stage.name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${stage.name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ name: stage.name, ok: code === 0, seconds: (Date.now() - started) / 1000 }));
  });
}

const started = Date.now();
const results = [];
let failed = false;
for (const wave of WAVES) {
  if (failed) {
    results.push(...wave.map((stage) => ({ name: stage.name, ok: false, seconds: null })));
    continue;
  }
  const done = await Promise.all(wave.map(run));
  results.push(...done);
  failed = done.some((result) => !result.ok);
}

const total = (Date.now() - started) / 1000;
console.log('\nStage durations (stages in one wave ran side by side):');
for (const result of results) {
  const status = result.seconds === null ? 'skipped' : result.ok ? 'passed' : 'FAILED';
  const time = result.seconds === null ? '' : `${result.seconds.toFixed(0)} s`;
  console.log(`  ${result.name.padEnd(10)} ${status.padEnd(8)} ${time}`);
}
console.log(`  ${'total'.padEnd(10)} ${failed ? 'FAILED' : 'passed'}   ${total.toFixed(0)} s`);
process.exit(failed ? 1 : 0);
