import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/** Writes .gz and .br beside every text asset so the server sends them pre-compressed. */
function precompress(): Plugin {
  let outDir = 'dist';
  let publicDir = '';
  // The server-side bundle is read from disk by the server, never sent.
  let skip = false;
  return {
    name: 'praxis-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      publicDir = config.publicDir;
      skip = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (skip) return;
      // The public folder's files are copied as they are (early-taps.js among them).
      const copied = publicDir ? await readdir(publicDir) : [];
      const files = [...Object.keys(bundle), 'index.html', ...copied].filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        [...new Set(files)].map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path).catch(() => null);
          if (!content || content.length < 512) return;
          await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
          await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }),
      );
    },
  };
}

/**
 * The chunks the entry imports statically are loaded before any of its code runs, so a page's
 * lazy import need not preload them again: leaving them out of the preload lists makes the entry
 * smaller (the lists live in it) and spares the browser a `<link rel="modulepreload">` per chunk
 * it already has (about 30 on every first page).
 */
function skipLoadedPreloads() {
  const loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'praxis-skip-loaded-preloads',
    apply: 'build',
    generateBundle: {
      // Before Vite writes the preload lists, which asks `resolveDependencies` below.
      order: 'pre',
      handler(_options, bundle) {
        loaded.clear();
        const walk = (file: string) => {
          const chunk = bundle[file];
          if (loaded.has(file) || chunk?.type !== 'chunk') return;
          loaded.add(file);
          chunk.imports.forEach(walk);
        };
        for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) walk(file);
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
    hostType === 'js' ? deps.filter((dep) => !loaded.has(dep)) : deps;
  return { plugin, resolveDependencies };
}

const preloads = skipLoadedPreloads();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), preloads.plugin],
  publicDir: isSsrBuild ? false : 'public',
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // The server reads it to preload a page's chunks; the bundle budget test reads it too.
    manifest: true,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
  },
  // The server-side bundle carries every dependency (the domain package is TypeScript source), so the
  // server needs no node_modules of the web app's at run time.
  ssr: { noExternal: true },
}));
