import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EARLY_TAPS from '../../../public/early-taps.js?raw';
import { INTERACTIVE_EVENT, markInteractive } from './mark-interactive.tsx';

/** The pre-rendered page as the browser has it before the app's script: buttons without handlers. */
function prerendered() {
  document.body.innerHTML = `
    <div id="root">
      <button id="first" type="button">first</button>
      <button id="second" type="button">second</button>
      <button id="off" type="button" disabled>off</button>
      <div id="card" role="button" tabindex="0"><span id="inside">card</span></div>
    </div>
    <button id="outside" type="button">outside</button>`;
  const button = (id: string) => document.getElementById(id)!;
  return { button };
}

/** The app takes over: handlers attached (as hydration does), then the mark. */
function hydrate(ids: string[]) {
  const answered: string[] = [];
  for (const id of ids) document.getElementById(id)?.addEventListener('click', () => answered.push(id));
  markInteractive();
  return answered;
}

describe('taps before the page is live (public/early-taps.js with markInteractive)', () => {
  let earlyTaps: () => void;
  beforeEach(() => {
    document.documentElement.removeAttribute('data-interactive');
    // A classic script, run in the page as the browser runs it (its listeners stay on the document).
    earlyTaps = new Function(EARLY_TAPS) as () => void;
  });
  afterEach(() => {
    document.dispatchEvent(new Event(INTERACTIVE_EVENT));
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-interactive');
  });

  it('keeps taps on the app’s buttons, marks them busy and plays them once, in order, when the page is live', () => {
    const { button } = prerendered();
    earlyTaps();
    button('second').click();
    button('inside').click();
    button('first').click();
    expect(button('second')).toHaveAttribute('aria-busy', 'true');
    expect(button('card')).toHaveAttribute('aria-busy', 'true');
    const answered = hydrate(['first', 'second', 'card']);
    expect(answered).toEqual(['second', 'card', 'first']);
    expect(document.documentElement).toHaveAttribute('data-interactive');
    for (const id of ['first', 'second', 'card']) expect(button(id)).not.toHaveAttribute('aria-busy');
    // Interactive: taps go straight to the app, once.
    button('first').click();
    expect(answered).toEqual(['second', 'card', 'first', 'first']);
  });

  it('keeps a repeated tap once and at most the last three buttons', () => {
    const { button } = prerendered();
    earlyTaps();
    for (const id of ['first', 'first', 'second', 'card', 'first']) button(id).click();
    // `first` twice in a row counts once; of first, second, card, first the oldest is dropped.
    expect(hydrate(['first', 'second', 'card'])).toEqual(['second', 'card', 'first']);
  });

  it('leaves links’ and other buttons’ clicks alone: outside the app, disabled', () => {
    const { button } = prerendered();
    earlyTaps();
    const outside = vi.fn();
    button('outside').addEventListener('click', outside);
    button('outside').click();
    expect(outside).toHaveBeenCalledTimes(1);
    button('off').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(button('off')).not.toHaveAttribute('aria-busy');
    expect(hydrate(['off'])).toEqual([]);
    expect(outside).toHaveBeenCalledTimes(1);
  });

  it('drops taps on buttons the app has replaced (a page drawn afresh)', () => {
    const { button } = prerendered();
    earlyTaps();
    button('first').click();
    document.getElementById('root')!.replaceChildren();
    const drawn = document.createElement('button');
    drawn.id = 'first';
    document.getElementById('root')!.append(drawn);
    expect(hydrate(['first'])).toEqual([]);
  });

  it('does nothing when the page is interactive before the script runs', () => {
    const { button } = prerendered();
    const answered = hydrate(['first']);
    earlyTaps();
    button('first').click();
    expect(answered).toEqual(['first']);
    expect(button('first')).not.toHaveAttribute('aria-busy');
  });
});
