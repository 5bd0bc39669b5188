import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The translation folders: the web app's own, then the texts it shares with the server (the web app's win). */
const LOCALE_DIRS = ['../../packages/domain/src/locales', 'src/locales'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));

/** Every translation file as `<language>/<namespace>.json` with its text. */
function localeFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of LOCALE_DIRS)
    for (const language of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()))
      for (const file of readdirSync(join(dir, language.name)).filter((name) => name.endsWith('.json')))
        files.set(`${language.name}/${file}`, readFileSync(join(dir, language.name, file), 'utf8'));
  return files;
}

/** One hash of all translations: a change of any text gives every file a new address, so none is cached stale. */
function localesHash(files: Map<string, string>): string {
  const hash = createHash('sha256');
  for (const [name, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) hash.update(name).update(text);
  return hash.digest('hex').slice(0, 10);
}

/**
 * The translations as plain JSON files under one hashed folder (`/assets/locales-<hash>/de/common.json`),
 * fetched by language and namespace: the entry carries one address instead of a module map of about
 * 190 imports (2.4 KB gzip before the first interaction).
 */
function localesAsAssets(base: string, files: Map<string, string>): Plugin {
  return {
    name: 'praxis-locales-as-assets',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      // Minified as they are served: the source files are indented for people.
      for (const [name, text] of files) this.emitFile({ type: 'asset', fileName: `${base.slice(1)}/${name}`, source: JSON.stringify(JSON.parse(text)) });
    },
  };
}

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

const locales = localeFiles();
const LOCALES_URL = `/assets/locales-${localesHash(locales)}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), preloads.plugin, localesAsAssets(LOCALES_URL, locales)],
  define: { __LOCALES_URL__: JSON.stringify(LOCALES_URL) },
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
