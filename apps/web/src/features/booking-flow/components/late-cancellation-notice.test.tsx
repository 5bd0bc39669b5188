import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBooking } from '../booking-test-utils.tsx';
import { FreeCancellationHours } from './late-cancellation-notice.tsx';
import { SelectedSlotPanel } from './selected-slot-panel.tsx';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** The panel as /book shows it, with the practice's window given by the page (null for staff). */
const panel = (slot: string, hours: number | null) =>
  renderBooking(
    <FreeCancellationHours value={hours}>
      <SelectedSlotPanel
        slot={slot}
        therapyName="Klassische Massage"
        arrangement={{ durationMinutes: 55, priceRappen: 14000 }}
        comment=""
        onCommentChange={() => {}}
        birthday={null}
      >
        <button type="button">Jetzt buchen</button>
      </SelectedSlotPanel>
    </FreeCancellationHours>,
  );

describe('LateCancellationNotice in the selected-slot panel', () => {
  it('says before the book button that a slot within the window cannot be cancelled free of charge', () => {
    panel(inHours(5), 24);
    const notice = screen.getByTestId('late-cancellation-notice');
    expect(within(notice).getByText('Keine kostenlose Stornierung')).toBeInTheDocument();
    expect(notice).toHaveTextContent('beginnt in weniger als 24 Stunden');
    expect(notice).toHaveTextContent('der volle Preis verrechnet');
    // Read before the button: it comes first in the document.
    const button = screen.getByRole('button', { name: 'Jetzt buchen' });
    expect(notice.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('follows the practice’s window: 48 hours make a slot in 30 hours late', () => {
    panel(inHours(30), 48);
    expect(screen.getByTestId('late-cancellation-notice')).toHaveTextContent('weniger als 48 Stunden');
  });

  it('says nothing for a slot outside the window, nor to staff booking for a customer', () => {
    panel(inHours(25), 24);
    expect(screen.queryByTestId('late-cancellation-notice')).not.toBeInTheDocument();
    panel(inHours(2), null);
    expect(screen.queryByTestId('late-cancellation-notice')).not.toBeInTheDocument();
  });
});
