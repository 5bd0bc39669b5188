import { readFileSync } from 'node:fs';
import { expect, loginAsPlanner, openStaffEntryAsAdmin, test } from './fixtures.ts';
import { text } from './locale.ts';

const a = (key: string) => text('de', 'account', key);
const d = (key: string) => text('de', 'db-updates', key);
const journal = (
  JSON.parse(readFileSync(new URL('../apps/server/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: Array<{ tag: string }> }
).entries.map((entry) => entry.tag);

test('the admin opens the database updates from the staff menu: the database, every migration, none pending', async ({ page, consoleErrors }) => {
  await openStaffEntryAsAdmin(page, 'dbUpdates');

  await expect(page).toHaveURL(/\/dbUpdates$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(d('title'));
  await expect(page.getByTestId('database-kind')).toContainText(/PGlite \(PostgreSQL \d+/);
  const table = page.getByRole('table', { name: d('table.label') });
  await expect(table.getByRole('row')).toHaveCount(journal.length + 1);
  await expect(table.getByRole('row').nth(1)).toContainText(journal[0]!);
  await expect(table.getByRole('row').last()).toContainText(journal.at(-1)!);
  await expect(table.getByText(d('table.changed'))).toHaveCount(0);
  await expect(page.getByTestId('pending-none')).toHaveText(d('pending.none'));
  expect(consoleErrors).toEqual([]);
});

test('a planner has no database updates entry and is sent home from /dbUpdates', async ({ page, baseURL }) => {
  await loginAsPlanner(page, baseURL!);
  await page.getByTestId('staff-menu-button').click();
  await expect(page.getByTestId('staff-menu').getByRole('menuitem', { name: a('staff.entries.operationPlan') })).toBeVisible();
  await expect(page.getByTestId('staff-menu').getByRole('menuitem', { name: a('staff.entries.dbUpdates') })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/dbUpdates');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: d('title') })).toHaveCount(0);
});
