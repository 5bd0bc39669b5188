import { addDays, practiceDate, zonedDay } from '@praxis/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBooking } from '../booking-test-utils.tsx';
import { SelectedSlotPanel } from './selected-slot-panel.tsx';

// A slot 20 days ahead at 10:00 in Zurich; birthdays are placed relative to it (1984 is a leap year).
const slotDate = addDays(practiceDate(new Date()), 20);
const slot = zonedDay(slotDate).iso(10 * 60);
const birthdayBefore = (days: number) => `1984${addDays(slotDate, -days).slice(4)}`;

const panel = (birthday: string | null) =>
  renderBooking(
    <SelectedSlotPanel
      slot={slot}
      therapyName="Klassische Massage"
      arrangement={{ durationMinutes: 55, priceRappen: 14000 }}
      comment=""
      onCommentChange={() => {}}
      birthday={birthday}
    >
      <button type="button">Jetzt buchen</button>
    </SelectedSlotPanel>,
  );

describe('SelectedSlotPanel', () => {
  it('shows the chosen date, time, therapy, duration and price', () => {
    panel(null);
    const selected = screen.getByTestId('selected-slot');
    expect(selected).toHaveTextContent('10:00–10:55');
    expect(selected).toHaveTextContent('Klassische Massage');
    expect(selected).toHaveTextContent('55 Min.');
    expect(selected).toHaveTextContent(/CHF\s*140\.00/);
    expect(screen.getByRole('textbox', { name: 'Bemerkung (freiwillig)' })).toHaveAttribute('maxlength', '1000');
    expect(screen.queryByTestId('birthday-hint')).not.toBeInTheDocument();
  });

  it('wishes a happy birthday when the birthday falls within the 7 days before the appointment', () => {
    panel(birthdayBefore(2));
    expect(screen.getByTestId('birthday-hint')).toHaveTextContent('Alles Gute zum Geburtstag!');
    expect(screen.getByTestId('birthday-hint')).toHaveTextContent('steht kurz bevor');
  });

  it('says nothing about a birthday more than 7 days before the appointment', () => {
    panel(birthdayBefore(8));
    expect(screen.queryByTestId('birthday-hint')).not.toBeInTheDocument();
  });

  it('asks for a slot while none is chosen', () => {
    renderBooking(
      <SelectedSlotPanel
        slot={null}
        therapyName="x"
        arrangement={{ durationMinutes: 25, priceRappen: 7500 }}
        comment=""
        onCommentChange={() => {}}
        birthday={null}
      >
        {null}
      </SelectedSlotPanel>,
    );
    expect(screen.queryByTestId('selected-slot')).not.toBeInTheDocument();
    expect(screen.getByText('Wählen Sie im Kalender einen freien Termin.')).toBeInTheDocument();
  });
});
