import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availabilityKey, availabilityUrl, useWeeksAvailability } from './availability-queries.ts';
import { rememberBootData } from './boot-data.ts';

const MONDAY = '2026-11-30';
const days = [{ date: MONDAY, slots: [] }];

function Probe() {
  const [week] = useWeeksAvailability(1, 2, [MONDAY], 'guest');
  return <p>{week!.isSuccess ? `${week!.data!.length} day` : 'loading'}</p>;
}

const withData = (updatedAt?: number) => {
  const client = new QueryClient();
  client.setQueryData(availabilityKey(1, 2, MONDAY, 'guest'), days, { updatedAt });
  return client;
};
const tree = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <Probe />
  </QueryClientProvider>
);

const roots: Root[] = [];
afterEach(() => {
  rememberBootData(null);
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

describe('useWeeksAvailability', () => {
  it('takes over the server’s page without slots, although the week arrived meanwhile, then shows them', async () => {
    // The server has no slots: they change by the minute.
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(new QueryClient({ defaultOptions: { queries: { enabled: false } } })));
    expect(container).toHaveTextContent('loading');
    document.body.append(container);
    rememberBootData({ language: 'de', fetchedAt: Date.now() - 60_000, queries: [], resources: {} });

    const mismatch = vi.fn();
    await act(async () => {
      roots.push(hydrateRoot(container, tree(withData()), { onRecoverableError: mismatch }));
    });
    expect(container).toHaveTextContent('1 day');
    expect(mismatch).not.toHaveBeenCalled();
  });

  it('takes over the server’s page with the week the server rendered with', async () => {
    const fetchedAt = Date.now() - 5_000;
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(withData(fetchedAt)));
    expect(container).toHaveTextContent('1 day');
    document.body.append(container);
    rememberBootData({ language: 'de', fetchedAt, queries: [], resources: {} });

    const mismatch = vi.fn();
    const client = withData(fetchedAt);
    await act(async () => {
      roots.push(hydrateRoot(container, tree(client), { onRecoverableError: mismatch }));
    });
    expect(container).toHaveTextContent('1 day');
    expect(mismatch).not.toHaveBeenCalled();
  });

  it('names the API address of a week, with or without a therapist', () => {
    expect(availabilityUrl(availabilityKey(1, 2, MONDAY, 'guest'))).toBe('/api/availability?therapyId=1&arrangementId=2&from=2026-11-30&to=2026-12-06');
    expect(availabilityUrl(availabilityKey(1, 2, MONDAY, 'guest', 7))).toBe(
      '/api/availability?therapyId=1&arrangementId=2&from=2026-11-30&to=2026-12-06&therapistId=7',
    );
  });

  it('shows a week already here at once when the page is drawn in the browser', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    act(() => root.render(tree(withData())));
    expect(container).toHaveTextContent('1 day');
  });
});
