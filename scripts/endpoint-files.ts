// The files `npm run generate:endpoints` writes into the domain, and their test (endpoint-files.test.ts) that they are current.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { endpointsFileOf, endpointsIndexSource, endpointsSource } from '../packages/domain/src/validation/endpoint.ts';

/** The domain's source files that define operations (`operation({ … })`), relative to `src`. */
export async function contractFiles(src: string): Promise<string[]> {
  const files = (await readdir(src, { recursive: true })).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.endpoints.ts'));
  const defining = await Promise.all(files.map(async (f) => ((await readFile(join(src, f), 'utf8')).includes('operation({') ? f : null)));
  return defining.filter((f): f is string => f !== null && !f.startsWith('validation/')).sort();
}

/** Every generated file (path relative to `src` → its source): the endpoints beside each contract file, and their index. */
export async function generatedEndpointFiles(src: string, files: string[]): Promise<Map<string, string>> {
  const generated = new Map<string, string>();
  for (const file of files) {
    const source = endpointsSource((await import(pathToFileURL(join(src, file)).href)) as Record<string, unknown>, file.split('/').pop()!);
    if (source) generated.set(endpointsFileOf(file), source);
  }
  generated.set('endpoints.generated.ts', endpointsIndexSource([...generated.keys()]));
  return generated;
}
