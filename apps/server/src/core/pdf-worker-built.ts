// The PDF worker as `npm run build` bundles it (dist/pdf-worker.mjs, beside dist/server.mjs, where
// pdf-pool.ts looks for it): the renderers are compiled in, no TypeScript loader is needed.
import { PDF_RENDERERS } from './pdf-renderers.ts';
import { servePdfs } from './pdf-worker-serve.mjs';

servePdfs(PDF_RENDERERS);
