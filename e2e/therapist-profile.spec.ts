import { expect, openStaffEntryAsAdmin, test } from './fixtures.ts';
import { text } from './locale.ts';

const tm = (key: string) => text('de', 'team', key);
const tp = (key: string) => text('de', 'therapist-profile', key);

test('a wrong ZSR number and a file that is no picture are refused in the profile, and nothing is saved', async ({ page }) => {
  await openStaffEntryAsAdmin(page, 'team');
  const row = page
    .getByRole('table', { name: tm('table.label') })
    .getByRole('row')
    .filter({ hasText: 'marco.keller@example.com' });
  await row.getByRole('link', { name: tm('table.profile') }).click();
  await expect(page).toHaveURL(/\/therapistProfile\/\d+$/);

  const registry = page.getByTestId('profile-registry');
  const zsr = registry.getByLabel(tp('registry.zsr'));
  // The demo gives Marco a ZSR number for Tarif 590 receipts: the refused one must leave it as it was.
  await expect(zsr).not.toHaveValue('');
  const saved = await zsr.inputValue();
  await zsr.fill('A12');
  await page.getByTestId('profile-save').click();
  await expect(registry.getByText(tp('errors.invalidZsr'))).toBeVisible();
  await expect(zsr).toBeFocused();
  await page.reload();
  await expect(page.getByTestId('profile-registry').getByLabel(tp('registry.zsr'))).toHaveValue(saved);

  const photo = page.getByTestId('profile-photo');
  await photo.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('no picture') });
  await expect(photo.getByText(text('de', 'common', 'errors.UNSUPPORTED_FILE'))).toBeVisible();
  await expect(photo.getByText(tp('photo.none'))).toBeVisible();
});
