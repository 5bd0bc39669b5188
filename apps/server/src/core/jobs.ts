import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context.ts';

export interface JobRun {
  /** The context's clock at the start of the pass. */
  now: Date;
  /** Aborted as soon as the runner stops: start nothing new (claim no further rows). */
  stopping: AbortSignal;
  /** Aborted when the runner stops and the grace time is over: stop sending, leave the rest. */
  signal: AbortSignal;
}

/**
 * Timed work of a module. `run` claims its rows in the database (`FOR UPDATE SKIP LOCKED` or a
 * conditional update), so a second server or an overlapping pass never acts twice, and returns how
 * many it handled.
 */
export interface JobDefinition {
  name: string;
  everySeconds: number;
  run(ctx: AppContext, run: JobRun): Promise<number>;
  /** After a pass that did something (e.g. mails were queued). */
  afterWork?(ctx: AppContext): void;
  /** How long a running pass may finish after `stop()` before its signal aborts; 0 aborts at once. */
  stopGraceMs?: number;
}

export const defineJob = (job: JobDefinition): JobDefinition => job;

interface JobState {
  job: JobDefinition;
  timer: NodeJS.Timeout | null;
  running: Promise<number> | null;
  again: boolean;
  /** Aborts this job's pass once its grace time after `stop()` is over (each job has its own). */
  abort: AbortController;
}

/**
 * Runs each job every `everySeconds` and on `wake(name)`: one pass per job at a time (a wake during
 * a pass runs one more right after it), duration and count logged, errors logged and never thrown.
 */
export class JobRunner {
  private readonly states = new Map<string, JobState>();
  private stopping = new AbortController();
  private started = false;
  private ctx: AppContext | null = null;

  constructor(private readonly log: FastifyBaseLogger) {}

  add(jobs: readonly JobDefinition[]): void {
    for (const job of jobs) {
      if (this.states.has(job.name)) throw new Error(`job ${job.name} is defined twice`);
      this.states.set(job.name, { job, timer: null, running: null, again: false, abort: new AbortController() });
    }
  }

  get names(): string[] {
    return [...this.states.keys()];
  }

  /** Binds the context the jobs run with (the runner is created before the context). */
  bind(ctx: AppContext): void {
    this.ctx = ctx;
  }

  /** Runs one pass of `name` now (or waits for the running one and runs another); resolves with its count when done. */
  async runOnce(name: string): Promise<number> {
    const state = this.state(name);
    while (state.running) await state.running;
    const pass = this.pass(state);
    state.running = pass.finally(() => (state.running = null));
    return pass;
  }

  /** Every job once, one after the other. */
  async runAll(): Promise<void> {
    for (const name of this.states.keys()) await this.runOnce(name);
  }

  /** Starts the timers; every job runs once at once. */
  start(): void {
    if (this.started) return;
    this.started = true;
    if (this.stopping.signal.aborted) this.stopping = new AbortController();
    for (const state of this.states.values()) if (state.abort.signal.aborted) state.abort = new AbortController();
    for (const state of this.states.values()) this.schedule(state, 0);
  }

  /** Runs `name` soon: now when idle, right after the running pass otherwise. Ignored unless started. */
  wake(name: string): void {
    const state = this.states.get(name);
    if (!state || !this.started) return;
    if (state.running) state.again = true;
    else this.schedule(state, 0);
  }

  /** Stops the timers and waits for running passes (aborting each after its grace time). */
  async stop(): Promise<void> {
    this.started = false;
    this.stopping.abort();
    const waits = [...this.states.values()].map(async (state) => {
      if (state.timer) clearTimeout(state.timer);
      state.timer = null;
      state.again = false;
      if (!state.running) return;
      const grace = state.job.stopGraceMs ?? 0;
      const timer = setTimeout(() => state.abort.abort(), grace);
      await state.running;
      clearTimeout(timer);
    });
    await Promise.all(waits);
  }

  private state(name: string): JobState {
    const state = this.states.get(name);
    if (!state) throw new Error(`no job ${name}`);
    return state;
  }

  private schedule(state: JobState, delayMs: number): void {
    if (state.timer) clearTimeout(state.timer);
    state.timer = setTimeout(() => {
      state.timer = null;
      if (!this.started || state.running) return;
      state.running = this.pass(state).finally(() => {
        state.running = null;
        if (!this.started) return;
        const again = state.again;
        state.again = false;
        this.schedule(state, again ? 0 : state.job.everySeconds * 1000);
      });
    }, delayMs);
    state.timer.unref();
  }

  /** One pass of the job; its count, or 0 when it failed. */
  private async pass(state: JobState): Promise<number> {
    const ctx = this.ctx;
    if (!ctx) throw new Error('JobRunner.bind(ctx) was not called');
    const started = performance.now();
    try {
      const count = await state.job.run(ctx, { now: ctx.now(), stopping: this.stopping.signal, signal: state.abort.signal });
      const ms = Math.round(performance.now() - started);
      if (count > 0) {
        this.log.info({ job: state.job.name, count, ms }, 'job done');
        state.job.afterWork?.(ctx);
      } else this.log.debug({ job: state.job.name, count, ms }, 'job done');
      return count;
    } catch (err) {
      ctx.storage.noteFailure(err);
      this.log.error({ err, job: state.job.name, ms: Math.round(performance.now() - started) }, 'job failed');
      return 0;
    }
  }
}
