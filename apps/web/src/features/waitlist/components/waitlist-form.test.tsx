import { CURRENT_TERMS_VERSION } from '@praxis/domain';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { requestFixture, texts } from '../test-fixtures.ts';
import { WaitlistForm, type WaitlistWho } from './waitlist-form.tsx';

const therapy = { id: 1, name: 'Klassische Massage' };
const arrangement = { id: 2, durationMinutes: 55 };

function renderForm(who: WaitlistWho, therapist: { id: number; name: string } | null = null) {
  return renderWithData(<WaitlistForm therapy={therapy} arrangement={arrangement} therapist={therapist} who={who} today="2026-11-27" onClose={vi.fn()} />, {
    texts,
  });
}

/** Answers the POST with `answer` and records its body. */
function stubPost(answer: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer);
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, body: () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown> };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Auf die Warteliste setzen' }));

describe('WaitlistForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a guest’s e-mail, language, accepted terms and the chosen window, then says where the offers go', async () => {
    const { fetchMock, body } = stubPost(jsonResponse(201, requestFixture));
    renderForm({ kind: 'guest' }, { id: 3, name: 'Lea Brunner' });
    expect(screen.getByTestId('waitlist-therapist')).toHaveTextContent('Lea Brunner');
    fireEvent.input(screen.getByLabelText(/^Bis/), { target: { value: '2026-12-10' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Freitag' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Samstag' }));
    await userEvent.selectOptions(screen.getByLabelText('Frühester Beginn'), '09:30');
    await userEvent.type(screen.getByRole('textbox', { name: /E-Mail/ }), 'gast@example.com');
    await userEvent.click(screen.getByTestId('waitlist-terms'));
    await submit();

    expect(await screen.findByTestId('waitlist-success')).toHaveTextContent('Wir schreiben Ihnen an gast@example.com, sobald ein passender Termin frei wird.');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/waitlist');
    expect(body()).toEqual({
      therapyId: 1,
      arrangementId: 2,
      therapistId: 3,
      fromDate: '2026-11-27',
      toDate: '2026-12-10',
      weekdays: [1, 2, 3, 4, 6],
      fromTime: '09:30',
      toTime: '18:00',
      email: 'gast@example.com',
      language: 'de',
      termsVersion: CURRENT_TERMS_VERSION,
    });
  });

  it('sends neither e-mail nor terms for a logged-in customer who accepted them, and any therapist', async () => {
    const { body } = stubPost(jsonResponse(201, requestFixture));
    renderForm({ kind: 'customer', email: 'anna@example.com', termsAccepted: true });
    expect(screen.queryByRole('textbox', { name: /E-Mail/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('waitlist-terms')).not.toBeInTheDocument();
    expect(screen.getByTestId('waitlist-therapist')).toHaveTextContent('Keine Präferenz');
    await submit();
    expect(await screen.findByTestId('waitlist-success')).toHaveTextContent('anna@example.com');
    expect(body()).toEqual({
      therapyId: 1,
      arrangementId: 2,
      fromDate: '2026-11-27',
      toDate: '2026-12-10',
      weekdays: [1, 2, 3, 4, 5],
      fromTime: '08:00',
      toTime: '18:00',
    });
  });

  it('asks a customer who has not accepted the current terms for them, and sends their version', async () => {
    const { fetchMock, body } = stubPost(jsonResponse(201, requestFixture));
    renderForm({ kind: 'customer', email: 'anna@example.com', termsAccepted: false });
    await submit();
    expect(await screen.findByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('waitlist-terms')).toHaveFocus();
    await userEvent.click(screen.getByTestId('waitlist-terms'));
    await submit();
    await screen.findByTestId('waitlist-success');
    expect(body()).toMatchObject({ termsVersion: CURRENT_TERMS_VERSION });
    expect(body()).not.toHaveProperty('email');
  });

  it('shows an empty time window at its field, focused, without sending', async () => {
    const { fetchMock } = stubPost(jsonResponse(201, requestFixture));
    renderForm({ kind: 'customer', email: 'anna@example.com', termsAccepted: true });
    await userEvent.selectOptions(screen.getByLabelText('Spätestes Ende'), '08:00');
    await submit();
    expect(await screen.findByText('Das Ende muss nach dem Beginn liegen.')).toBeInTheDocument();
    expect(screen.getByLabelText('Spätestes Ende')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s validation message at its field', async () => {
    stubPost(jsonResponse(400, { error: { code: 'VALIDATION_ERROR', message: 'invalid', details: [{ path: '/toDate', message: 'waitlistTooLong' }] } }));
    renderForm({ kind: 'customer', email: 'anna@example.com', termsAccepted: true });
    await submit();
    expect(await screen.findByText('Der Zeitraum darf höchstens 30 Tage umfassen.')).toBeInTheDocument();
  });

  it('explains the limit of three waiting requests, focused', async () => {
    stubPost(jsonResponse(409, { error: { code: 'WAITLIST_LIMIT', message: 'limit' } }));
    renderForm({ kind: 'customer', email: 'anna@example.com', termsAccepted: true });
    await submit();
    const alert = await screen.findByTestId('waitlist-error');
    expect(alert).toHaveTextContent('Sie stehen bereits dreimal auf der Warteliste.');
    expect(alert).toHaveFocus();
    expect(screen.queryByTestId('waitlist-success')).not.toBeInTheDocument();
  });
});
