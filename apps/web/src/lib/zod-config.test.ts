import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('zod in the browser', () => {
  it('runs without compiling its parsers when the entry has set its global settings first', () => {
    // A fresh Node process, as a page is: the entry's setting, then zod's first load.
    const setting = readFileSync(join(__dirname, 'zod-config.ts'), 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('//'))
      .join('\n')
      .replace(/\(globalThis as [^)]*\)/, 'globalThis');
    const script = `${setting}\nconst { config, z } = await import('zod');\nz.object({ a: z.string() }).parse({ a: 'x' });\nprocess.stdout.write(JSON.stringify(config()));`;
    const answer = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: __dirname, encoding: 'utf8' });
    expect(JSON.parse(answer)).toMatchObject({ jitless: true });
  });
});
