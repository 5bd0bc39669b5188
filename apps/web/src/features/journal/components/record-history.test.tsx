import type { RecordHistoryEntry } from '@praxis/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/de/common.json';
import texts from '../../../locales/de/journal.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { RecordHistory } from './record-history.tsx';

const entry = (bookingId: number, start: string): RecordHistoryEntry => ({
  bookingId,
  start,
  therapyLabelKey: 'classic_massage',
  therapistName: 'Lea Brunner',
  journal: {
    bookingId,
    version: 1,
    history: 'Verspannungen im Nacken',
    treatment: 'Rücken und Nacken',
    notes: '',
    diagnosis: '',
    updatedAt: start,
    updatedBy: 'Lea Brunner',
  },
  drawingViews: [],
});

describe('RecordHistory', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each earlier journal by its date, so a customer with many treatments has regions a screen reader tells apart', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { entries: [entry(11, '2026-11-06T17:00:00Z'), entry(12, '2026-09-28T16:30:00Z')] })),
    );
    renderWithData(<RecordHistory bookingId={7} canDraw={false} />, { texts: { journal: texts, common } });
    const november = await screen.findByRole('region', { name: /^06\.11\.2026/ });
    const september = screen.getByRole('region', { name: /^28\.09\.2026/ });
    expect(november).toHaveTextContent('Verspannungen im Nacken');
    expect(september).not.toBe(november);
    // The list itself, and one region a journal: no region without a name.
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'journal-history',
      'record-history-11',
      'record-history-12',
    ]);
  });
});
