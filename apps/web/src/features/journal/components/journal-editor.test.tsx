import type { Journal } from '@praxis/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/de/common.json';
import texts from '../../../locales/de/journal.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { readDraft } from '../journal-draft.ts';
import { JournalEditor } from './journal-editor.tsx';

const bundles = { texts: { journal: texts, common } };
const empty: Journal = { bookingId: 7, version: 0, history: '', treatment: '', notes: '', diagnosis: '', updatedAt: null, updatedBy: null };
const saved = (version: number, change: Partial<Journal>): Journal => ({
  ...empty,
  ...change,
  version,
  updatedAt: '2027-01-04T10:00:00Z',
  updatedBy: 'Lea Brunner',
});

interface Call {
  method: string;
  body: Record<string, unknown>;
}

function stubSaves(answers: Array<(body: Record<string, unknown>) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ method: init?.method ?? 'GET', body });
      const answer = answers.shift();
      if (!answer) throw new Error('no more answers');
      return answer(body);
    }),
  );
  return calls;
}

const field = (name: keyof typeof texts.fields) => screen.getByRole('textbox', { name: new RegExp(`^${texts.fields[name]}`) });

describe('JournalEditor', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('saves after a pause in typing, with the version it was written on', async () => {
    const calls = stubSaves([(body) => jsonResponse(200, saved(1, body))]);
    renderWithData(<JournalEditor bookingId={7} journal={empty} readOnly={false} />, bundles);
    expect(screen.getByRole('status')).toHaveTextContent(texts.state.saved);
    fireEvent.input(field('diagnosis'), { target: { value: 'Verspannung Trapezius' } });
    expect(screen.getByRole('status')).toHaveTextContent(texts.state.dirty);
    expect(readDraft(7)?.texts.diagnosis).toBe('Verspannung Trapezius');
    await vi.advanceTimersByTimeAsync(1100);
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(texts.state.saved));
    expect(calls).toEqual([{ method: 'PUT', body: { history: '', treatment: '', notes: '', diagnosis: 'Verspannung Trapezius', version: 0 } }]);
    expect(readDraft(7)).toBeNull();
  });

  it('keeps the text and the draft when a save fails, and saves it on the retry', async () => {
    const calls = stubSaves([
      () => jsonResponse(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }),
      (body) => jsonResponse(200, saved(1, body)),
    ]);
    renderWithData(<JournalEditor bookingId={7} journal={empty} readOnly={false} />, bundles);
    fireEvent.input(field('treatment'), { target: { value: 'Nacken' } });
    await vi.advanceTimersByTimeAsync(1100);
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(texts.state.failed));
    expect(field('treatment')).toHaveValue('Nacken');
    expect(readDraft(7)?.texts.treatment).toBe('Nacken');
    await vi.advanceTimersByTimeAsync(1100);
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(texts.state.saved));
    expect(calls).toHaveLength(2);
    expect(readDraft(7)).toBeNull();
  });

  it('starts from a draft a failed save left behind and saves it', async () => {
    localStorage.setItem(
      'praxis.journal-draft.7',
      JSON.stringify({ version: 0, texts: { history: 'aus dem Entwurf', treatment: '', notes: '', diagnosis: '' } }),
    );
    const calls = stubSaves([(body) => jsonResponse(200, saved(1, body))]);
    renderWithData(<JournalEditor bookingId={7} journal={empty} readOnly={false} />, bundles);
    expect(field('history')).toHaveValue('aus dem Entwurf');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body.history).toBe('aus dem Entwurf');
  });

  it("shows the other text on a conflict and saves one's own over it when chosen", async () => {
    const theirs = saved(2, { notes: 'Mia: Termin in 2 Wochen' });
    const calls = stubSaves([
      () => jsonResponse(409, { error: { code: 'VERSION_CONFLICT', message: 'conflict', details: { yours: {}, theirs } } }),
      (body) => jsonResponse(200, saved(3, body)),
    ]);
    renderWithData(<JournalEditor bookingId={7} journal={saved(1, {})} readOnly={false} />, bundles);
    fireEvent.input(field('notes'), { target: { value: 'Lea: anders' } });
    await vi.advanceTimersByTimeAsync(1100);
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(texts.state.conflict));
    expect(screen.getByText('Mia: Termin in 2 Wochen')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: texts.keepMine }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(texts.state.saved));
    expect(calls[1]!.body).toMatchObject({ notes: 'Lea: anders', version: 2 });
  });
});
