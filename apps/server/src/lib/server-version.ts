import { readFileSync } from 'node:fs';

/** The app's version: the `version` of the repository's root package.json (read once). */
export const SERVER_VERSION: string = (JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
