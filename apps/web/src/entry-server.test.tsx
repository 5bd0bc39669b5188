import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@praxis/domain';
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

describe('pages rendered side by side', () => {
  it("each keep their own language and their own visitor's cookie choice", async () => {
    const titles = Object.fromEntries(
      await Promise.all(
        LANGUAGES.map(async (language) => [
          language,
          ((await import(`../../../packages/domain/src/locales/${language}/therapies.json`)) as { default: { title: string } }).default.title,
        ]),
      ),
    ) as Record<string, string>;
    const banners = Object.fromEntries(
      await Promise.all(
        LANGUAGES.map(async (language) => [
          language,
          ((await import(`./locales/${language}/common.json`)) as { default: { consent: { title: string } } }).default.consent.title,
        ]),
      ),
    ) as Record<string, string>;
    const pages = await Promise.all(
      LANGUAGES.map((language, index) =>
        render({ url: '/therapies', language, cookie: index % 2 === 0 ? 'cookie_consent=rejected' : '', fetchJson: unavailable }),
      ),
    );
    pages.forEach((page, index) => {
      const language = LANGUAGES[index]!;
      const html = page!.html;
      expect(html, language).toContain(`>${titles[language]}</h1>`);
      expect(JSON.parse(page!.bootJson).language).toBe(language);
      // The banner shows only to a visitor who has not chosen.
      if (index % 2 === 0) expect(html, language).not.toContain(banners[language]);
      else expect(html, language).toContain(banners[language]);
    });
  });
});
