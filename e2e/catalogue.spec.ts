import { expect, loginAsPlanner, test } from './fixtures.ts';
import { text } from './locale.ts';

// NOTE: this journey changes the catalogue every other journey reads, so the config runs it after them.

test('a planner renames a therapy for the site and changes a price, which the price list shows', async ({ page, baseURL }) => {
  const c = (key: string) => text('de', 'catalogue', key);
  await loginAsPlanner(page, baseURL!);
  await page.goto('/operationPlan?tab=catalogue');
  const row = page
    .getByTestId('catalogue-therapies')
    .getByRole('row')
    .filter({ hasText: text('de', 'therapies', 'items.cupping.name') });
  await row.getByRole('button', { name: c('edit') }).click();
  const form = page.getByTestId('therapy-edit-form');
  await form.getByLabel(c('fields.name')).fill('Schröpfmassage');
  await form.getByLabel(c('fields.tariff590Code')).fill('12a');
  await form.getByRole('button', { name: c('save') }).click();
  await expect(form.getByRole('alert')).toHaveText(c('errors.invalidTariffCode'));
  await form.getByLabel(c('fields.tariff590Code')).fill('1200');
  await form.getByRole('button', { name: c('save') }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('catalogue-therapies')).toContainText('Schröpfmassage');

  const priceRow = page.getByTestId('catalogue-arrangements').getByRole('row').filter({ hasText: '85 Min.' });
  await priceRow.getByRole('button', { name: c('edit') }).click();
  const priceForm = page.getByTestId('arrangement-edit-form');
  await priceForm.getByLabel(c('arrangements.price')).fill('220');
  await priceForm.getByRole('button', { name: c('save') }).click();
  await expect(priceForm).toBeHidden();
  await expect(page.getByTestId('price-history')).toContainText('220.00');

  await page.goto('/therapies');
  await expect(page.getByTestId('therapy-card').filter({ hasText: 'Schröpfmassage' })).toHaveCount(1);
  await page.goto('/pricing');
  await expect(page.getByTestId('price-table').locator('tbody tr').nth(2)).toContainText('CHF 220.00');
});
