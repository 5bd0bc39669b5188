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
  it('keeps their server HTML through the take-over: the same elements, now answering', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onTakenOver={() => {}} />);
    document.body.append(container);
    const serverNodes = ['hero', 'picker', 'footer'].map(button);
    rendered.length = 0;

    const done = takeOver(container, later.pageTakenOver);
    try {
      await vi.waitFor(() => expect(rendered).toContain('footer'));
      expect(container.querySelector('p')).toHaveTextContent('contact');
      // Taken over, not drawn afresh.
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

  it('takes over a part its page updates before the part’s turn, keeping the server’s HTML', async () => {
    /** A page whose state changes as soon as it is live (as the booking page's does), reaching a later part. */
    function Updating({ onTakenOver }: { onTakenOver: () => void }) {
      const [live, setLive] = useState(false);
      useEffect(() => setLive(true), []);
      useEffect(onTakenOver, [onTakenOver]);
      return (
        <main>
          <HydrateLater name="panel">
            <p data-live={live ? 'yes' : 'no'}>panel</p>
            <Counter name="panel" />
          </HydrateLater>
        </main>
      );
    }
    const { HydrateLater } = later;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Updating onTakenOver={() => {}} />);
    document.body.append(container);
    const serverButton = button('panel');
    const done = vi.fn();
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      later.beginTakeOver();
      roots.push(hydrateRoot(container, <Updating onTakenOver={later.pageTakenOver} />, { onRecoverableError: (error) => done(error) }));
      later.afterTakeOver(() => done('taken over'));
      await vi.waitFor(() => expect(container.querySelector('p')).toHaveAttribute('data-live', 'yes'));
      await vi.waitFor(() => expect(done).toHaveBeenCalledWith('taken over'));
      expect(done).toHaveBeenCalledOnce();
      expect(button('panel')).toBe(serverButton);
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
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
