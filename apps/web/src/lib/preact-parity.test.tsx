import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

/** A value that arrives later; reading it before suspends. */
function later<T>(value: T) {
  let done = false;
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r)).then(() => void (done = true));
  return {
    read: () =>
      done
        ? value
        : (() => {
            throw promise;
          })(),
    arrive: () => (resolve(), promise),
  };
}

describe('React behaviour kept under Preact (ADR 013)', () => {
  it('focuses an element with autoFocus when it is mounted, also long after the page loaded', async () => {
    function Step() {
      const [second, setSecond] = useState(false);
      return second ? <input aria-label="code" autoFocus /> : <button onClick={() => setSecond(true)}>next</button>;
    }
    render(<Step />);
    act(() => screen.getByRole('button', { name: 'next' }).click());
    expect(screen.getByRole('textbox', { name: 'code' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'code' })).not.toHaveAttribute('autofocus');
  });

  it('runs the effects of a component shown in the render that suspended, when the page around it renders meanwhile', async () => {
    const texts = later('loaded');
    const effects: string[] = [];
    function Loads() {
      useEffect(() => void effects.push('subscribed'), []);
      return <p>summary</p>;
    }
    // Its texts are asked for right after it appears, before the page's effects have run.
    function Texts() {
      const [asked, setAsked] = useState(false);
      useLayoutEffect(() => setAsked(true), []);
      return <p>{asked ? texts.read() : 'ready'}</p>;
    }
    // A tab panel: it renders again on its own (a context of the tabs changed), handing on the same child.
    let tick = () => {};
    function Panel({ children }: { children: ReactNode }) {
      const [ticks, setTicks] = useState(0);
      tick = () => setTicks((n) => n + 1);
      return <div data-ticks={ticks}>{children}</div>;
    }
    function Page() {
      const [shown, setShown] = useState(false);
      return (
        <Suspense fallback={<p>waiting</p>}>
          <p>first</p>
          {shown ? (
            <>
              <Panel>
                <Loads />
              </Panel>
              <Texts />
            </>
          ) : (
            <button onClick={() => setShown(true)}>show</button>
          )}
        </Suspense>
      );
    }
    render(<Page />);
    act(() => screen.getByRole('button', { name: 'show' }).click());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      tick();
    });
    await act(() => texts.arrive());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('loaded')).toBeInTheDocument();
    expect(effects).toEqual(['subscribed']);
  });

  it('keeps the effects that have run while a boundary that shows its content suspends, and reruns its layout effects, as React does', async () => {
    const texts = later('details');
    const log: string[] = [];
    // A timer started by an effect, as a closing menu's transition has: it must not be stopped by the suspension.
    function Closing() {
      const [state, setState] = useState('closing');
      useEffect(() => {
        log.push('effect');
        const timer = setTimeout(() => setState('closed'), 30);
        return () => (log.push('cleanup'), clearTimeout(timer));
      }, []);
      useLayoutEffect(() => {
        log.push('layout');
        return () => void log.push('layout cleanup');
      }, []);
      return <p>{state}</p>;
    }
    function Details() {
      return <p>{texts.read()}</p>;
    }
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Closing />
          <button onClick={() => setOpen(true)}>open</button>
          {open ? <Details /> : null}
        </>
      );
    }
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    act(() => screen.getByRole('button', { name: 'open' }).click());
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    await act(() => texts.arrive());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByText('details')).toBeInTheDocument();
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(log).toEqual(['layout', 'effect', 'layout cleanup', 'layout']);
  });
});
