import { api, expect, loginWithPassword, openStaffEntry, rejectCookies, setUpSecondFactor, test, waitUntilInteractive } from './fixtures.ts';
import { text } from './locale.ts';
import { uniqueEmail } from './mail.ts';
import { ADMIN, EMPTY_URL } from './playwright.config.ts';

// This journey runs against the second e2e server: an empty database, no DEMO_DATA.
test.use({ baseURL: EMPTY_URL });
// It changes that database for good (the admin's second factor, the practice's data), so a second
// attempt would start from another state and fail for another reason: the first failure is the one to read.
test.describe.configure({ retries: 0 });

const a = (key: string) => text('de', 'account', key);
const st = (key: string) => text('de', 'settings', key);
const tm = (key: string) => text('de', 'team', key);
const tp = (key: string) => text('de', 'therapist-profile', key);
const s = (key: string) => text('de', 'schedule', key);
const picker = (key: string) => text('de', 'picker', key);
const k = (key: string) => text('de', 'booking', key);
const CLASSIC = text('de', 'therapies', 'items.classic_massage.name');

const todayInZurich = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
const addDaysIso = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Whole weeks (Monday to Sunday) from the week of `from` to the week of `to`. */
const weeksBetween = (from: string, to: string) => {
  const monday = (date: string) => {
    const day = new Date(`${date}T12:00:00Z`);
    return day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000;
  };
  return Math.round((monday(to) - monday(from)) / (7 * 86_400_000));
};

test('first day from an empty database: the admin sets up the practice and a therapist, a visitor books, the booking shows in the operations plan', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const menu = (key: string) => openStaffEntry(page, key);

  // No fictional practice goes online: until the admin publishes, a visitor sees a neutral page.
  await page.goto('/about');
  await rejectCookies(page);
  await expect(page.getByTestId('site-in-setup')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'common', 'siteInSetup.title'));
  await expect(page.locator('body')).not.toContainText('Sanara');

  // 1. The admin logs in, sets up the second factor a new practice requires of staff (a code
  // computed here from the secret shown), and enters the practice's data, section by section.
  await loginWithPassword(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/second-factor/);
  await setUpSecondFactor(page);

  // The login began on a public page, so the admin goes on to the set-up checklist: every step
  // open, publishing disabled with the open steps named.
  const OPEN_STEPS = ['practice', 'openingHours', 'bank', 'team', 'therapies', 'plans'];
  await expect(page).toHaveURL(/\/admin\/setup$/);
  await expect(page.getByTestId('staff-shell')).toBeVisible();
  const publish = page.getByRole('button', { name: st('setup.publish') });
  await expect(publish).toBeDisabled();
  for (const step of OPEN_STEPS) await expect(page.getByTestId(`setup-step-${step}`)).toHaveAttribute('data-done', 'false');
  await expect(page.getByText(st('setup.openBefore'))).toBeVisible();

  // Its first step leads to the settings, whose fields are empty (no sample company), section by section.
  await page
    .getByTestId('setup-step-practice')
    .getByRole('link', { name: st('setup.steps.practice.link') })
    .click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  const practice = page.getByTestId('settings-section-practice');
  await expect(practice.getByLabel(st('fields.name'))).toHaveValue('');
  await practice.getByLabel(st('fields.name')).fill('Praxis Lindenhof');
  await practice.getByLabel(st('fields.legalName')).fill('Praxis Lindenhof AG');
  await practice.getByLabel(st('fields.responsiblePerson')).fill('Nora Lindenmann');
  await practice.getByRole('button', { name: st('practice.save') }).click();
  await expect(practice.getByRole('status')).toHaveText(st('saved'));

  const address = page.getByTestId('settings-section-address');
  await address.getByLabel(st('fields.street')).fill('Lindenhofstrasse 3');
  await address.getByLabel(st('fields.postalCode')).fill('8001');
  await address.getByLabel(st('fields.city')).fill('Zürich');
  await address.getByLabel(st('fields.phone')).fill('+41 44 555 12 34');
  await address.getByLabel(st('fields.email')).fill('info@praxis-lindenhof.ch');
  await address.getByLabel(st('fields.lat')).fill('47.3731');
  await address.getByLabel(st('fields.lon')).fill('8.5404');
  await address.getByRole('button', { name: st('address.save') }).click();
  await expect(address.getByRole('status')).toHaveText(st('saved'));

  // Monday to Saturday, 09:00 to 18:00: each new row takes the next day and the times of the last.
  const hours = page.getByTestId('settings-section-openingHours');
  for (let day = 0; day < 6; day++) await hours.getByRole('button', { name: st('openingHours.add') }).click();
  await hours.getByRole('button', { name: st('openingHours.save') }).click();
  await expect(hours.getByRole('status')).toHaveText(st('saved'));

  const billing = page.getByTestId('settings-section-billing');
  const iban = billing.getByLabel(st('fields.iban'), { exact: true });
  await iban.fill('CH93 0076 2011 6238 5295 8');
  await billing.getByLabel(st('fields.creditorName')).fill('Praxis Lindenhof AG');
  await billing.getByLabel(st('fields.creditorStreet')).fill('Lindenhofstrasse');
  await billing.getByLabel(st('fields.creditorBuildingNumber')).fill('3');
  await billing.getByLabel(st('fields.creditorPostalCode')).fill('8001');
  await billing.getByLabel(st('fields.creditorCity')).fill('Zürich');
  await billing.getByRole('button', { name: st('billing.save') }).click();
  await expect(billing.getByText(st('errors.invalidIban'))).toBeVisible();
  await iban.fill('CH93 0076 2011 6238 5295 7');
  await billing.getByRole('button', { name: st('billing.save') }).click();
  await expect(billing.getByRole('status')).toHaveText(st('saved'));
  await expect(iban).toHaveValue('CH9300762011623852957');

  // 2. A therapist joins the team.
  const therapistEmail = uniqueEmail('erste.therapeutin');
  await menu('team');
  await page.getByRole('button', { name: tm('add.action') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: tm('fields.email') }).fill(therapistEmail);
  await dialog.getByRole('textbox', { name: tm('fields.firstName') }).fill('Nina');
  await dialog.getByRole('textbox', { name: tm('fields.lastName') }).fill('Erste');
  await dialog.getByRole('checkbox', { name: a('roles.therapist') }).check();
  await dialog.getByRole('button', { name: tm('add.save') }).click();
  await expect(dialog).toBeHidden();

  // 3. Her profile: biography, published, classic massage in every duration.
  const row = page
    .getByRole('table', { name: tm('table.label') })
    .getByRole('row')
    .filter({ hasText: therapistEmail });
  await row.getByRole('link', { name: tm('table.profile') }).click();
  await expect(page).toHaveURL(/\/therapistProfile\/\d+$/);
  const bio = page.getByTestId('profile-bio');
  await bio.getByRole('textbox', { name: tp('bio.fields.title'), exact: true }).fill('Medizinische Masseurin mit eidg. Fachausweis');
  await bio.getByRole('textbox', { name: tp('bio.fields.summary'), exact: true }).fill('Klassische Massage bei Verspannungen im Nacken und Rücken.');
  const registry = page.getByTestId('profile-registry');
  await registry.getByLabel(tp('registry.zsr')).fill('A123456');
  await registry.getByRole('switch', { name: tp('registry.published') }).click();
  const offers = page.getByTestId('profile-offers');
  await offers.getByRole('checkbox', { name: CLASSIC, exact: true }).check();
  const durations = offers.getByRole('group', { name: tp('offers.durationsOf').replace('{{therapy}}', CLASSIC) });
  for (const box of await durations.getByRole('checkbox').all()) await box.check();
  await page.getByTestId('profile-save').click();
  await expect(page.getByRole('status').filter({ hasText: tp('save.done') })).toBeVisible();

  // 4. A week plan (Monday to Saturday mornings) and her therapist plan from today.
  const planName = 'Vormittage';
  await menu('operationPlan');
  await page.getByRole('tab', { name: s('operation.tabs.weekPlans') }).click();
  await page.getByRole('button', { name: s('weekPlans.new') }).click();
  const editor = page.getByTestId('week-plan-editor');
  await editor.getByLabel(s('weekPlans.name')).fill(planName);
  for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag']) {
    await editor.getByRole('button', { name: s('weekPlans.addRange').replace('{{day}}', day) }).click();
  }
  await editor.getByRole('button', { name: s('save') }).click();
  await expect(editor).toBeHidden();
  await page.getByRole('tab', { name: s('operation.tabs.therapistPlans') }).click();
  await page.getByRole('button', { name: s('therapistPlans.new') }).click();
  const form = page.getByTestId('therapist-plan-form');
  await form.getByRole('combobox', { name: s('therapistPlans.therapist') }).click();
  await page.getByRole('option', { name: 'Nina Erste' }).click();
  await form.getByLabel(s('therapistPlans.begins')).fill(todayInZurich());
  await form.getByRole('combobox', { name: s('therapistPlans.week').replace('{{letter}}', 'A') }).click();
  await page.getByRole('option', { name: planName }).click();
  await form.getByRole('button', { name: s('save') }).click();
  await expect(form).toBeHidden();

  // 5. The checklist has ticked itself; the site goes online.
  await menu('setup');
  for (const step of OPEN_STEPS) await expect(page.getByTestId(`setup-step-${step}`)).toHaveAttribute('data-done', 'true');
  await publish.click();
  await expect(page.getByText(st('setup.published'))).toBeVisible();

  // 6. A visitor, in a browser of their own: the practice's new name, the therapist on /about, a slot on /book.
  const visitorContext = await browser.newContext({ baseURL: EMPTY_URL, locale: 'de-CH' });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/about');
    await rejectCookies(visitor);
    await expect(visitor.getByText('Praxis Lindenhof').first()).toBeVisible();
    const card = visitor.getByTestId('team-card').filter({ hasText: 'Nina Erste' });
    await expect(card).toContainText('Medizinische Masseurin mit eidg. Fachausweis');

    // Only what a published therapist offers is on the site: classic massage, none of the other twelve.
    await visitor.goto('/therapies');
    await expect(visitor.getByTestId('therapy-card')).toHaveCount(1);
    await expect(visitor.getByTestId('therapy-card')).toContainText(CLASSIC);

    await visitor.goto('/');
    // A key pressed on the rendered page before its script has taken it over does nothing.
    await waitUntilInteractive(visitor);
    const wheel = visitor.getByTestId('therapy-wheel');
    const classic = wheel.getByRole('button', { name: CLASSIC });
    await classic.focus();
    await visitor.keyboard.press('Enter');
    await expect(classic).toHaveAttribute('aria-pressed', 'true');
    await visitor.getByRole('radio', { name: /55/ }).check();
    await visitor.getByRole('link', { name: picker('duration.book') }).click();
    await expect(visitor).toHaveURL(/\/book\?therapyid=1&arrangementid=2/);
    const calendar = visitor.getByTestId('booking-calendar');
    const free = calendar.locator('button[data-state="free"]');
    await expect(free.first()).toBeVisible();
    // The last slot shown once every week shown has loaded: today's first ones may start too soon for a guest's reservation.
    await expect(calendar).toHaveAttribute('aria-busy', 'false');
    await free.last().click();
    const selected = visitor.getByTestId('selected-slot');
    await selected.getByLabel(k('guest.email')).fill(uniqueEmail('erste.kundin'));
    await selected.getByRole('checkbox', { name: text('de', 'common', 'termsAccept').replace(/<\/?terms>/g, '') }).check();
    await selected.getByRole('button', { name: k('guest.reserve') }).click();
    await expect(visitor.getByTestId('booking-result')).toHaveAttribute('data-status', 'temporary');
  } finally {
    await visitorContext.close();
  }

  // 7. The reservation shows in the operations plan, in the week of its day.
  await menu('operationPlan');
  const { bookings } = (await api(page, 'GET', `/api/staff/bookings?from=${todayInZurich()}&to=${addDaysIso(todayInZurich(), 60)}`)).json as {
    bookings: Array<{ start: string; therapistName: string }>;
  };
  const booked = bookings.find((b) => b.therapistName === 'Nina Erste')!;
  const weeksAhead = weeksBetween(todayInZurich(), new Date(booked.start).toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' }));
  await page.getByRole('tab', { name: s('operation.tabs.week') }).click();
  const week = page.getByTestId('operation-week');
  const shownWeek = async () => {
    await expect(week).not.toHaveText('…');
    return week.textContent();
  };
  for (let i = 0; i < weeksAhead; i++) {
    const before = await shownWeek();
    await page.getByRole('button', { name: s('operation.next') }).click();
    await expect.poll(async () => (await week.textContent()) !== before && (await week.textContent()) !== '…').toBe(true);
  }
  const herRow = page.getByTestId('operation-plan').getByRole('row').filter({ hasText: 'Nina Erste' });
  await expect(herRow.getByTestId('temporary-bookings')).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});
