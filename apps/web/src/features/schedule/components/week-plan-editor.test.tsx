import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import scheduleTexts from '../../../locales/de/schedule.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { WeekPlanEditor } from './week-plan-editor.tsx';

const addMonday = () => userEvent.click(screen.getByRole('button', { name: 'Zeit am Montag hinzufügen' }));
const save = () => userEvent.click(screen.getByRole('button', { name: scheduleTexts.save }));

describe('WeekPlanEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses overlapping times with one message and starts at the first of them', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithData(<WeekPlanEditor plan={null} onClose={() => {}} />, { texts: { schedule: scheduleTexts } });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Vormittag');
    await addMonday();
    await addMonday();
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(scheduleTexts.errors.rangesOverlap);
    await vi.waitFor(() => expect(screen.getAllByRole('combobox', { name: scheduleTexts.weekPlans.from })[0]).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after the opening-hours warning, saves the same plan confirmed', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return bodies.length === 1
          ? jsonResponse(409, { error: { code: 'OUTSIDE_OPENING_HOURS', message: 'outside' } })
          : jsonResponse(201, { id: 4, name: 'Vormittag', ranges: [] });
      }),
    );
    const onClose = vi.fn();
    renderWithData(<WeekPlanEditor plan={null} onClose={onClose} />, { texts: { schedule: scheduleTexts } });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Vormittag');
    await addMonday();
    await save();
    await userEvent.click(await screen.findByRole('button', { name: scheduleTexts.weekPlans.saveAnyway }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const range = { weekday: 1, from: '09:00', to: '12:00' };
    expect(bodies).toEqual([
      { name: 'Vormittag', ranges: [range], confirmOutsideHours: false },
      { name: 'Vormittag', ranges: [range], confirmOutsideHours: true },
    ]);
  });
});
