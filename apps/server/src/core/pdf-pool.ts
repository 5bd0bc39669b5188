import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PDF_RENDERERS } from './pdf-renderers.ts';

type Renderers = typeof PDF_RENDERERS;
/** The PDFs the workers draw (`PDF_RENDERERS`). */
export type PdfKind = keyof Renderers;

const WORKER = new URL('./pdf-worker.mjs', import.meta.url);
/** One worker per core but the event loop's, at most four: a PDF takes a core while it is drawn. */
const WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));

interface Task {
  kind: PdfKind;
  input: unknown;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface Lane {
  worker: Worker;
  task: Task | null;
}

type Answer = { pdf: Uint8Array } | { error: { message: string; stack?: string } };

/**
 * Draws PDFs on worker threads, so a long one (a year of the cash book: seconds of pdfkit) never
 * holds the event loop: other requests keep their time meanwhile. Workers start on first use, one
 * PDF at a time each, the rest wait in order; an idle worker keeps no process alive, and one that
 * dies fails its PDF and is replaced by the next.
 */
class PdfPool {
  private lanes: Lane[] = [];
  private queue: Task[] = [];

  /** Starts the workers now, so the first PDF does not wait for one to load the renderers (seconds). */
  warm(): void {
    while (this.lanes.length < WORKERS) this.spawn();
  }

  render(kind: PdfKind, input: unknown): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ kind, input, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const lane = this.lanes.find((l) => l.task === null) ?? (this.lanes.length < WORKERS ? this.spawn() : undefined);
      if (!lane) return;
      const task = this.queue.shift()!;
      lane.task = task;
      lane.worker.ref();
      try {
        lane.worker.postMessage({ kind: task.kind, input: task.input });
      } catch (err) {
        // An input that cannot be copied to the worker (a function, say): this PDF fails, the worker stays.
        lane.task = null;
        lane.worker.unref();
        task.reject(err as Error);
      }
    }
  }

  private spawn(): Lane {
    const worker = new Worker(WORKER);
    const lane: Lane = { worker, task: null };
    worker.on('message', (answer: Answer) => {
      const task = lane.task;
      lane.task = null;
      worker.unref();
      if (task) {
        if ('error' in answer) task.reject(Object.assign(new Error(answer.error.message), { stack: answer.error.stack }));
        else task.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      }
      this.pump();
    });
    const fail = (error: Error) => {
      this.lanes = this.lanes.filter((l) => l !== lane);
      const task = lane.task;
      lane.task = null;
      task?.reject(error);
      this.pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The PDF worker ended (exit code ${code}).`)));
    worker.unref();
    this.lanes.push(lane);
    return lane;
  }
}

const pool = new PdfPool();

/** Draws the PDF `kind` of `input` on a worker thread (see `PdfPool`); the input is copied there. */
export function renderPdf<K extends PdfKind>(kind: K, input: Parameters<Renderers[K]>[0]): Promise<Buffer> {
  return pool.render(kind, input);
}

/** Starts the PDF workers ahead of the first PDF (the server does at its start). */
export const warmPdfWorkers = () => pool.warm();
