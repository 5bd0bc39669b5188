import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder `apps/server`, found upwards from this code: it runs from `src/lib/` under tsx (dev,
 * tests) and bundled into `dist/server.mjs` under `npm start` (scripts/build-server.mjs), so no
 * fixed number of `..` fits both.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@praxis/server') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`apps/server not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();
