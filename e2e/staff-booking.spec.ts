import { expect, loginWithPassword, rejectCookies, test } from './fixtures.ts';
import { text } from './locale.ts';
import { ADMIN } from './playwright.config.ts';

const k = (key: string) => text('de', 'booking', key);

test('a therapist books for a customer from the same calendar without notifying them', async ({ page, consoleErrors }) => {
  await page.goto('/book?therapyid=1&arrangementid=1');
  await rejectCookies(page);
  await loginWithPassword(page, ADMIN.email, ADMIN.password);
  await expect(page.getByTestId('staff-menu-button')).toBeVisible();

  // A later page of weeks than the guest journey uses, so the two never want the same slot.
  const calendar = page.getByTestId('booking-calendar');
  await page.getByRole('button', { name: k('calendar.later') }).click();
  const slot = calendar.locator('button[data-state="free"]').first();
  await slot.click();
  const selected = page.getByTestId('selected-slot');
  const picker = selected.getByRole('combobox', { name: k('staff.customer') });
  await picker.fill('Meier');
  // Chosen with the keyboard: a click may land on the field below while the list settles.
  await expect(page.getByRole('option', { name: /Meier Anna/ })).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(1);
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveValue(/Meier Anna/);
  await selected.getByRole('switch', { name: k('staff.notify') }).uncheck();
  await selected.getByRole('button', { name: k('staff.book') }).click();

  const result = page.getByTestId('booking-result');
  await expect(result).toHaveAttribute('data-status', 'confirmed');
  await expect(result).toContainText(k('result.confirmed.notNotified'));
  await result.getByRole('link', { name: k('result.showBooking') }).click();
  await expect(page.getByTestId('booking-card')).toHaveAttribute('data-status', 'upcoming');
  expect(consoleErrors).toEqual([]);
});
