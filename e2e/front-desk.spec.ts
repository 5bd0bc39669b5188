import { api, bookForCustomer, bookingRowOf, expect, leaFreeAt, openStaffEntryAsAdmin, registerCustomer, test } from './fixtures.ts';
import { text } from './locale.ts';
import { uniqueEmail, waitForMail } from './mail.ts';

const bl = (key: string) => text('de', 'booking-list', key);
const cl = (key: string) => text('de', 'client-list', key);

test('the front desk finds a booking, cancels it at the customer’s request with a charge and a French e-mail, and the customer receives it', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const email = uniqueEmail('cliente');
  await registerCustomer(browser, email);

  await openStaffEntryAsAdmin(page, 'bookingList');
  await expect(page).toHaveURL(/\/bookingList/);
  await bookForCustomer(page, email);

  // The search finds the booking in whichever section it falls.
  const row = await bookingRowOf(page, email);
  await row.getByRole('button', { name: /Aktionen/ }).click();
  await page.getByRole('menuitem', { name: bl('actions.cancel') }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: bl('cancel.change') }).click();
  await dialog.getByRole('radio', { name: bl('cancelTypes.5'), exact: true }).check();
  await dialog.getByRole('radio', { name: bl('reasons.customerRequest'), exact: true }).check();
  await dialog.getByRole('radio', { name: bl('costOptions.partialWaiver'), exact: true }).check();
  await dialog.getByLabel(bl('cancel.charge')).fill('35.50');
  await dialog.getByRole('combobox', { name: bl('cancel.language') }).click();
  await page.getByRole('option', { name: bl('languages.fr') }).click();
  const body = dialog.getByRole('textbox', { name: bl('cancel.text'), exact: true });
  await expect(body).toHaveValue(/à votre demande/);
  await dialog.getByRole('button', { name: bl('cancel.confirm'), exact: true }).click();
  await expect(dialog.getByText(bl('cancel.done'))).toBeVisible();
  await expect(dialog.getByText(text('de', 'common', 'mail.sent'))).toBeVisible({ timeout: 30_000 });

  const mail = await waitForMail(email, 2);
  expect(mail.subject).toContain('Annulation de votre rendez-vous');
  expect(mail.text).toContain('à votre demande');
  expect(mail.text).toMatch(/\/bookoptions\?therapyid=1&arrangementid=2/);
  // A slot another journey took meanwhile answers 409 to the set-up call, which then takes the next one.
  expect(consoleErrors.filter((e) => !e.includes('409'))).toEqual([]);
});

test('the practice cancels a booking free of charge from the list: Actions, Cancel, confirm (3 clicks), and the customer is told', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const email = uniqueEmail('absage');
  await registerCustomer(browser, email);
  await openStaffEntryAsAdmin(page, 'bookingList');
  await bookForCustomer(page, email);
  const row = await bookingRowOf(page, email);

  let clicks = 0;
  const click = async (locator: ReturnType<typeof page.locator>) => {
    clicks++;
    await locator.click();
  };
  await click(row.getByRole('button', { name: /Aktionen/ }));
  await click(page.getByRole('menuitem', { name: bl('actions.cancel') }));
  const dialog = page.getByRole('dialog', { name: bl('cancel.title') });
  await expect(dialog.getByTestId('cancel-choice')).toContainText(bl('cancelTypes.3'));
  // The mail's text is prefilled before the cancellation goes out with it.
  await expect(dialog.getByRole('textbox', { name: bl('cancel.text'), exact: true })).not.toHaveValue('');
  const [before] = bl('cancel.subject').split('{{subject}}');
  const subjectLine = dialog.getByText(new RegExp(`^${before!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const subject = (await subjectLine.textContent())!.slice(before!.length);
  const cancelled = page.waitForResponse((res) => /\/api\/staff\/bookings\/\d+\/cancel$/.test(res.url()));
  await click(dialog.getByRole('button', { name: bl('cancel.confirm'), exact: true }));
  expect((await (await cancelled).json()) as { cancelType: number }).toMatchObject({ cancelType: 3 });
  await expect(dialog.getByText(bl('cancel.done'))).toBeVisible();
  expect(clicks).toBe(3);
  const mail = await waitForMail(email, 2);
  expect(mail.subject).toBe(subject);
  expect(consoleErrors.filter((e) => !e.includes('409'))).toEqual([]);
});

test('the client list finds a customer by part of the e-mail and opens the profile with the bookings', async ({ page, browser }) => {
  const email = uniqueEmail('suchbar');
  await registerCustomer(browser, email);
  await openStaffEntryAsAdmin(page, 'clientList');
  await expect(page).toHaveURL(/\/clientList/);
  await bookForCustomer(page, email);
  // Part of the address, in capitals: the search ignores case.
  const searched = page.waitForResponse((res) => res.url().includes('/api/staff/customers?') && res.url().includes('search='));
  await page.getByLabel(cl('search.label'), { exact: true }).fill(email.split('@')[0]!.slice(0, 16).toUpperCase());
  await searched;
  const link = page.getByRole('link', { name: email });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/account\?email=/);
  const tab = page.getByRole('tab', { name: cl('summary.tab') });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const summary = page.getByTestId('customer-bookings-summary');
  // The booking just made is an upcoming one: its group is counted and open.
  await expect(summary.getByTestId('summary-count-futureBookings')).toHaveText('1');
  await expect(summary.getByTestId('summary-booking').filter({ hasText: text('de', 'therapies', 'items.classic_massage.name') })).toBeVisible();
});

test('the calendar books a caller into a free time: click the cell, type the name, pick, save (3 clicks and a name typed), therapy and duration preset from the last booking', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const email = uniqueEmail('kalender');
  await registerCustomer(browser, email);
  await openStaffEntryAsAdmin(page, 'bookingList');
  // The customer's last booking: a classic massage of 55 minutes.
  await bookForCustomer(page, email);
  // Ten days ahead and on, away from the days the other journeys book.
  const free = await leaFreeAt(page, '15:00', 10);
  const grid = page.getByTestId('calendar-grid');

  let clicks = 0;
  let keys = 0;
  clicks++;
  await free.click();
  const dialog = page.getByRole('dialog', { name: bl('calendar.book.title') });
  const customer = dialog.getByRole('combobox', { name: bl('calendar.book.customer') });
  await expect(customer).toBeFocused();
  keys++;
  await customer.pressSequentially(email.slice(0, 20));
  clicks++;
  await page.getByRole('option', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
  const choice = dialog.getByRole('combobox', { name: bl('calendar.book.therapyAndDuration') });
  await expect(choice).toHaveValue(`${text('de', 'therapies', 'items.classic_massage.name')} · 55 Min.`);
  const booked = page.waitForResponse((res) => res.url().endsWith('/api/staff/bookings') && res.request().method() === 'POST');
  clicks++;
  await dialog.getByRole('button', { name: bl('calendar.book.confirm') }).click();
  expect((await booked).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(grid.getByRole('button', { name: /, 15:00–16:00, Lea Brunner: / })).toBeVisible();
  expect({ clicks, keys }).toEqual({ clicks: 3, keys: 1 });
  expect(consoleErrors).toEqual([]);
});

test('the calendar enters a new caller and books them', async ({ page, consoleErrors }) => {
  const email = uniqueEmail('anrufer');
  await openStaffEntryAsAdmin(page, 'bookingList');
  // Twelve days ahead and on.
  const free = await leaFreeAt(page, '16:00', 12);
  const grid = page.getByTestId('calendar-grid');
  await free.click();
  const dialog = page.getByRole('dialog', { name: bl('calendar.book.title') });
  await dialog.getByRole('button', { name: bl('calendar.book.newCustomer') }).click();
  const p = (key: string) => text('de', 'profile', key);
  await dialog.getByRole('textbox', { name: p('fields.firstName') }).fill('Nina');
  await dialog.getByRole('textbox', { name: p('fields.lastName') }).fill('Anrufer');
  // A wrong phone number is named at its field, and nobody is entered.
  const phone = dialog.getByRole('textbox', { name: p('fields.phone') });
  await phone.fill('12');
  await dialog.getByRole('textbox', { name: bl('calendar.book.email') }).fill(email);
  await dialog.getByRole('button', { name: bl('calendar.book.enterCustomer') }).click();
  await expect(dialog.getByText(p('errors.invalidPhone'))).toBeVisible();
  expect(((await api(page, 'GET', `/api/customers?search=${encodeURIComponent(email)}`)).json as { customers: unknown[] }).customers).toEqual([]);
  await phone.fill('079 555 44 33');
  await dialog.getByRole('button', { name: bl('calendar.book.enterCustomer') }).click();
  await expect(dialog.getByRole('combobox', { name: bl('calendar.book.customer') })).toHaveValue(`Anrufer Nina · ${email}`);
  await dialog.getByRole('combobox', { name: bl('calendar.book.therapyAndDuration') }).click();
  await page.getByRole('option', { name: `${text('de', 'therapies', 'items.classic_massage.name')} · 55 Min.` }).click();
  await dialog.getByRole('button', { name: bl('calendar.book.confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(grid.getByRole('button', { name: /, 16:00–17:00, Lea Brunner: / })).toContainText('Anrufer');
  // The new customer has an account and gets the confirmation.
  const mail = await waitForMail(email);
  expect(mail.text).toContain('16:00');
  expect(consoleErrors).toEqual([]);
});

test('the client list shows the team’s absences of the period when its switch is on', async ({ page }) => {
  await openStaffEntryAsAdmin(page, 'clientList');
  const absences = page.getByRole('table', { name: cl('absences.label') });
  await expect(absences).toHaveCount(0);
  await page.getByRole('switch', { name: cl('filters.absences') }).click();
  await expect(page).toHaveURL(/absences=1/);
  // The demo's holiday of Lea Brunner, three weeks ahead.
  await expect(
    absences
      .getByRole('row')
      .filter({ hasText: text('de', 'schedule', 'absences.types.4') })
      .first(),
  ).toContainText('Lea Brunner');
});
