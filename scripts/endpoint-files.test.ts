import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as domain from '../packages/domain/src/index.ts';
import { contractFiles, generatedEndpointFiles } from './endpoint-files.ts';

const src = fileURLToPath(new URL('../packages/domain/src/', import.meta.url));

describe('the generated endpoints', () => {
  it('are what `npm run generate:endpoints` writes from the contracts today', async () => {
    const files = await contractFiles(src);
    expect(files).toContain('cash/cash.contract.ts');
    const generated = await generatedEndpointFiles(src, files);
    expect(generated.size).toBeGreaterThan(25);
    for (const [file, source] of generated) {
      expect(existsSync(`${src}${file}`), `${file} is missing: run npm run generate:endpoints`).toBe(true);
      expect(readFileSync(`${src}${file}`, 'utf8'), `${file} is stale: run npm run generate:endpoints`).toBe(source);
    }
  });

  it('give every contract the domain exports an endpoint with its method and path', () => {
    const exports = domain as Record<string, unknown>;
    const contracts = Object.keys(exports).filter((name) => name.endsWith('Contract') && typeof (exports[name] as { path?: unknown }).path === 'string');
    expect(contracts.length).toBeGreaterThan(150);
    for (const name of contracts) {
      const contract = exports[name] as { method: string; path: string };
      expect(exports[name.replace(/Contract$/, 'Endpoint')], name).toEqual({ method: contract.method, path: contract.path });
    }
  });
});
