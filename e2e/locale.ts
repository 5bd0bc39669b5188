import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Tree = { [key: string]: string | string[] | Tree | Tree[] };

/** A translation namespace of the web app, so journeys assert the texts users actually see. */
export function texts(language: string, namespace: string): Tree {
  const web = fileURLToPath(new URL(`../apps/web/src/locales/${language}/${namespace}.json`, import.meta.url));
  const shared = fileURLToPath(new URL(`../packages/domain/src/locales/${language}/${namespace}.json`, import.meta.url));
  return JSON.parse(readFileSync(existsSync(web) ? web : shared, 'utf8')) as Tree;
}

/** The string at a dotted key of a namespace. */
export function text(language: string, namespace: string, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], texts(language, namespace));
  if (typeof value !== 'string') throw new Error(`${language}/${namespace}:${key} is not a string`);
  return value;
}
