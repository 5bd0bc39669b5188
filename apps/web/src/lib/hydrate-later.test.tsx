import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as later from './hydrate-later.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

const rendered: string[] = [];

/** A button that counts its taps: it answers only once it has been taken over. */
function Counter({ name }: { name: string }) {
  rendered.push(name);
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" data-testid={name} onClick={() => setTaps((n) => n + 1)}>
      {name} {taps}
    </button>
  );
}

/** The page: its own button, then two parts taken over later (the second of two elements). */
function Page({ onTakenOver }: { onTakenOver: () => void }) {
  const { HydrateLater } = later;
  useEffect(onTakenOver, [onTakenOver]);
  return (
    <main>
      <Counter name="hero" />
      <HydrateLater name="picker">
        <Counter name="picker" />
      </HydrateLater>
      <HydrateLater name="footer">
        <p>contact</p>
        <Counter name="footer" />
      </HydrateLater>
    </main>
  );
}

const button = (name: string) => document.querySelector<HTMLButtonElement>(`[data-testid="${name}"]`)!;

describe('parts of a server-rendered page taken over later (HydrateLater)', () => {
  it('keeps their server HTML through the take-over and takes each over in a task of its own, after the rest', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onTakenOver={() => {}} />);
    document.body.append(container);
    const serverNodes = ['hero', 'picker', 'footer'].map(button);
    rendered.length = 0;

    later.beginTakeOver();
    hydrateRoot(container, <Page onTakenOver={later.pageTakenOver} />);
    // The take-over's own task: the page's part only; the others are the server's, as they were.
    expect(rendered).toEqual(['hero']);
    expect(container.querySelector('p')).toHaveTextContent('contact');
    button('picker').click();

    await later.nextTask();
    expect(rendered).toEqual(['hero', 'picker']);
    await later.nextTask();
    expect(rendered).toEqual(['hero', 'picker', 'footer']);
    // A tap before its part was taken over went nowhere (public/early-taps.js keeps such taps).
    expect(button('picker')).toHaveTextContent('picker 0');

    // Taken over, not drawn afresh: the same elements, now answering.
    expect(['hero', 'picker', 'footer'].map(button)).toEqual(serverNodes);
    for (const name of ['hero', 'picker', 'footer']) button(name).click();
    await vi.waitFor(() => expect(button('footer')).toHaveTextContent('footer 1'));
    expect(button('hero')).toHaveTextContent('hero 1');
    expect(button('picker')).toHaveTextContent('picker 1');
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('says the page is taken over only when its later parts are too', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onTakenOver={() => {}} />);
    document.body.append(container);
    const done = vi.fn();
    rendered.length = 0;

    later.beginTakeOver();
    hydrateRoot(container, <Page onTakenOver={later.pageTakenOver} />);
    later.afterTakeOver(done);
    expect(rendered).toEqual(['hero']);
    expect(done).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(rendered.slice(-2)).toEqual(['picker', 'footer']);
    // Afterwards at once.
    const after = vi.fn();
    later.afterTakeOver(after);
    expect(after).toHaveBeenCalledOnce();
  });

  it('renders its parts at once when there is no page to take over', async () => {
    rendered.length = 0;
    render(<Page onTakenOver={later.pageTakenOver} />);
    expect(rendered).toEqual(['hero', 'picker', 'footer']);
    expect(screen.getByTestId('footer')).toBeInTheDocument();
    const done = vi.fn();
    later.afterTakeOver(done);
    expect(done).toHaveBeenCalledOnce();
  });
});
