import { expect, loginAsPlanner, test } from './fixtures.ts';
import { text } from './locale.ts';

const s = (key: string) => text('de', 'schedule', key);

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });

test('a planner builds week plans and a therapist plan', async ({ page, baseURL, consoleErrors }) => {
  await loginAsPlanner(page, baseURL!);
  await page.getByTestId('staff-menu-button').click();
  await page.getByRole('menuitem', { name: text('de', 'account', 'staff.entries.operationPlan') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s('operation.title'));
  await expect(page.getByTestId('operation-plan')).toContainText('Lea Brunner');
  await page.getByRole('tab', { name: s('operation.tabs.weekPlans') }).click();

  const name = `Vormittag ${Date.now()}`;
  await page.getByRole('button', { name: s('weekPlans.new') }).click();
  const editor = page.getByTestId('week-plan-editor');
  await editor.getByLabel(s('weekPlans.name')).fill(name);
  await editor.getByRole('button', { name: s('weekPlans.addRange').replace('{{day}}', 'Montag') }).click();
  await editor.getByRole('button', { name: s('weekPlans.addRange').replace('{{day}}', 'Montag') }).click();
  await editor.getByRole('button', { name: s('save') }).click();
  await expect(editor.getByRole('alert')).toHaveText(s('errors.rangesOverlap'));
  await editor
    .getByRole('button', { name: s('weekPlans.removeRange') })
    .last()
    .click();
  await editor
    .getByRole('combobox', { name: s('weekPlans.from') })
    .first()
    .click();
  await page.getByRole('option', { name: '07:00', exact: true }).click();
  await editor.getByRole('button', { name: s('save') }).click();
  await expect(editor.getByRole('alert')).toContainText(text('de', 'common', 'errors.OUTSIDE_OPENING_HOURS'));
  await editor.getByRole('button', { name: s('weekPlans.saveAnyway') }).click();
  await expect(editor).toBeHidden();
  const card = page.getByTestId('week-plan-card').filter({ hasText: name });
  await expect(card).toContainText('07:00–12:00');
  await expect(card).toContainText('5 h von 66 h');

  await page.getByRole('tab', { name: s('operation.tabs.therapistPlans') }).click();
  await page.getByRole('button', { name: s('therapistPlans.new') }).click();
  const form = page.getByTestId('therapist-plan-form');
  await form.getByRole('combobox', { name: s('therapistPlans.therapist') }).click();
  await page.getByRole('option', { name: 'Marco Keller' }).click();
  await form.getByLabel(s('therapistPlans.begins')).fill('2030-01-07');
  await form.getByRole('combobox', { name: s('therapistPlans.week').replace('{{letter}}', 'A') }).click();
  await page.getByRole('option', { name }).click();
  await form.getByRole('button', { name: s('save') }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('therapist-plans')).toContainText(name);
  expect(consoleErrors.filter((e) => !e.includes('409'))).toEqual([]);
});

test('a planner enters an absence over bookings, sees them, deletes and restores it', async ({ page, baseURL }) => {
  await loginAsPlanner(page, baseURL!);
  await page.goto('/absences');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s('absences.title'));
  await page.getByRole('button', { name: s('absences.new') }).click();
  const form = page.getByTestId('absence-form');
  await form.getByRole('combobox', { name: s('absences.therapist') }).click();
  await page.getByRole('option', { name: 'Lea Brunner' }).click();
  await form.getByLabel(s('absences.fromDate')).fill(isoDay(20));
  await form.getByLabel(s('absences.toDate')).fill(isoDay(1));
  await form.getByRole('button', { name: s('save') }).click();
  await expect(form.getByRole('alert')).toHaveText(s('errors.endBeforeStart'));

  await form.getByLabel(s('absences.fromDate')).fill(isoDay(0));
  await form.getByLabel(s('absences.toDate')).fill(isoDay(14));
  await form.getByLabel(s('absences.note')).fill('Weiterbildung');
  await form.getByRole('button', { name: s('save') }).click();
  const conflicts = page.getByTestId('absence-conflicts');
  await expect(conflicts).toBeVisible();
  await expect(conflicts).toContainText(/Meier|Rossi|Dubois/);
  await conflicts.getByRole('button', { name: s('close') }).click();

  const row = page.getByTestId('absence-row').filter({ hasText: 'Weiterbildung' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: s('delete') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: s('delete') })
    .click();
  await expect(row).toContainText(s('absences.cancelled'));
  await row.getByRole('button', { name: s('absences.restore') }).click();
  await expect(row).not.toContainText(s('absences.cancelled'));
  // Leave the demo therapist available for whatever runs next.
  await row.getByRole('button', { name: s('delete') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: s('delete') })
    .click();
  await expect(row).toContainText(s('absences.cancelled'));
});
