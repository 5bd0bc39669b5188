// The message loop of a PDF worker (core/pdf-pool.ts): draws one PDF at a time with the given
// renderers and answers its bytes. Plain JavaScript: the dev worker (pdf-worker.mjs) imports it
// before any TypeScript loader is there; the built worker (pdf-worker-built.ts) is bundled with it.
import { parentPort } from 'node:worker_threads';

/** @param {Record<string, (input: unknown) => Promise<Buffer>>} renderers */
export function servePdfs(renderers) {
  parentPort.on('message', async ({ kind, input }) => {
    try {
      const pdf = await renderers[kind](input);
      // A copy of its own to hand over: a small Buffer may share Node's pool with others.
      const bytes = new Uint8Array(pdf.byteLength);
      bytes.set(pdf);
      parentPort.postMessage({ pdf: bytes }, [bytes.buffer]);
    } catch (err) {
      parentPort.postMessage({ error: { message: err instanceof Error ? err.message : String(err), stack: err instanceof Error ? err.stack : undefined } });
    }
  });
}
