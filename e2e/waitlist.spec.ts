import { request, type APIRequestContext } from '@playwright/test';
import { api, expect, openStaffEntryAsAdmin, registerAndLogIn, registerCustomer, test } from './fixtures.ts';
import { text } from './locale.ts';
import { uniqueEmail, waitForMailAbout } from './mail.ts';
import { ADMIN } from './playwright.config.ts';

const w = (key: string) => text('de', 'waitlist', key);
const zurichDate = (ms: number) => new Date(ms).toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
const zurichHour = (iso: string) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', hour: 'numeric', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .find((part) => part.type === 'hour')!.value,
  );
const zurichMinute = (iso: string) => new Date(iso).getUTCMinutes();
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

type Slot = { start: string; state: string };

/** An API context logged in as the e2e admin, with its CSRF header. */
async function adminApi(baseURL: string): Promise<{ api: APIRequestContext; headers: Record<string, string> }> {
  const context = await request.newContext({ baseURL });
  await context.get('/api/health');
  const token = (await context.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': decodeURIComponent(token) };
  expect((await context.post('/api/account/login', { headers, data: ADMIN })).status()).toBe(200);
  return { api: context, headers };
}

test('a customer waits for a taken hour, gets the freed time by mail when it is cancelled and books it with one click', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const staff = await adminApi(baseURL!);
  try {
    // The hour: one of Lea's free full-hour starts (classic massage, 55 minutes) 15 to 28 days ahead,
    // away from the days other journeys book; taken by another customer through the front desk.
    const team = (await (await staff.api.get('/api/therapists')).json()) as { therapists: Array<{ id: number; firstName: string }> };
    const lea = team.therapists.find((therapist) => therapist.firstName === 'Lea')!.id;
    const from = zurichDate(Date.now() + 15 * 86_400_000);
    const to = zurichDate(Date.now() + 28 * 86_400_000);
    const { days } = (await (await staff.api.get(`/api/availability?therapyId=1&arrangementId=2&from=${from}&to=${to}&therapistId=${lea}`)).json()) as {
      days: Array<{ slots: Slot[] }>;
    };
    const candidates = days
      .flatMap((day) => day.slots)
      .filter((slot) => slot.state === 'free' && zurichMinute(slot.start) === 0 && zurichHour(slot.start) >= 7 && zurichHour(slot.start) <= 20)
      .reverse();
    const other = uniqueEmail('vorher');
    await registerCustomer(browser, other);
    const found = (await (await staff.api.get(`/api/customers?search=${encodeURIComponent(other)}`)).json()) as { customers: Array<{ id: number }> };
    let taken: { id: number; start: string } | null = null;
    for (const { start } of candidates) {
      const res = await staff.api.post('/api/staff/bookings', {
        headers: staff.headers,
        data: { customerId: found.customers[0]!.id, therapyId: 1, arrangementId: 2, start, comment: '', notify: false, therapistId: lea },
      });
      if (res.status() === 201) {
        taken = { id: ((await res.json()) as { id: number }).id, start };
        break;
      }
      expect(res.status()).toBe(409);
    }
    expect(taken, 'a free hour of Lea’s to take').not.toBeNull();
    const day = zurichDate(Date.parse(taken!.start));
    const hour = zurichHour(taken!.start);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();

    // The customer, with complete personal data (so the booking through the offer is confirmed at once).
    const email = uniqueEmail('warteliste');
    await registerAndLogIn(page, email);
    expect((await api(page, 'PUT', '/api/profile', { firstName: 'Wanda', lastName: 'Warte', phone: '+41 79 555 12 34', language: 'de' })).status).toBe(200);

    // On /book with Lea: nothing suits, so onto the waiting list for that one hour of that one day.
    await page.goto(`/book?therapyid=1&arrangementid=2&therapistid=${lea}`);
    await page.getByRole('button', { name: w('entry.open') }).click();
    const panel = page.getByTestId('waitlist-panel');
    await expect(panel.getByRole('heading', { name: w('form.title') })).toBeFocused();
    await expect(panel.getByTestId('waitlist-therapist')).toContainText('Lea Brunner');
    await panel.getByLabel(w('form.fromDate')).fill(day);
    await panel.getByLabel(w('form.toDate')).fill(day);
    for (const [index, name] of WEEKDAYS.entries()) await panel.getByRole('checkbox', { name, exact: true }).setChecked(index === weekday);
    await panel.getByLabel(w('form.fromTime')).selectOption(hh(hour));
    await panel.getByLabel(w('form.toTime')).selectOption(hh(hour + 1));
    // A new customer accepts the terms with the request.
    await panel.getByTestId('waitlist-terms').check();
    await panel.getByRole('button', { name: w('form.submit') }).click();
    await expect(panel.getByTestId('waitlist-success')).toContainText(email);

    // The customer's own list shows it, waiting.
    await page.goto('/bookings');
    const own = page.getByTestId('own-waitlist').getByTestId('waitlist-request');
    await expect(own).toHaveCount(1);
    await expect(own.getByTestId('waitlist-state')).toHaveText(w('states.waiting'));
    await expect(own.getByTestId('waitlist-window')).toContainText(`${hh(hour)}–${hh(hour + 1)}`);

    // The front desk sees the request on its waiting list.
    const desk = await browser.newContext({ locale: 'de-CH' });
    try {
      const deskPage = await desk.newPage();
      await openStaffEntryAsAdmin(deskPage, 'waitlist');
      await expect(deskPage.getByRole('heading', { name: w('staff.title') })).toBeVisible();
      await expect(
        deskPage
          .getByRole('table', { name: w('staff.label') })
          .getByRole('row')
          .filter({ hasText: email }),
      ).toContainText('Lea Brunner');
    } finally {
      await desk.close();
    }

    // The other customer's booking is cancelled: the hour frees up and the waiting customer is mailed.
    const cancelled = await staff.api.post(`/api/staff/bookings/${taken!.id}/cancel`, {
      headers: staff.headers,
      data: { cancelType: 3, reason: 'general', costOption: 'none', sendEmail: false, language: 'de', text: '' },
    });
    expect(cancelled.status()).toBe(200);
    const mail = await waitForMailAbout(email, 'Ein Termin ist frei geworden');
    const link = mail.text.match(/https?:\/\/\S+\/waitlist\/offer\/[A-Za-z0-9_-]+/)?.[0];
    expect(link, 'the offer link in the mail').toBeDefined();

    // One click books it.
    const url = new URL(link!);
    await page.goto(url.pathname);
    await expect(page.getByTestId('offer-when')).toContainText(`${hh(hour)}–`);
    await page.getByRole('button', { name: w('offer.book') }).click();
    await expect(page.getByTestId('offer-success')).toContainText(w('offer.successTitle'));
    await expect(page.getByRole('link', { name: w('offer.toBooking') })).toBeVisible();

    // The booking exists at the freed time, confirmed; the request is booked.
    const bookings = (await api(page, 'GET', '/api/bookings/own')).json as {
      bookings: Array<{ start: string; temporary: boolean; cancelledAt: string | null }>;
    };
    const mine = bookings.bookings.filter((booking) => Date.parse(booking.start) === Date.parse(taken!.start) && booking.cancelledAt === null);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.temporary).toBe(false);
    const requests = (await api(page, 'GET', '/api/waitlist/own')).json as { requests: Array<{ state: string }> };
    expect(requests.requests.map((r) => r.state)).toEqual(['booked']);
    // The link now says it is booked.
    await page.reload();
    await expect(page.getByTestId('offer-booked')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  } finally {
    await staff.api.dispose();
  }
});
