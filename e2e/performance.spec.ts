import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { api, expect, openStaffEntryAsAdmin, test } from './fixtures.ts';
import { text } from './locale.ts';

const perf = (key: string) => text('de', 'performance', key);

type Report = {
  months: Array<{ month: string; treatments: number }>;
  totals: { treatments: number; paidRappen: number; planMinutes: number };
  therapists: Array<{ id: number; firstName: string | null; lastName: string | null }>;
};

test('the managing director reads the performance report of 13 months, one therapist’s figures and the CSV export', async ({ page, consoleErrors }) => {
  await openStaffEntryAsAdmin(page, 'performance');
  await expect(page).toHaveURL(/\/performance$/);
  await expect(page.getByRole('heading', { level: 1, name: perf('title') })).toBeVisible();

  // The last 12 months and the current one, with the demo practice's treatments already given (two of them paid).
  const all = (await api(page, 'GET', '/api/staff/performance')).json as Report;
  expect(all.months).toHaveLength(13);
  expect(all.totals.treatments).toBeGreaterThanOrEqual(5);
  expect(all.totals.paidRappen).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: perf('tableLabel') });
  await expect(table.getByRole('row')).toHaveCount(1 + 13 + 1);
  await expect(table.getByRole('row').last()).toContainText(perf('total'));
  await expect(page.getByTestId('total-treatments')).toHaveText(String(all.totals.treatments));
  await expect(page.getByRole('heading', { name: perf('charts.revenue') })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();

  // Marco (part time, none of the demo's past treatments): the address and the figures follow the choice.
  const marco = all.therapists.find((t) => t.firstName === 'Marco')!;
  const his = (await api(page, 'GET', `/api/staff/performance?therapistId=${marco.id}`)).json as Report;
  expect(his.totals.treatments).toBeLessThan(all.totals.treatments);
  expect(his.totals.planMinutes).toBeLessThan(all.totals.planMinutes);
  await page.getByRole('combobox', { name: perf('filter.label') }).selectOption({ label: `${marco.firstName} ${marco.lastName}` });
  await expect(page).toHaveURL(new RegExp(`/performance\\?therapist=${marco.id}$`));
  await expect(page.getByTestId('total-treatments')).toHaveText(String(his.totals.treatments));

  // The export link downloads the same filter as CSV: a header, 13 months and the totals.
  const link = page.getByRole('link', { name: perf('export') });
  await expect(link).toHaveAttribute('href', `/api/staff/performance.csv?lang=de&therapistId=${marco.id}`);
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^Leistung-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
  const rows: string[][] = parse(await readFile((await download.path())!), { bom: true, delimiter: ';' });
  expect(rows).toHaveLength(1 + 13 + 1);
  expect(rows[0]![0]).toBe('Monat');
  expect(rows.slice(1, 14).map((row) => row[0])).toEqual(his.months.map((m) => m.month));
  expect(rows.at(-1)!.slice(0, 2)).toEqual(['Total', String(his.totals.treatments)]);
  expect(consoleErrors).toEqual([]);
});
