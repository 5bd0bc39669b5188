import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top.tsx';

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first page where it is; scrolls up on a new page and a pushed query, not when the query of the page in view is replaced', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/book?therapyid=1'] });
    render(<RouterProvider router={router} />);
    expect(scroll).not.toHaveBeenCalled();
    await act(() => router.navigate('/book?therapyid=1&therapistid=2', { replace: true }));
    expect(scroll).not.toHaveBeenCalled();
    await act(() => router.navigate('/book?therapyid=2'));
    expect(scroll).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/pricing', { replace: true }));
    expect(scroll).toHaveBeenCalledTimes(2);
    await act(() => router.navigate('/pricing#prices'));
    expect(scroll).toHaveBeenCalledTimes(2);
  });
});
