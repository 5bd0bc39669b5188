import { describe, expect, it } from 'vitest';
import { render } from './entry-server.tsx';

/** The API as the server's renderer reaches it, here down: pages render with their loading states. */
const unavailable = async () => ({ status: 503, body: null });

const namespacesOf = (bootJson: string) => Object.keys((JSON.parse(bootJson) as { resources: Record<string, unknown> }).resources).sort();

describe('a pre-rendered page carries the texts it used', () => {
  it('from the first page rendered after a start on, in each language', async () => {
    const first = await render({ url: '/therapies', language: 'en', cookie: '', fetchJson: unavailable });
    expect(first).not.toBeNull();
    // The header's account button (account) and the page's own texts (therapies), not only common.
    expect(namespacesOf(first!.bootJson)).toEqual(expect.arrayContaining(['account', 'common', 'therapies']));
    const second = await render({ url: '/therapies', language: 'fr', cookie: '', fetchJson: unavailable });
    expect(namespacesOf(second!.bootJson)).toEqual(namespacesOf(first!.bootJson));
  });
});
