import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderBooking } from '../booking-test-utils.tsx';
import { GuestReserveForm } from './guest-reserve-form.tsx';

const now = Date.parse('2026-11-27T08:10:00+01:00');
const form = (slot: string, onLogin = vi.fn(), onReserve = vi.fn()) =>
  renderBooking(<GuestReserveForm slot={slot} now={now} pending={false} onLogin={onLogin} onReserve={onReserve} />);

describe('GuestReserveForm', () => {
  it('offers a slot starting in under 2 hours by login only, before anything is typed', async () => {
    const onLogin = vi.fn();
    form('2026-11-27T09:30:00+01:00', onLogin);
    expect(screen.getByTestId('guest-too-late')).toHaveTextContent('weniger als 2 Stunden');
    expect(screen.queryByRole('textbox', { name: /E-Mail/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reservieren' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('reserves a slot 2 hours away and more with an e-mail address', async () => {
    const onReserve = vi.fn();
    form('2026-11-27T10:30:00+01:00', vi.fn(), onReserve);
    expect(screen.queryByTestId('guest-too-late')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /E-Mail/ }), 'gast@example.com');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Reservieren' }));
    expect(onReserve).toHaveBeenCalledWith('gast@example.com', expect.any(Number));
  });
});
