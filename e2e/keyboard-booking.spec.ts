import type { Locator, Page } from '@playwright/test';
import { CURRENT_TERMS_VERSION } from '../packages/domain/src/accounts/terms.ts';
import { api, expect, registerAndLogIn, test } from './fixtures.ts';
import { text } from './locale.ts';
import { uniqueEmail } from './mail.ts';

const b = (key: string) => text('de', 'booking', key);

/** Presses Tab until `target` has focus (at most `max` times); answers how many presses it took. */
async function tabTo(page: Page, target: Locator, max = 120): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return presses;
  }
  throw new Error(`${String(target)} not reached with ${max} Tab presses`);
}

test('a customer chooses a therapy, a duration and a slot and books with the keyboard only, in at most 5 presses from the calendar', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('keyboard');
  await registerAndLogIn(page, email);
  // Complete personal data: without them a customer cannot book (specification section 5).
  expect((await api(page, 'PUT', '/api/profile', { firstName: 'Kim', lastName: 'Tastatur', phone: '+41 79 555 77 11', language: 'de' })).status).toBe(200);
  // A returning customer: the terms, asked once per customer, are accepted already (their checkbox is tested in the guest and booking journeys).
  expect((await api(page, 'POST', '/api/profile/terms', { version: CURRENT_TERMS_VERSION })).status).toBeLessThan(300);

  await page.goto('/therapies');
  // The skip link is the page's first Tab stop and leads to the main content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: text('de', 'common', 'skipToContent') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  const therapy = page.getByTestId('therapy-card').getByRole('link', { name: text('de', 'therapies', 'items.classic_massage.name'), exact: true });
  await tabTo(page, therapy);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/therapy\?therapyid=1/);
  await tabTo(page, page.getByRole('link', { name: text('de', 'common', 'bookOnline') }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bookoptions\?therapyid=1/);

  // The duration: a radio group, one Tab stop; an arrow key moves to another duration, Space chooses it.
  const checked = page.getByTestId('duration-options').getByRole('radio', { checked: true });
  await tabTo(page, checked);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(checked).toBeFocused();
  await tabTo(page, page.getByTestId('choose-appointment'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book\?therapyid=1&arrangementid=\d/);

  // Into the calendar: one Tab stop, the first free slot.
  const calendar = page.getByTestId('booking-calendar');
  const firstCell = calendar.locator('[data-cell][tabindex="0"]');
  await expect(firstCell).toHaveCount(1);
  // Until the free times have arrived the stop is the day's chip; then it is the first free slot.
  await expect(firstCell).toHaveAttribute('data-state', 'free');
  await tabTo(page, firstCell);
  await expect(firstCell).toHaveAttribute('data-state', 'free');

  // From the first free slot to the booking, every key press counted, the booking's own Enter too:
  // Enter chooses the slot and the focus goes straight to the book button (described by the chosen
  // date and time, so a screen reader still hears which slot), Enter books. Were the focus left on the
  // panel, Tabs (past the comment) and Space on an unticked checkbox would be counted on the way.
  let presses = 0;
  const press = async (key: string) => {
    await page.keyboard.press(key);
    presses++;
    expect(presses, 'key presses from the first free slot to the booking').toBeLessThanOrEqual(5);
  };
  const chosen = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  await press('Enter');
  const book = page.getByTestId('selected-slot').getByRole('button', { name: b('panel.bookNow') });
  await expect(book).toBeVisible();
  await expect(book).toHaveAccessibleDescription(new RegExp(chosen!.split(' ').at(-1)!));
  while (!(await book.evaluate((node) => node === document.activeElement))) {
    const box = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.type === 'checkbox' && !el.checked;
    });
    await press(box ? 'Space' : 'Tab');
  }
  await expect(book).toBeFocused();
  await press('Enter');
  // Enter on the slot, Enter on the button: before, the focus stayed on the panel and it took 4
  // (Enter, Tab past the comment, Tab to the button, Enter).
  expect(presses, 'key presses from the first free slot to the booking').toBe(2);
  const result = page.getByTestId('booking-result');
  await expect(result).toHaveAttribute('data-status', 'confirmed', { timeout: 20_000 });
  await expect(page.getByTestId('booking-result-details')).toContainText(chosen!.split(' ').at(-1)!);
  // The result's heading takes focus, and its live region announces it.
  await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(page.getByTestId('booking-result-live')).toHaveAttribute('aria-live', 'polite');
});
