import type { Browser, Locator, Page } from '@playwright/test';
import { api, bookingRowOf, expect, openStaffEntryAsAdmin, registerAndLogIn, registerCustomer, test } from './fixtures.ts';
import { text } from './locale.ts';
import { uniqueEmail, waitForMailAbout } from './mail.ts';

const bl = (key: string) => text('de', 'booking-list', key);
const b = (key: string) => text('de', 'bookings', key);
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const zurichDate = (ms: number) => new Date(ms).toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
const zurichTime = (iso: string) => new Date(iso).toLocaleTimeString('de-CH', { timeZone: 'Europe/Zurich', hour: '2-digit', minute: '2-digit' });

type Slot = { start: string; state: string };

/** The free starts of classic massage (55 minutes) with one therapist, `fromDays` to `toDays` days ahead, as staff see them. */
async function freeStarts(page: Page, therapistId: number, fromDays: number, toDays: number): Promise<Set<string>> {
  const from = zurichDate(Date.now() + fromDays * 86_400_000);
  const to = zurichDate(Date.now() + toDays * 86_400_000);
  const { json } = await api(page, 'GET', `/api/availability?therapyId=1&arrangementId=2&from=${from}&to=${to}&therapistId=${therapistId}`);
  const slots = (json as { days: Array<{ slots: Slot[] }> }).days.flatMap((day) => day.slots);
  return new Set(slots.filter((slot) => slot.state === 'free').map((slot) => slot.start));
}

/** Two weeks ahead and on: days the other journeys do not book. */
const AWAY_FROM_OTHER_JOURNEYS: [number, number] = [14, 28];

/** A new customer's booking with Lea `fromDays` to `toDays` ahead, at a time Marco is free too; the day view is open. */
async function openLeaBookingToMove(page: Page, browser: Browser, name: string, [fromDays, toDays]: [number, number]) {
  const email = uniqueEmail(name);
  await registerCustomer(browser, email);
  await openStaffEntryAsAdmin(page, 'bookingList');
  await expect(page.getByRole('heading', { name: bl('title') })).toBeVisible();

  const team = (await api(page, 'GET', '/api/therapists')).json as { therapists: Array<{ id: number; firstName: string }> };
  const lea = team.therapists.find((therapist) => therapist.firstName === 'Lea')!.id;
  const marco = team.therapists.find((therapist) => therapist.firstName === 'Marco')!.id;
  const customers = (await api(page, 'GET', `/api/customers?search=${encodeURIComponent(email)}`)).json as { customers: Array<{ id: number }> };
  // Latest first: a time both Lea and Marco are free.
  const marcoFree = await freeStarts(page, marco, fromDays, toDays);
  const both = [...(await freeStarts(page, lea, fromDays, toDays))].filter((start) => marcoFree.has(start)).reverse();
  expect(both.length).toBeGreaterThan(0);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  let booked: { id: number; start: string } | null = null;
  for (const start of both) {
    const res = await page.request.post('/api/staff/bookings', {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
      data: { customerId: customers.customers[0]!.id, therapyId: 1, arrangementId: 2, start, comment: '', notify: false, therapistId: lea },
    });
    if (res.status() === 201) {
      booked = { id: ((await res.json()) as { id: number }).id, start };
      break;
    }
    expect(res.status()).toBe(409);
  }
  expect(booked).not.toBeNull();
  const { id, start } = booked!;
  const date = zurichDate(Date.parse(start));
  const time = zurichTime(start);

  await page.goto(`/bookingList?view=day&date=${date}`);
  const grid = page.getByTestId('calendar-grid');
  const block = grid.getByRole('button', { name: new RegExp(`, ${time}–\\d\\d:\\d\\d, Lea Brunner: Buchung ${escape(email)}`) });
  await expect(block).toHaveAttribute('data-column', `${date}/${lea}`);
  const cell = grid.getByRole('button', { name: new RegExp(`, ${time}, Marco Keller: frei`) });
  await expect(cell).toBeVisible();
  await toMiddle(block);
  return { email, id, start, date, time, lea, marco, grid, block, cell };
}

/** Confirms the move the drop asked for and checks it: the same booking, now with Marco at the same time. */
async function confirmMoveToMarco(page: Page, moving: Awaited<ReturnType<typeof openLeaBookingToMove>>) {
  const { email, id, start, date, time, marco, grid, block } = moving;
  const dialog = page.getByRole('dialog', { name: bl('move.title') });
  await expect(dialog.getByTestId('move-summary')).toContainText(`bei Marco Keller verschieben?`);
  await expect(dialog.getByRole('switch', { name: bl('move.notify') })).toBeChecked();
  await dialog.getByRole('button', { name: bl('move.confirm'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('move-done')).toContainText('Marco Keller');

  const moved = grid.getByRole('button', { name: new RegExp(`, ${time}–\\d\\d:\\d\\d, Marco Keller: Buchung ${escape(email)}`) });
  await expect(moved).toHaveAttribute('data-column', `${date}/${marco}`);
  await expect(block).toHaveCount(0);

  const list = (await api(page, 'GET', `/api/staff/bookings?from=${date}&to=${date}&time=all&cancellation=all&search=${encodeURIComponent(email)}`)).json as {
    bookings: Array<{ id: number; therapistId: number; start: string }>;
  };
  expect(list.bookings).toHaveLength(1);
  expect(list.bookings[0]).toMatchObject({ id, therapistId: marco });
  expect(Date.parse(list.bookings[0]!.start)).toBe(Date.parse(start));
}

test('the front desk drags a booking in the day view to another therapist’s column, and it keeps its id', async ({ page, browser, consoleErrors }) => {
  const moving = await openLeaBookingToMove(page, browser, 'verschieben', AWAY_FROM_OTHER_JOURNEYS);
  // Grabbed on its first row, dropped on Marco's cell of the same time.
  const from = (await moving.block.boundingBox())!;
  const to = (await moving.cell.boundingBox())!;
  await page.mouse.move(from.x + 12, from.y + 6);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 8, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 6, { steps: 8 });
  await expect(moving.grid.getByTestId('drop-shadow')).toBeVisible();
  await page.mouse.up();
  await confirmMoveToMarco(page, moving);
  expect(consoleErrors).toEqual([]);
});

/** Scrolls the element to the middle of the screen (not under the sticky header) and waits until it rests there. */
async function toMiddle(element: Locator) {
  await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await settled(element);
}

/** Waits until the element has come to rest (a swipe's scrolling, of the page or of the grid, has ended). */
async function settled(element: Locator) {
  const rest = () =>
    element.evaluate(
      (node) =>
        new Promise<boolean>((resolve) => {
          const before = node.getBoundingClientRect();
          setTimeout(() => {
            const after = node.getBoundingClientRect();
            resolve(before.top === after.top && before.left === after.left);
          }, 150);
        }),
    );
  await expect.poll(rest).toBe(true);
}

test.describe('on a tablet', () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });

  test('a finger that rests on a booking picks it up and moves it to another column; a quick swipe does not', async ({ page, browser, consoleErrors }) => {
    const moving = await openLeaBookingToMove(page, browser, 'tablet.verschieben', [35, 63]);
    const touch = await page.context().newCDPSession(page);
    const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      touch.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const slide = async (x: number, y: number, toX: number, toY: number) => {
      for (let step = 1; step <= 8; step++) await finger('touchMove', x + ((toX - x) * step) / 8, y + ((toY - y) * step) / 8);
    };
    // The block's middle: its first row may lie under the sticky header once scrolled into view.
    const middle = async () => {
      const box = (await moving.block.boundingBox())!;
      return { x: box.x + 12, y: box.y + box.height / 2 };
    };

    // Moving at once is a swipe that scrolls the day: nothing is picked up, nothing asks to move.
    const from = await middle();
    await finger('touchStart', from.x, from.y);
    await slide(from.x, from.y, from.x, from.y - 150);
    await expect(moving.grid.getByTestId('drop-shadow')).toHaveCount(0);
    await finger('touchEnd', from.x, from.y - 150);
    await expect(page.getByRole('dialog', { name: bl('move.title') })).toHaveCount(0);
    await expect(moving.block).toHaveAttribute('data-column', `${moving.date}/${moving.lea}`);

    // Resting first: the block is picked up and follows the finger sideways into Marco's column,
    // so it lands at the same time there.
    await settled(moving.block);
    await toMiddle(moving.block);
    const again = await middle();
    const marcoColumn = (await moving.cell.boundingBox())!;
    const toX = marcoColumn.x + marcoColumn.width / 2;
    await finger('touchStart', again.x, again.y);
    await page.waitForTimeout(700);
    await slide(again.x, again.y, toX, again.y);
    await expect(moving.grid.getByTestId('drop-shadow')).toBeVisible();
    await finger('touchEnd', toX, again.y);
    await confirmMoveToMarco(page, moving);
    expect(consoleErrors).toEqual([]);
  });
});

test('a customer moves their own booking from "my bookings" to another slot and gets the updated calendar entry', async ({ page, consoleErrors }) => {
  const email = uniqueEmail('umbucher');
  await registerAndLogIn(page, email);
  expect((await api(page, 'PUT', '/api/profile', { firstName: 'Uma', lastName: 'Umbucher', phone: '+41 79 555 77 99', language: 'de' })).status).toBe(200);
  // Sports massage, 25 minutes, at least four days ahead (free to cancel and to move at any time of day); a slot taken meanwhile is skipped.
  const from = zurichDate(Date.now() + 4 * 86_400_000);
  const to = zurichDate(Date.now() + 18 * 86_400_000);
  const { json } = await api(page, 'GET', `/api/availability?therapyId=2&arrangementId=1&from=${from}&to=${to}`);
  const free = (json as { days: Array<{ slots: Slot[] }> }).days.flatMap((day) => day.slots.filter((slot) => slot.state === 'free'));
  let start: string | null = null;
  for (const slot of free) {
    const created = await api(page, 'POST', '/api/bookings', { therapyId: 2, arrangementId: 1, start: slot.start, termsVersion: 1 });
    if (created.status === 201) {
      start = slot.start;
      break;
    }
    expect(created.status).toBe(409);
  }
  expect(start).not.toBeNull();

  await page.goto('/bookings');
  const future = page.getByTestId('bookings-future');
  await expect(future.getByTestId('booking-card')).toHaveCount(1);
  await future.getByRole('button', { name: b('move.button'), exact: true }).click();
  const dialog = page.getByTestId('move-booking-dialog');
  const days = dialog.getByTestId('move-day');
  await expect(days.first()).toBeVisible();
  // The latest free time of the booking's week.
  const slot = days.last().getByRole('button').last();
  const label = (await slot.getAttribute('aria-label'))!;
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: b('move.confirm'), exact: true }).click();
  await expect(page.getByTestId('booking-moved')).toBeVisible();
  await expect(dialog).toBeHidden();
  const newTime = label.slice(label.lastIndexOf(' ') + 1);
  await expect(future.getByTestId('booking-card')).toHaveCount(1);
  await expect(future.getByTestId('booking-card-link')).toContainText(newTime);

  const mail = await waitForMailAbout(email, 'Ihr Termin wurde verschoben');
  const calendar = mail.attachments?.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  expect(calendar, 'the moved booking’s mail carries its calendar file').toBeDefined();
  expect(calendar!.content).toContain('SEQUENCE:1');
  expect(consoleErrors).toEqual([]);
});

test('the front desk moves a booking from the list to a free time of the same day: Actions, Move, the time, Move (4 clicks)', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const email = uniqueEmail('listemove');
  await registerCustomer(browser, email);
  await openStaffEntryAsAdmin(page, 'bookingList');
  // A week ahead, the latest free start with Lea (earlier times of that day stay free to move to).
  const team = (await api(page, 'GET', '/api/therapists')).json as { therapists: Array<{ id: number; firstName: string }> };
  const lea = team.therapists.find((therapist) => therapist.firstName === 'Lea')!.id;
  const customers = (await api(page, 'GET', `/api/customers?search=${encodeURIComponent(email)}`)).json as { customers: Array<{ id: number }> };
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  let start = '';
  for (const free of [...(await freeStarts(page, lea, 7, 13))].reverse()) {
    const res = await page.request.post('/api/staff/bookings', {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
      data: { customerId: customers.customers[0]!.id, therapyId: 1, arrangementId: 2, start: free, comment: '', notify: false, therapistId: lea },
    });
    if (res.status() === 201) {
      start = free;
      break;
    }
    expect(res.status()).toBe(409);
  }
  expect(start).not.toBe('');
  const row = await bookingRowOf(page, email);

  let clicks = 0;
  const click = async (locator: Locator) => {
    clicks++;
    await locator.click();
  };
  await click(row.getByRole('button', { name: /Aktionen/ }));
  await click(page.getByRole('menuitem', { name: bl('actions.move') }));
  const dialog = page.getByRole('dialog', { name: bl('move.title') });
  // The day's free times with the booking's therapist; the booking's own start is none of them.
  const times = dialog.getByRole('group', { name: bl('move.freeTimes') });
  const first = times.getByRole('button').first();
  await expect(first).toBeVisible();
  const chosen = (await first.textContent())!;
  expect(chosen).not.toBe(zurichTime(start));
  await click(first);
  await expect(dialog.getByLabel(new RegExp(`^${bl('move.time')}`))).toHaveValue(chosen);
  const moved = page.waitForResponse((res) => /\/api\/staff\/bookings\/\d+\/move$/.test(res.url()));
  await click(dialog.getByRole('button', { name: bl('move.confirm'), exact: true }));
  const answer = (await (await moved).json()) as { start: string };
  expect(zurichTime(answer.start)).toBe(chosen);
  expect(zurichDate(Date.parse(answer.start))).toBe(zurichDate(Date.parse(start)));
  await expect(page.getByTestId('move-done')).toContainText(chosen);
  expect(clicks).toBe(4);
  expect(consoleErrors.filter((e) => !e.includes('409'))).toEqual([]);
});
