import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as later from './hydrate-later.tsx';

const roots: Root[] = [];

afterEach(() => {
  roots.splice(0).forEach((root) => root.unmount());
  document.body.innerHTML = '';
});

/** Hydrates as the browser's entry does: outside `act`, so React schedules its work as it would there. */
function takeOver(container: HTMLElement, onTakenOver: () => void) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  later.beginTakeOver();
  roots.push(hydrateRoot(container, <Page onTakenOver={onTakenOver} />));
  return () => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
  };
}

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

    let atPageTakenOver: string[] = [];
    const done = takeOver(container, () => {
      atPageTakenOver = [...rendered];
      later.pageTakenOver();
    });
    try {
      // The page's own part is taken over first; the others keep the server's HTML meanwhile, as it was.
      await vi.waitFor(() => expect(atPageTakenOver).toEqual(['hero']));
      expect(container.querySelector('p')).toHaveTextContent('contact');
      // Then each later part in the order of the page.
      await vi.waitFor(() => expect(rendered).toContain('footer'));
      expect(rendered.filter((name) => name !== 'hero')).toEqual(['picker', 'footer']);

      // Taken over, not drawn afresh: the same elements, now answering.
      expect(['hero', 'picker', 'footer'].map(button)).toEqual(serverNodes);
      for (const name of ['hero', 'picker', 'footer']) button(name).click();
      await vi.waitFor(() => expect(button('footer')).toHaveTextContent('footer 1'));
      expect(button('hero')).toHaveTextContent('hero 1');
      expect(button('picker')).toHaveTextContent('picker 1');
      expect(container.querySelectorAll('p')).toHaveLength(1);
    } finally {
      done();
    }
  });

  it('says the page is taken over only when its later parts are too', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onTakenOver={() => {}} />);
    document.body.append(container);
    rendered.length = 0;
    // What had been taken over when the page was said to be: every part, so a kept tap finds it live.
    const done = vi.fn(() => [...rendered]);

    const restore = takeOver(container, later.pageTakenOver);
    try {
      later.afterTakeOver(done);
      expect(done).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
      expect(done.mock.results[0]!.value).toEqual(['hero', 'picker', 'footer']);
      // Afterwards at once.
      const after = vi.fn();
      later.afterTakeOver(after);
      expect(after).toHaveBeenCalledOnce();
    } finally {
      restore();
    }
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
