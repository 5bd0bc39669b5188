import { therapiesForRegions } from '@praxis/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BookingPicker } from './booking-picker.tsx';
import { arrangements, imageOf, renderPicker, therapies, therapyText } from './test-fixtures.tsx';

const renderBookingPicker = () => renderPicker(<BookingPicker therapies={therapies} arrangements={arrangements} therapyText={therapyText} imageOf={imageOf} />);
const card = (name: string) => screen.getByRole('button', { name });

describe('BookingPicker', () => {
  it('highlights the therapies that help with the neck', async () => {
    renderBookingPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Nacken' }));
    expect(screen.getByRole('button', { name: 'Nacken' })).toHaveAttribute('aria-pressed', 'true');
    const helping = new Set(therapiesForRegions(['neck']));
    expect(helping.size).toBeGreaterThan(0);
    for (const therapy of therapies) {
      const button = card(therapy.labelKey);
      if (helping.has(therapy.id)) expect(button).toHaveAccessibleDescription(`Hilft bei: Nacken Kurztext ${therapy.id}`);
      else expect(button).toHaveAccessibleDescription(`Kurztext ${therapy.id}`);
    }
    expect(screen.getByText(`${helping.size} Therapien helfen hier – sie sind im Rad markiert.`)).toBeInTheDocument();
  });

  it('turns the wheel to the best therapy for the chosen region and lets the chip clear it', async () => {
    renderBookingPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Füsse' }));
    expect(screen.getByText('foot_reflexology – 4 von 13')).toBeInTheDocument();
    expect(card('foot_reflexology')).toHaveAttribute('tabindex', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Füsse entfernen' }));
    expect(screen.getByRole('button', { name: 'Füsse' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Noch keine Stelle gewählt.')).toBeInTheDocument();
  });

  it('leads from a therapy and a duration to the calendar', async () => {
    renderBookingPicker();
    expect(screen.queryByRole('link', { name: 'Termin wählen' })).not.toBeInTheDocument();
    await userEvent.click(card('foot_reflexology'));
    expect(card('foot_reflexology')).toHaveAttribute('aria-pressed', 'true');
    // Foot reflexology comes in 25 and 55 minutes; 55 is preselected.
    const durations = screen.getByRole('radiogroup', { name: 'Dauer für foot_reflexology' });
    expect(
      within(durations)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['25 Min.', '55 Min.']);
    expect(screen.getByRole('radio', { name: '55 Min.' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Termin wählen' })).toHaveAttribute('href', '/book?therapyid=4&arrangementid=2');
    await userEvent.click(screen.getByRole('radio', { name: '25 Min.' }));
    expect(screen.getByRole('radio', { name: '25 Min.' })).toHaveAccessibleDescription(/^Termindauer: 30 Min\. CHF\s75\.00$/);
    expect(screen.getByRole('link', { name: 'Termin wählen' })).toHaveAttribute('href', '/book?therapyid=4&arrangementid=1');
    expect(screen.getByRole('link', { name: 'Mehr über diese Therapie' })).toHaveAttribute('href', '/therapy?therapyid=4');
  });
});
