import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availabilityKey, useWeeksAvailability } from './availability-queries.ts';

const MONDAY = '2026-11-30';
const days = [{ date: MONDAY, slots: [] }];

function Probe() {
  const [week] = useWeeksAvailability(1, 2, [MONDAY], 'guest');
  return <p>{week!.isSuccess ? `${week!.data!.length} day` : 'loading'}</p>;
}

const withData = () => {
  const client = new QueryClient();
  client.setQueryData(availabilityKey(1, 2, MONDAY, 'guest'), days);
  return client;
};
const tree = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <Probe />
  </QueryClientProvider>
);

const roots: Root[] = [];
afterEach(() => {
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

    const mismatch = vi.fn();
    await act(async () => {
      roots.push(hydrateRoot(container, tree(withData()), { onRecoverableError: mismatch }));
    });
    expect(container).toHaveTextContent('1 day');
    expect(mismatch).not.toHaveBeenCalled();
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
