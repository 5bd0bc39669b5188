import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppContext } from './app-context.ts';
import { defineJob, JobRunner, type JobRun } from './jobs.ts';

const log = { debug() {}, info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the runner reported to the storage health (a failed pass may be a full disk). */
const failures: unknown[] = [];

function runnerWith(...jobs: Parameters<JobRunner['add']>[0]): JobRunner {
  const runner = new JobRunner(log);
  runner.add(jobs);
  runner.bind({ now: () => new Date(), storage: { noteFailure: (err: unknown) => failures.push(err) } } as unknown as AppContext);
  return runner;
}

/** A job whose pass waits until its signal aborts, recording what it saw. */
function waitingJob(name: string, stopGraceMs: number, seen: { stoppingAt?: number; abortedAt?: number }, started: number) {
  return defineJob({
    name,
    everySeconds: 60,
    stopGraceMs,
    async run(_ctx, { stopping, signal }: JobRun) {
      stopping.addEventListener('abort', () => (seen.stoppingAt = Date.now() - started));
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
      seen.abortedAt = Date.now() - started;
      return 0;
    },
  });
}

describe('job runner', () => {
  it('runs one pass of a job at a time and answers runOnce with its count', async () => {
    let inPass = 0;
    let most = 0;
    const runner = runnerWith(
      defineJob({
        name: 'count',
        everySeconds: 60,
        async run() {
          most = Math.max(most, ++inPass);
          await wait(20);
          inPass--;
          return 3;
        },
      }),
    );
    expect(await Promise.all([runner.runOnce('count'), runner.runOnce('count')])).toEqual([3, 3]);
    expect(most).toBe(1);
  });

  it('answers 0 for a pass that failed, without throwing', async () => {
    const down = new Error('down');
    const runner = runnerWith(defineJob({ name: 'fail', everySeconds: 60, run: () => Promise.reject(down) }));
    expect(await runner.runOnce('fail')).toBe(0);
    // Reported, so a pass that failed for a full disk shows in /api/health.
    expect(failures).toContain(down);
  });

  it('on stop, says so to every running pass at once and aborts each only after its own grace time', async () => {
    const quick: { stoppingAt?: number; abortedAt?: number } = {};
    const patient: { stoppingAt?: number; abortedAt?: number } = {};
    const started = Date.now();
    const runner = runnerWith(waitingJob('quick', 0, quick, started), waitingJob('patient', 300, patient, started));
    runner.start();
    await wait(50);
    const stopAt = Date.now() - started;
    await runner.stop();
    expect(quick.stoppingAt).toBeGreaterThanOrEqual(stopAt);
    expect(patient.stoppingAt).toBeLessThan(stopAt + 100);
    expect(quick.abortedAt).toBeLessThan(stopAt + 100);
    expect(patient.abortedAt).toBeGreaterThanOrEqual(stopAt + 290);
  });
});
