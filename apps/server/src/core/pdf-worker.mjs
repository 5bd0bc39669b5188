// A PDF worker (core/pdf-pool.ts) as it runs from the sources (dev, tests): the renderers of
// pdf-renderers.ts are TypeScript, so without a TypeScript loader (the worker's options may bring
// tsx's, or not) it registers tsx itself. `npm run build` bundles pdf-worker-built.ts instead,
// which lands beside the bundled server as dist/pdf-worker.mjs.
import { servePdfs } from './pdf-worker-serve.mjs';

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
servePdfs(PDF_RENDERERS);
