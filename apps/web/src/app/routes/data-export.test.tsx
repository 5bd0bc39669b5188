import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/de/common.json';
import privacy from '../../locales/de/privacy.json';
import { jsonResponse, renderWithData } from '../../test/render.tsx';
import { Component as DataExport } from './data-export.tsx';

const texts = { privacy, common };

describe('the page of a mailed data-copy link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches nothing on opening, and the ZIP only with the button, by POST with the token', async () => {
    const zip = new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
      headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="Daten.zip"; filename*=UTF-8''Daten-M%C3%BCller.zip` },
    });
    const fetchMock = vi.fn(async () => zip);
    vi.stubGlobal('fetch', fetchMock);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithData(<DataExport />, { texts, route: '/data-export?token=abc_DEF-123' });
    expect(screen.getByRole('heading', { name: privacy.download.title })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: privacy.download.button }));
    expect(await screen.findByText(privacy.download.done)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/profile/export');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ token: 'abc_DEF-123' }) });
    expect(saved).toEqual(['Daten-Müller.zip']);
  });

  it('says so when the link was used or has expired, and leads to the account', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(410, { error: { code: 'EXPORT_LINK_INVALID', message: 'used' } })),
    );
    renderWithData(<DataExport />, { texts, route: '/data-export?token=abc_DEF-123' });
    await userEvent.click(screen.getByRole('button', { name: privacy.download.button }));
    expect(await screen.findByText(common.errors.EXPORT_LINK_INVALID)).toBeVisible();
    expect(screen.getByRole('link', { name: privacy.download.toAccount })).toHaveAttribute('href', '/account');
  });

  it('asks to open the mail again when the token is missing', () => {
    renderWithData(<DataExport />, { texts, route: '/data-export' });
    expect(screen.getByText(privacy.download.missing)).toBeVisible();
    expect(screen.queryByRole('button', { name: privacy.download.button })).toBeNull();
  });
});
