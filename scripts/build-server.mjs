#!/usr/bin/env node
// `npm run build` (second half): bundles the server into apps/server/dist/server.mjs and its PDF
// worker into dist/pdf-worker.mjs, JavaScript that Node runs without a TypeScript loader. The
// domain package (TypeScript sources) is compiled in; every other package stays in node_modules.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = fileURLToPath(new URL('../apps/server/', import.meta.url));
const outdir = `${server}dist`;

/** Workspace packages are bundled (they ship TypeScript); packages from the registry are not. */
const registryPackagesExternal = {
  name: 'registry-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@praxis/') ? undefined : { path: args.path, external: true }));
  },
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { server: `${server}src/server.ts`, 'pdf-worker': `${server}src/core/pdf-worker-built.ts` },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces name the source files; code size does not matter on a server.
  minify: false,
  plugins: [registryPackagesExternal],
  logLevel: 'warning',
});
console.log(`server built into ${outdir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
