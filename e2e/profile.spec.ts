import { ADMIN } from './playwright.config.ts';
import { expect, logout, registerAndLogIn, test } from './fixtures.ts';
import { text } from './locale.ts';
import { uniqueEmail } from './mail.ts';

const p = (key: string) => text('de', 'profile', key);
const a = (key: string) => text('de', 'account', key);
const h = (key: string) => text('de', 'health', key);

test('a new customer fills in the profile, sets a password and logs in with it', async ({ page }) => {
  const email = uniqueEmail('profile');
  await registerAndLogIn(page, email);
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: a('menu.profile') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(p('title'));
  await expect(page.getByTestId('missing-data')).toHaveText(p('missingForBooking'));

  const form = page.getByTestId('personal-data-form');
  await form.getByLabel(p('fields.firstName')).fill('Anna');
  await form.getByLabel(p('fields.lastName')).fill('M');
  await form.getByLabel(p('fields.phone')).fill('079 123');
  await form.getByRole('button', { name: p('save') }).click();
  await expect(form.getByText(p('errors.nameTooShort'))).toBeVisible();
  await expect(form.getByText(p('errors.invalidPhone'))).toBeVisible();

  await form.getByLabel(p('fields.lastName')).fill('Muster');
  await form.getByLabel(p('fields.phone')).fill('+41 79 123 45 67');
  await form.getByLabel(p('fields.street')).fill('Dufourstrasse');
  await form.getByLabel(p('fields.houseNumber')).fill('12');
  await form.getByRole('button', { name: p('save') }).click();
  await expect(form.getByText(p('saved'))).toBeVisible();
  await expect(page.getByTestId('missing-data')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('personal-data-form').getByLabel(p('fields.street'))).toHaveValue('Dufourstrasse');
  await expect(page.getByTestId('personal-data-form').getByLabel(p('fields.houseNumber'))).toHaveValue('12');

  await page.getByRole('tab', { name: p('tabs.password') }).click();
  await page.getByLabel(p('password.new')).fill('my-new-password');
  await page.getByLabel(p('password.confirm')).fill('my-new-passwort');
  await page.getByRole('button', { name: p('password.save') }).click();
  await expect(page.getByText(p('errors.passwordsDiffer'))).toBeVisible();
  await page.getByLabel(p('password.confirm')).fill('my-new-password');
  await page.getByRole('button', { name: p('password.save') }).click();
  await expect(page.getByText(p('password.saved'))).toBeVisible();

  await page.getByRole('tab', { name: p('tabs.terms') }).click();
  await page.getByRole('button', { name: p('terms.accept').replace('{{version}}', '1') }).click();
  await expect(page.getByTestId('terms-panel')).toContainText('Version 1');

  await logout(page);
  await page.getByTestId('account-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(a('dialog.email')).fill(email);
  await dialog.getByLabel(a('dialog.password')).fill('my-new-password');
  await dialog.getByRole('button', { name: a('dialog.login'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('account-button').click();
  await expect(page.getByRole('menu')).toContainText('Anna Muster');
});

test('a customer signs the health form and can print it', async ({ page }) => {
  const email = uniqueEmail('health');
  await registerAndLogIn(page, email);
  await page.goto('/account?tab=health');
  await page.getByRole('link', { name: p('health.fill') }).click();
  const form = page.getByTestId('health-form');
  await form.getByRole('radio', { name: h('bloodPressure.normal') }).check();
  for (const question of ['medication', 'surgery', 'illness', 'implants', 'healthProblems']) {
    await form
      .getByRole('radiogroup', { name: h(`questions.${question}`) })
      .getByRole('radio', { name: h('no') })
      .check();
  }
  await form
    .getByRole('radiogroup', { name: h('questions.allergies') })
    .getByRole('radio', { name: h('yes') })
    .check();
  await form.getByRole('button', { name: h('submit') }).click();
  await expect(form.getByText(h('errors.detailsRequired'))).toBeVisible();
  await expect(form.getByText(h('errors.signatureRequired'))).toBeVisible();

  await form.getByLabel(h('details')).fill('Nussöl');
  await form.getByLabel(h('signatureName')).fill('Anna Muster');
  await form.getByLabel(h('confirm')).check();
  await form.getByRole('button', { name: h('submit') }).click();
  await expect(page.getByTestId('health-form-done')).toContainText(h('done.text').replace('{{version}}', '1'));

  const pdf = await page.request.get('/api/health-form/pdf?lang=de');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('link', { name: h('done.continue') }).click();
  await expect(page.getByTestId('health-panel')).toContainText('1');

  // A later update, signed by hand, becomes version 2; the answers are filled in from version 1.
  await page.getByRole('link', { name: p('health.update') }).click();
  await expect(page.getByTestId('health-form').getByLabel(h('details'))).toHaveValue('Nussöl');
  await page.getByText(h('signatureDrawn')).click();
  const pad = page.getByTestId('signature-pad');
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 100);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 20 + i * 25, box.y + 100 + (i % 2 ? -40 : 30));
  await page.mouse.up();
  await page.getByTestId('health-form').getByLabel(h('confirm')).check();
  await page
    .getByTestId('health-form')
    .getByRole('button', { name: h('submit') })
    .click();
  await expect(page.getByTestId('health-form-done')).toContainText(h('done.text').replace('{{version}}', '2'));
  const versions = await (await page.request.get('/api/health-form/versions')).json();
  expect(versions.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  const latest = await (await page.request.get('/api/health-form')).json();
  expect(latest.form.signature.kind).toBe('drawn');
});

test('an admin grants a role, and the staff profile shows administration', async ({ page }) => {
  const email = uniqueEmail('promote');
  await registerAndLogIn(page, email);
  await logout(page);

  await page.getByTestId('account-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(a('dialog.email')).fill(ADMIN.email);
  await dialog.getByLabel(a('dialog.password')).fill(ADMIN.password);
  await dialog.getByRole('button', { name: a('dialog.login'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('staff-menu-button').click();
  await page.getByRole('menuitem', { name: a('staff.entries.dbUpdates') }).click();
  await page.getByRole('link', { name: a('staff.entries.users') }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByLabel(text('de', 'admin', 'search'), { exact: true }).fill(email);
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox', { name: a('roles.therapist') }).check();
  await row.getByRole('button', { name: text('de', 'admin', 'save') }).click();
  await expect(row.getByRole('checkbox', { name: a('roles.therapist') })).toBeChecked();
  await expect(row.getByRole('button', { name: text('de', 'admin', 'save') })).toBeDisabled();

  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/account\?email=/);
  await page.getByRole('tab', { name: p('tabs.administration') }).click();
  await expect(page.getByRole('main').getByText(a('roles.therapist'), { exact: true })).toBeVisible();
});
