import { HEALTH_QUESTIONS, type HealthForm } from '@praxis/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import healthTexts from '../../../../../../packages/domain/src/locales/de/health.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { HealthFormEditor } from './health-form-editor.tsx';

const no = { answer: 'no' as const, details: '' };
const previous = {
  id: 1,
  version: 1,
  answers: { bloodPressure: 'normal', generalRemarks: '', ...Object.fromEntries(HEALTH_QUESTIONS.map((q) => [q, no])) },
  signature: { kind: 'typed', name: 'Anna Muster' },
  signedAt: '2026-01-05T10:00:00Z',
} as HealthForm;

const render = (form: HealthForm | null, onSigned = vi.fn()) =>
  renderWithData(<HealthFormEditor previous={form} onSigned={onSigned} />, { texts: { health: healthTexts } });
const submit = () => userEvent.click(screen.getByRole('button', { name: healthTexts.submit }));

describe('HealthFormEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks every unanswered question and the missing signature, and starts at the first', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(null);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(healthTexts.invalid);
    expect(screen.getByLabelText(healthTexts.signatureName)).toHaveAccessibleDescription(healthTexts.errors.signatureRequired);
    expect(screen.getByText(healthTexts.errors.confirmRequired)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: healthTexts.bloodPressure.normal })).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's objection at the signature", async () => {
    const details = [{ path: '/signature/name', message: 'invalidCharacters' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, { error: { code: 'VALIDATION_ERROR', message: 'The request is not valid.', details } })),
    );
    const onSigned = vi.fn();
    render(previous, onSigned);
    await userEvent.type(screen.getByLabelText(healthTexts.signatureName), 'Anna Muster');
    await userEvent.click(screen.getByLabelText(healthTexts.confirm));
    await submit();
    const name = screen.getByLabelText(healthTexts.signatureName);
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription(healthTexts.errors.invalidCharacters));
    await vi.waitFor(() => expect(name).toHaveFocus());
    expect(onSigned).not.toHaveBeenCalled();
  });
});
