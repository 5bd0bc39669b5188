import { expect, registerAndLogIn, test } from './fixtures.ts';
import { text } from './locale.ts';
import { uniqueEmail } from './mail.ts';

const p = (key: string) => text('de', 'profile', key);

test.use({ viewport: { width: 390, height: 700 } });

test('a form on a phone brings its first wrong field into view and focuses it; fixing a field clears its message', async ({ page }) => {
  await registerAndLogIn(page, uniqueEmail('forms'));
  await page.goto('/account');
  const form = page.getByTestId('personal-data-form');
  await form.getByLabel(p('fields.firstName')).fill('Anna');
  await form.getByLabel(p('fields.lastName')).fill('M');
  await form.getByLabel(p('fields.phone')).fill('079 123');
  const save = form.getByRole('button', { name: p('save') });
  await save.scrollIntoViewIfNeeded();
  await expect(form.getByLabel(p('fields.lastName'))).not.toBeInViewport();
  await save.click();

  const lastName = form.getByLabel(p('fields.lastName'));
  await expect(lastName).toBeFocused();
  await expect(lastName).toBeInViewport();
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(p('errors.nameTooShort'))).toBeVisible();
  await expect(form.getByText(p('errors.invalidPhone'))).toBeVisible();

  await lastName.fill('Muster');
  await expect(form.getByText(p('errors.nameTooShort'))).toHaveCount(0);
  await expect(form.getByText(p('errors.invalidPhone'))).toBeVisible();
});

test("the server's refusal of a field lands on that field: a common password", async ({ page }) => {
  await registerAndLogIn(page, uniqueEmail('forms-password'));
  await page.goto('/account');
  await page.getByRole('tab', { name: p('tabs.password') }).click();
  const password = page.getByLabel(p('password.new'));
  await password.fill('password123');
  await page.getByLabel(p('password.confirm')).fill('password123');
  await page.getByRole('button', { name: p('password.save') }).click();
  await expect(page.getByText(text('de', 'common', 'errors.PASSWORD_TOO_COMMON'))).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
});
