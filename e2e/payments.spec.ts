import { api, bookForCustomer, expect, openStaffEntryAsAdmin, registerCustomer, test } from './fixtures.ts';
import { text } from './locale.ts';
import { uniqueEmail } from './mail.ts';

const bl = (key: string) => text('de', 'booking-list', key);
const pay = (key: string) => text('de', 'payments', key);

type Todos = { todos: Array<{ bookingId: number }> };

test('after a treatment the front desk records a card payment of the default amount from the booking list, and its to-do is gone', async ({
  page,
  consoleErrors,
}) => {
  await openStaffEntryAsAdmin(page, 'todo');
  await expect(page).toHaveURL(/\/todo/);
  // The demo holds treatments given in the last days without a payment record.
  const before = ((await api(page, 'GET', '/api/staff/todos')).json as Todos).todos;
  expect(before.length).toBeGreaterThan(0);
  await expect(page.getByText(pay('todo.missingPayment')).first()).toBeVisible();

  // A treatment given (not a charged cancellation another journey left behind), found by its customer.
  let given: { id: number; customer: { email: string; firstName: string; lastName: string } } | undefined;
  for (const todo of before) {
    const booking = (await api(page, 'GET', `/api/staff/bookings/${todo.bookingId}`)).json as {
      id: number;
      cancelledAt: string | null;
      customer: { email: string; firstName: string; lastName: string };
    };
    if (booking.cancelledAt === null) given = booking;
    if (given) break;
  }
  await page.goto(`/bookingList?payment=outstanding&search=${encodeURIComponent(given!.customer.email)}`);
  await page.getByRole('button', { name: new RegExp(`^${bl('sections.past')}`) }).click();
  const row = page.getByRole('row').filter({ hasText: bl('row.outstanding') });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: bl('row.payment'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  const submit = dialog.getByRole('button', { name: pay('form.submit') });
  await expect(submit).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: new RegExp(pay('form.amount')) })).toHaveValue('140.00');
  // Enter records the default amount by card, Enter again closes the dialogue.
  const recorded = page.waitForResponse((res) => res.url().endsWith('/api/staff/payments') && res.request().method() === 'POST');
  await page.keyboard.press('Enter');
  const payment = (await (await recorded).json()) as { targetId: number; amountRappen: number; typeId: number };
  expect(payment).toMatchObject({ targetId: given!.id, amountRappen: 14000, typeId: 1 });
  await expect(dialog.getByText(pay('recorded'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: pay('done') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  const after = ((await api(page, 'GET', '/api/staff/todos')).json as Todos).todos;
  expect(after.map((todo) => todo.bookingId)).not.toContain(payment.targetId);
  // The demo customer had this one treatment unpaid: the to-do list no longer names them.
  await page.goto('/todo');
  await expect(page.getByText(pay('todo.missingPayment')).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${given!.customer.firstName} ${given!.customer.lastName}` })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a cashback of CHF −10 rewards a customer for the new customer they brought, once', async ({ page, browser, consoleErrors }) => {
  // Two registrations, two bookings and two payment dialogues: close to a minute on two shared cores.
  test.setTimeout(120_000);
  const payer = uniqueEmail('bringt');
  const brought = uniqueEmail('gebracht');
  for (const email of [payer, brought]) await registerCustomer(browser, email);
  await openStaffEntryAsAdmin(page, 'bookingList');
  await bookForCustomer(page, payer);
  await page.goto(`/bookingList?search=${encodeURIComponent(payer)}`);
  const row = page.getByRole('row').filter({ hasText: payer });
  if ((await row.count()) === 0) await page.getByRole('button', { name: new RegExp(`^${bl('sections.upcoming')}`) }).click();
  await row.getByRole('button', { name: bl('row.payment'), exact: true }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: pay('form.cashback') }).click();
  await dialog.getByRole('textbox', { name: pay('form.pickAcquired') }).fill(brought.slice(0, 24));
  const grid = dialog.getByRole('list', { name: pay('form.pickAcquired') });
  await grid.getByRole('listitem', { name: brought }).click();
  await expect(dialog.getByRole('textbox', { name: new RegExp(pay('form.amount')) })).toHaveValue('-10.00');
  await dialog.getByRole('button', { name: pay('form.submit') }).click();
  await expect(dialog.getByText(pay('recorded'))).toBeVisible();
  await expect(dialog.getByRole('table', { name: pay('listLabel') })).toContainText(brought);

  const found = (await api(page, 'GET', `/api/staff/customers?search=${encodeURIComponent(brought)}`)).json as { customers: Array<{ acquired: boolean }> };
  expect(found.customers[0]!.acquired).toBe(true);
  // A second cashback for the same new customer is refused at its field.
  await dialog.getByRole('button', { name: pay('form.cashback') }).click();
  await dialog.getByRole('textbox', { name: pay('form.pickAcquired') }).fill(brought.slice(0, 24));
  await grid.getByRole('listitem', { name: brought }).click();
  await dialog.getByRole('button', { name: pay('form.submit') }).click();
  await expect(dialog.getByText(text('de', 'common', 'errors.ALREADY_ACQUIRED'))).toBeVisible();
  expect(consoleErrors.filter((e) => !e.includes('409'))).toEqual([]);
});
