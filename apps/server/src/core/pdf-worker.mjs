// A PDF worker (core/pdf-pool.ts): draws one PDF at a time with the renderers of pdf-renderers.ts
// and answers its bytes. Plain JavaScript, so it starts the same under tsx (dev, tests: the loader
// may come with the worker's options) and under `npm start` (scripts/start.mjs registers tsx in the
// main thread only): without a TypeScript loader, it registers tsx itself.
import { parentPort } from 'node:worker_threads';

const RENDERERS = new URL('./pdf-renderers.ts', import.meta.url).href;

async function loadRenderers() {
  try {
    return await import(RENDERERS);
  } catch (err) {
    if (err?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw err;
    const { register } = await import('tsx/esm/api');
    register();
    // NOTE: a new specifier: the failed import above stays failed under its own.
    return import(`${RENDERERS}?tsx`);
  }
}

const { PDF_RENDERERS } = await loadRenderers();

parentPort.on('message', async ({ kind, input }) => {
  try {
    const pdf = await PDF_RENDERERS[kind](input);
    // A copy of its own to hand over: a small Buffer may share Node's pool with others.
    const bytes = new Uint8Array(pdf.byteLength);
    bytes.set(pdf);
    parentPort.postMessage({ pdf: bytes }, [bytes.buffer]);
  } catch (err) {
    parentPort.postMessage({ error: { message: err instanceof Error ? err.message : String(err), stack: err instanceof Error ? err.stack : undefined } });
  }
});
