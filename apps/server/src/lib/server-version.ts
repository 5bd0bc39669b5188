import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ROOT } from './server-root.ts';

/** The app's version: the `version` of the repository's root package.json (read once). */
export const SERVER_VERSION: string = (JSON.parse(readFileSync(join(SERVER_ROOT, '../../package.json'), 'utf8')) as { version: string }).version;
