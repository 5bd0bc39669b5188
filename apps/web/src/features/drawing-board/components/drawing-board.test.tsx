import { COLOUR_HEX, type Stroke } from '@praxis/domain';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import drawingTexts from '../../../locales/de/drawing.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { DrawingBoardScreen } from './drawing-board.tsx';

interface Call {
  method: string;
  url: string;
  body: { strokes: Stroke[] } | null;
}

/** A fake API: an empty drawing for booking 7, no history, and PUTs answered with what they sent. */
function stubApi(failingPuts = 0) {
  const calls: Call[] = [];
  let failures = failingPuts;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Call['body']) : null;
      calls.push({ method, url, body });
      if (url.endsWith('/record-history')) return jsonResponse(200, { entries: [] });
      if (method === 'PUT' && failures > 0) {
        failures -= 1;
        return jsonResponse(500, { error: { code: 'INTERNAL_ERROR', message: 'Internal error' } });
      }
      if (method === 'PUT') {
        const view = url.split('/').at(-1);
        return jsonResponse(200, {
          bookingId: 7,
          views: body?.strokes.length ? [{ view, strokes: body.strokes, updatedAt: '2026-11-26T10:00:00Z', updatedBy: 'T' }] : [],
        });
      }
      if (url.endsWith('/drawings')) return jsonResponse(200, { bookingId: 7, views: [] });
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
  return calls;
}

const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT');

/** Draws with the mouse through pointer events at client points (jsdom has no layout: client = drawing units). */
function draw(canvas: Element, points: Array<[number, number]>) {
  const [first, ...rest] = points;
  const init = { pointerId: 1, pointerType: 'mouse', button: 0, pressure: 0.5 };
  fireEvent.pointerDown(canvas, { ...init, clientX: first![0], clientY: first![1] });
  for (const [x, y] of rest) fireEvent.pointerMove(canvas, { ...init, clientX: x, clientY: y });
  const last = points.at(-1)!;
  fireEvent.pointerUp(canvas, { ...init, clientX: last[0], clientY: last[1] });
}

const redPaths = (canvas: Element) => canvas.querySelectorAll(`path[fill="${COLOUR_HEX.red}"]`).length;

describe('DrawingBoard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves a drawn stroke of the front view and saves its removal after undo', async () => {
    const calls = stubApi();
    renderWithData(<DrawingBoardScreen bookingId={7} readOnly={false} />, { texts: { drawing: drawingTexts } });
    const canvas = await screen.findByRole('img', { name: 'Zeichenfläche: Vorderseite' });

    draw(canvas, [
      [100, 200],
      [120, 230],
      [150, 270],
    ]);
    expect(redPaths(canvas)).toBe(1);
    await vi.waitFor(() => expect(puts(calls)).toHaveLength(1), { timeout: 5000 });
    const [save] = puts(calls);
    expect(save!.url).toBe('/api/staff/bookings/7/drawings/front');
    expect(save!.body).toEqual({
      strokes: [
        {
          pen: 'm',
          colour: 'red',
          points: [
            [100, 200, 0.5],
            [120, 230, 0.5],
            [150, 270, 0.5],
          ],
        },
      ],
    });
    await vi.waitFor(() => expect(screen.getByText(drawingTexts.status.saved)).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: drawingTexts.toolbar.undo }));
    expect(redPaths(canvas)).toBe(0);
    await vi.waitFor(() => expect(puts(calls)).toHaveLength(2), { timeout: 5000 });
    expect(puts(calls)[1]).toMatchObject({ url: '/api/staff/bookings/7/drawings/front', body: { strokes: [] } });

    await userEvent.click(screen.getByRole('button', { name: drawingTexts.toolbar.redo }));
    expect(redPaths(canvas)).toBe(1);
  }, 20_000);

  it('selects a stroke with the select tool and deletes it with the Delete key', async () => {
    const calls = stubApi();
    renderWithData(<DrawingBoardScreen bookingId={7} readOnly={false} />, { texts: { drawing: drawingTexts } });
    const canvas = await screen.findByRole('img', { name: 'Zeichenfläche: Vorderseite' });
    draw(canvas, [
      [100, 100],
      [200, 100],
    ]);
    await userEvent.click(screen.getByRole('radio', { name: /Auswählen/ }));
    draw(canvas, [[150, 104]]);
    expect(await screen.findByText(drawingTexts.selectedHint)).toBeInTheDocument();
    await userEvent.keyboard('{Delete}');
    expect(redPaths(canvas)).toBe(0);
    await vi.waitFor(() => expect(puts(calls).at(-1)?.body).toEqual({ strokes: [] }), { timeout: 5000 });
  }, 20_000);

  it('keeps a stroke whose save failed and saves it on the next attempt', async () => {
    const calls = stubApi(1);
    renderWithData(<DrawingBoardScreen bookingId={7} readOnly={false} />, { texts: { drawing: drawingTexts } });
    const canvas = await screen.findByRole('img', { name: 'Zeichenfläche: Vorderseite' });
    draw(canvas, [
      [300, 300],
      [320, 330],
    ]);
    expect(await screen.findByText(drawingTexts.status.failed, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(redPaths(canvas)).toBe(1);
    await vi.waitFor(() => expect(screen.getByText(drawingTexts.status.saved)).toBeInTheDocument(), { timeout: 5000 });
    expect(puts(calls)).toHaveLength(2);
    expect(puts(calls)[1]!.body!.strokes).toHaveLength(1);
  }, 20_000);
});
