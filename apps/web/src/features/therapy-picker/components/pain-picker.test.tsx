import type { PainRegion } from '@praxis/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PainPicker } from './pain-picker.tsx';
import { renderPicker } from './test-fixtures.tsx';

function Picker() {
  const [regions, setRegions] = useState<PainRegion[]>([]);
  return <PainPicker value={regions} onChange={setRegions} matchCount={regions.length} />;
}

describe('PainPicker', () => {
  it('toggles regions with Enter and Space and lists them as chips in body order', async () => {
    renderPicker(<Picker />);
    const head = screen.getByRole('button', { name: 'Kopf' });
    head.focus();
    await userEvent.keyboard('{Enter}');
    expect(head).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Beine' }));
    await userEvent.keyboard(' ');
    expect(head).toHaveAttribute('aria-pressed', 'true');
    head.focus();
    await userEvent.keyboard(' ');
    expect(head).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers back and lower back on the back view only', async () => {
    renderPicker(<Picker />);
    expect(screen.queryByRole('button', { name: 'Unterer Rücken' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Rückseite'));
    await userEvent.click(screen.getByRole('button', { name: 'Unterer Rücken' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nacken' }));
    const chips = screen.getAllByRole('button', { name: /entfernen$/ }).map((b) => b.getAttribute('aria-label'));
    expect(chips).toEqual(['Nacken entfernen', 'Unterer Rücken entfernen']);
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl aufheben' }));
    expect(screen.getByText('Noch keine Stelle gewählt.')).toBeInTheDocument();
  });
});
