import { expect, rejectCookies, test } from './fixtures.ts';
import { text, texts } from './locale.ts';

const PAGES: Array<{ path: string; heading: () => string }> = [
  { path: '/', heading: () => text('de', 'home', 'hero.title') },
  { path: '/about', heading: () => text('de', 'about', 'title') },
  { path: '/therapies', heading: () => text('de', 'therapies', 'title') },
  { path: '/therapy?therapyid=3', heading: () => text('de', 'therapies', 'items.lymph_drainage.name') },
  { path: '/pricing', heading: () => text('de', 'pricing', 'title') },
  { path: '/impressum', heading: () => text('de', 'legal', 'impressum.title') },
  { path: '/agb', heading: () => text('de', 'legal', 'agb.title') },
  { path: '/datenschutz', heading: () => text('de', 'legal', 'datenschutz.title') },
  { path: '/refund', heading: () => text('de', 'legal', 'refund.title') },
  { path: '/partners', heading: () => text('de', 'partners', 'title') },
  { path: '/contacts', heading: () => text('de', 'common', 'contact.pageTitle') },
  { path: '/no-such-page', heading: () => text('de', 'common', 'notFound.title') },
];

for (const { path, heading } of PAGES) {
  test(`${path} renders without console errors`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading());
    await expect(page.getByTestId('contact-block').first()).toContainText('Seefeldstrasse 42');
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });
}

test('the therapies page lists all 13 therapies and each opens its description', async ({ page, consoleErrors }) => {
  await page.goto('/therapies');
  await rejectCookies(page);
  const cards = page.getByTestId('therapy-card');
  await expect(cards).toHaveCount(13);
  const items = texts('de', 'therapies').items as Record<string, { name: string; long: string[] }>;
  for (const [key, item] of Object.entries(items)) {
    await expect(cards.getByRole('link', { name: item.name, exact: true }), key).toBeVisible();
  }
  await cards.getByRole('link', { name: items.fascia!.name, exact: true }).click();
  await expect(page).toHaveURL(/\/therapy\?therapyid=10$/);
  await expect(page.getByText(items.fascia!.long[0]!)).toBeVisible();
  await expect(page.getByTestId('therapy-durations')).toContainText('CHF 75.00');
  await page.getByRole('link', { name: text('de', 'common', 'bookOnline') }).click();
  await expect(page).toHaveURL(/\/bookoptions\?therapyid=10&arrangementid=2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(items.fascia!.name);
  await page.getByTestId('choose-appointment').click();
  await expect(page).toHaveURL(/\/book\?therapyid=10&arrangementid=2/);
  await expect(page.getByTestId('booking-calendar')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the privacy policy is linked from the cookie banner and the footer and names the practice from the settings', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await page
    .getByTestId('cookie-banner')
    .getByRole('link', { name: text('de', 'common', 'consent.privacyLink') })
    .click();
  await expect(page).toHaveURL(/\/datenschutz$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'legal', 'datenschutz.title'));
  await rejectCookies(page);
  await page.goto('/?lang=ru');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text('ru', 'common', 'nav.datenschutz') })
    .click();
  await expect(page).toHaveURL(/\/datenschutz\?lang=ru$/);
  const controller = page.getByTestId('privacy-controller');
  await expect(controller).toContainText('Seefeldstrasse 42');
  await expect(controller.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  // The rights under the data protection act, and where to complain.
  const sections = texts('ru', 'legal').datenschutz as { sections: Array<{ heading: string }> };
  for (const { heading } of sections.sections) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByText(/www\.edoeb\.admin\.ch/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('/bookoptions refuses an unknown therapy with a clear message', async ({ page }) => {
  await page.goto('/bookoptions?therapyid=99&arrangementid=2');
  await expect(page.getByTestId('offer-unavailable')).toBeVisible();
});

test('the price list shows the three durations with CHF and the price per 5 minutes', async ({ page }) => {
  await page.goto('/pricing?lang=en');
  const rows = page.getByTestId('price-table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('25 min');
  await expect(rows.nth(0)).toContainText('CHF 75.00');
  await expect(rows.nth(0)).toContainText('15.00000');
  await expect(rows.nth(1)).toContainText('CHF 140.00');
  await expect(rows.nth(1)).toContainText('12.72727');
  await expect(rows.nth(2)).toContainText('CHF 215.00');
  await expect(rows.nth(2)).toContainText('12.64706');
});

test('the team on /about links to the therapist biography', async ({ page, consoleErrors }) => {
  await page.goto('/about');
  await rejectCookies(page);
  await page.getByTestId('team-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/therapist\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lea Brunner');
  await expect(page.getByText('ZSR K123456')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the footer shows the contact block with opening hours Monday to Saturday 09:00-20:00', async ({ page }) => {
  await page.goto('/?lang=en');
  const hours = page.getByTestId('opening-hours').first();
  await expect(hours.locator('tr')).toHaveCount(7);
  await expect(hours.locator('tr').first()).toContainText('Monday');
  await expect(hours.locator('tr').first()).toContainText('09:00–20:00');
  await expect(hours.locator('tr').last()).toContainText(text('en', 'common', 'contact.closed'));
  const block = page.getByTestId('contact-block').first();
  await expect(block.getByRole('link', { name: 'info@praxis-sanara.ch' })).toHaveAttribute('href', 'mailto:info@praxis-sanara.ch');
  await expect(block.getByRole('link', { name: '+41 44 123 45 67' })).toHaveAttribute('href', 'tel:+41441234567');
});

test('no public page breaks its own content security policy (zod builds its schemas without probing for eval)', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`));
  });
  await page.goto('/');
  await rejectCookies(page);
  for (const path of [...PAGES.map((p) => p.path), '/vouchers', '/bookoptions?therapyid=1', '/book?therapyid=1&arrangementid=2']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
  }
});
