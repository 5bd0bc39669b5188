import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPicker, therapies } from './test-fixtures.tsx';
import { TherapyWheel } from './therapy-wheel.tsx';
import type { WheelItem } from './wheel-card.tsx';

// The first has a picture; the others have none (a therapy the practice added without one).
const items: WheelItem[] = therapies
  .slice(0, 5)
  .map((t, i) => ({ id: t.id, name: t.labelKey, short: 'Kurztext', image: i === 0 ? '/classic.webp' : '', helpsWith: null }));

function Wheel() {
  const [current, setCurrent] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  return <TherapyWheel items={items} current={current} onCurrentChange={setCurrent} selectedId={selected} onSelect={setSelected} />;
}

const ring = () => screen.getByTestId('therapy-wheel').querySelector('[data-motion]');
const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('TherapyWheel', () => {
  it('shows a picture where a therapy has one and keeps its place empty where it has none, without an empty src', () => {
    renderPicker(<Wheel />);
    const wheel = screen.getByTestId('therapy-wheel');
    expect(screen.getByRole('button', { name: 'classic_massage' }).querySelector('img')).toHaveAttribute('src', '/classic.webp');
    expect(screen.getByRole('button', { name: 'sports_massage' }).querySelector('img')).toBeNull();
    expect(wheel.querySelectorAll('img:not([src]), img[src=""]')).toHaveLength(0);
  });

  it('names each card by the name it shows, with no other text in the button, and describes it by its short text (WCAG 2.5.3)', async () => {
    renderPicker(<Wheel />);
    const card = screen.getByRole('button', { name: 'classic_massage' });
    expect(card).not.toHaveAttribute('aria-label');
    expect(card).toHaveTextContent(/^classic_massage$/);
    expect(card).toHaveAccessibleDescription('Kurztext');
    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves the current therapy with the arrow keys, Home and End, and chooses with Enter', async () => {
    renderPicker(<Wheel />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'classic_massage' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'sports_massage' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'sports_massage' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('sports_massage – 2 von 5')).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(screen.getByText('headache_therapy – 5 von 5')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('classic_massage – 1 von 5')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(screen.getByRole('button', { name: 'headache_therapy' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns with the previous and next buttons', async () => {
    renderPicker(<Wheel />);
    await userEvent.click(screen.getByRole('button', { name: 'Vorherige Therapie' }));
    expect(screen.getByText('headache_therapy – 5 von 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Therapie' }));
    expect(screen.getByText('classic_massage – 1 von 5')).toBeInTheDocument();
  });

  it('animates the ring only when motion is welcome', () => {
    renderPicker(<Wheel />);
    expect(ring()).toHaveAttribute('data-motion', 'full');
  });

  it('turns without animation when the visitor prefers reduced motion', () => {
    window.matchMedia = (query: string) => ({ ...originalMatchMedia(query), matches: query.includes('prefers-reduced-motion') });
    renderPicker(<Wheel />);
    expect(ring()).toHaveAttribute('data-motion', 'reduced');
  });

  it('breaks a long name at a syllable (hyphens by the page language), mid-word only as a last resort', () => {
    // jsdom lays nothing out: the card's style sheet is what can be checked.
    const css = readFileSync(join(__dirname, 'therapy-wheel.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const block = /\.name\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const rules = Object.fromEntries(
      block
        .split(';')
        .map((declaration) => declaration.split(':').map((part) => part.trim()))
        .filter(([property]) => property),
    );
    expect(rules).toMatchObject({ hyphens: 'auto', 'overflow-wrap': 'break-word' });
    expect(rules).not.toHaveProperty('word-break');
  });

  it('says so when no therapy is offered', () => {
    renderPicker(<TherapyWheel items={[]} current={0} onCurrentChange={() => {}} selectedId={null} onSelect={() => {}} />);
    expect(screen.getByText('Zurzeit sind keine Therapien online buchbar.')).toBeInTheDocument();
  });
});
