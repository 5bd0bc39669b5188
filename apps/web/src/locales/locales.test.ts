import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, LANGUAGES } from '@praxis/domain';
import { describe, expect, it } from 'vitest';

// Every translation folder of the project: the web app's, the server's (e-mails) and the shared one.
const ROOTS = ['apps/web/src/locales', 'apps/server/src/locales', 'packages/domain/src/locales'];
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const namespaces = ROOTS.flatMap((root) =>
  [
    ...new Set(
      LANGUAGES.flatMap((l) =>
        readdirSync(join(repo, root, l))
          .filter((f) => f.endsWith('.json'))
          .map((f) => f.slice(0, -5)),
      ),
    ),
  ].map((ns) => `${root}:${ns}`),
).sort();
const load = (language: string, qualified: string) => {
  const [root, namespace] = qualified.split(':') as [string, string];
  return JSON.parse(readFileSync(join(repo, root, language, `${namespace}.json`), 'utf8')) as unknown;
};

/** Every leaf as path -> value; arrays keep their indices, so lengths must match too. */
function leaves(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (Array.isArray(node)) node.forEach((child, i) => leaves(child, `${prefix}[${i}]`, out));
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  else out.set(prefix, String(node));
  return out;
}

const placeholders = (value: string) => [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(namespaces)('translations of %s', (namespace) => {
  const german = leaves(load('de', namespace));
  const english = leaves(load('en', namespace));

  it.each(LANGUAGES)('%s has exactly the German keys, none empty', (language) => {
    const own = leaves(load(language, namespace));
    expect([...own.keys()].sort()).toEqual([...german.keys()].sort());
    for (const [key, value] of own) expect(value.trim(), `${language}:${namespace}:${key}`).not.toBe('');
  });

  it.each(LANGUAGES)('%s uses the same placeholders as German', (language) => {
    for (const [key, value] of leaves(load(language, namespace))) {
      expect(placeholders(value), `${language}:${namespace}:${key}`).toEqual(placeholders(german.get(key) ?? ''));
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s leaves no sentence in English', (language) => {
    const copies = [...leaves(load(language, namespace))].filter(([key, value]) => value === english.get(key) && /[a-z]{4,}\s+[a-z]{3,}/i.test(value));
    expect(copies).toEqual([]);
  });
});

describe('error messages', () => {
  it.each(LANGUAGES)('%s translates every API error code and the no-connection error', (language) => {
    const errors = (load(language, 'apps/web/src/locales:common') as { errors: Record<string, string> }).errors;
    for (const code of [...ERROR_CODES, 'NETWORK_ERROR', 'loadFailed']) expect(errors[code], `${language}: errors.${code}`).toBeTruthy();
  });
});
