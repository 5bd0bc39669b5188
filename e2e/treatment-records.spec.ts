import type { Browser, Page } from '@playwright/test';
import { api, bookForCustomer, expect, grantRoles, openStaffEntryAsAdmin, registerAndLogIn, registerCustomer, test } from './fixtures.ts';
import { text } from './locale.ts';
import { uniqueEmail } from './mail.ts';

const bl = (key: string) => text('de', 'booking-list', key);
/** A row button's label with its count ("Journal (1)", "Zeichnungen (0)"). */
const counted = (key: 'journal' | 'drawings' | 'files', count: number) =>
  text('de', 'booking-list', `row.${key}_${count === 1 ? 'one' : 'other'}`).replace('{{count}}', String(count));
const jr = (key: string) => text('de', 'journal', key);
const dr = (key: string) => text('de', 'drawing', key);
const fl = (key: string) => text('de', 'files', key);

/** A staff member of `roles` logged in in a browser context of their own. */
async function staffPage(browser: Browser, baseURL: string, prefix: string, roles: string[]): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-CH' });
  const page = await context.newPage();
  const email = uniqueEmail(prefix);
  await registerAndLogIn(page, email);
  await grantRoles(baseURL, email, ['customer', ...roles]);
  await page.reload();
  return page;
}

/** The booking list filtered to the customer, the upcoming section open, and the customer's one row. */
async function customerRow(page: Page, email: string) {
  await page.goto(`/bookingList?search=${encodeURIComponent(email)}`);
  // Today's section is open; the booking may also lie in the coming days.
  await page.getByRole('button', { name: new RegExp(`^${bl('sections.upcoming')}`) }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

/** A PDF report of one page, as a file the upload zone takes. */
const REPORT = {
  name: 'Arztbericht Röntgen.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

test('a therapist documents a treatment (journal, a drawing on the back drawn with a pen, a PDF report), another therapist sees all three, a planner only the counts', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const customer = uniqueEmail('record-customer');
  await registerCustomer(browser, customer);
  await openStaffEntryAsAdmin(page, 'bookingList');
  await bookForCustomer(page, customer);

  const lea = await staffPage(browser, baseURL!, 'record-lea', ['therapist']);
  // The journal, written while the autosave keeps up.
  const row = await customerRow(lea, customer);
  await row.getByRole('link', { name: counted('journal', 0) }).click();
  await expect(lea).toHaveURL(/\/journal\?bookingId=\d+/);
  const bookingId = Number(new URL(lea.url()).searchParams.get('bookingId'));
  await lea.getByRole('textbox', { name: new RegExp(`^${jr('fields.history')}`) }).fill('Seit drei Wochen Schmerzen im unteren Rücken.');
  await lea.getByRole('textbox', { name: new RegExp(`^${jr('fields.diagnosis')}`) }).fill('Hartspann lumbal rechts');
  await expect(lea.getByRole('status').filter({ hasText: jr('state.saved') })).toBeVisible();
  await expect(lea.getByText(/Fassung 1|Fassung 2/)).toBeVisible();

  // The drawing board opens in its own window; a pen with pressure draws on the back view.
  const back = await customerRow(lea, customer);
  const [board] = await Promise.all([lea.waitForEvent('popup'), back.getByRole('button', { name: counted('drawings', 0) }).click()]);
  await board
    .getByRole('radiogroup', { name: dr('toolbar.view') })
    .getByText(dr('views.back'), { exact: true })
    .click();
  const canvas = board.getByTestId('drawing-canvas');
  await expect(canvas).toHaveAttribute('aria-label', new RegExp(dr('viewNames.back')));
  const box = (await canvas.boundingBox())!;
  const cdp = await board.context().newCDPSession(board);
  const pen = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', fx: number, fy: number, force: number) =>
    cdp.send('Input.dispatchMouseEvent', {
      type,
      x: box.x + box.width * fx,
      y: box.y + box.height * fy,
      button: 'left',
      buttons: type === 'mouseReleased' ? 0 : 1,
      clickCount: 1,
      pointerType: 'pen',
      force,
    });
  const saved = board.waitForResponse((res) => res.url().endsWith(`/api/staff/bookings/${bookingId}/drawings/back`) && res.request().method() === 'PUT');
  await pen('mousePressed', 0.45, 0.45, 0.3);
  for (let i = 1; i <= 12; i++) await pen('mouseMoved', 0.45 + i * 0.01, 0.45 + i * 0.012, 0.3 + i * 0.05);
  await pen('mouseReleased', 0.57, 0.59, 0);
  expect(await (await saved).json()).toMatchObject({ view: 'back', strokeCount: 1 });
  const drawing = (await api(board, 'GET', `/api/staff/bookings/${bookingId}/drawings`)).json as {
    views: Array<{ view: string; strokes: Array<{ points: number[][] }> }>;
  };
  expect(drawing.views.map((v) => v.view)).toEqual(['back']);
  const pressures = drawing.views[0]!.strokes[0]!.points.map((p) => p[2]!);
  // The pen's pressure is kept per point (a mouse would give 0.5 throughout).
  expect(Math.max(...pressures)).toBeGreaterThan(Math.min(...pressures));
  await expect(board.getByText(dr('status.saved'))).toBeVisible();
  await board.close();

  // A PDF report uploaded to the customer's files.
  const files = await customerRow(lea, customer);
  await files.getByRole('button', { name: counted('files', 0) }).click();
  const dialog = lea.getByRole('dialog');
  // A program dressed up as a PDF is refused by its content, with the reason, and not listed.
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'Befund.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00 not a pdf') });
  await expect(dialog.getByRole('alert').filter({ hasText: text('de', 'common', 'errors.UNSUPPORTED_FILE') })).toBeVisible();
  await expect(dialog.getByRole('table', { name: fl('table.label') }).getByText('Befund.pdf')).toHaveCount(0);
  await dialog.locator('input[type=file]').setInputFiles(REPORT);
  await expect(dialog.getByRole('table', { name: fl('table.label') }).getByText(REPORT.name)).toBeVisible();
  await lea.keyboard.press('Escape');
  await lea.context().close();

  // Another therapist finds all three.
  const mia = await staffPage(browser, baseURL!, 'record-mia', ['therapist']);
  const seen = await customerRow(mia, customer);
  await expect(seen.getByRole('button', { name: counted('drawings', 1) })).toBeEnabled();
  await seen.getByRole('button', { name: counted('files', 1) }).click();
  await expect(mia.getByRole('dialog').getByText(REPORT.name)).toBeVisible();
  await mia.keyboard.press('Escape');
  await seen.getByRole('link', { name: counted('journal', 1) }).click();
  await expect(mia.getByRole('textbox', { name: new RegExp(`^${jr('fields.diagnosis')}`) })).toHaveValue('Hartspann lumbal rechts');
  const record = await api(mia, 'GET', `/api/staff/bookings/${bookingId}/drawings`);
  expect((record.json as { views: Array<{ view: string }> }).views.map((v) => v.view)).toEqual(['back']);
  await mia.context().close();

  // A planner sees the counts, and nothing opens.
  const planner = await staffPage(browser, baseURL!, 'record-planner', ['planner']);
  const planned = await customerRow(planner, customer);
  await expect(planned.getByRole('button', { name: counted('journal', 1) })).toBeDisabled();
  await expect(planned.getByRole('button', { name: counted('drawings', 1) })).toBeDisabled();
  await expect(planned.getByRole('button', { name: counted('files', 1) })).toBeDisabled();
  expect((await api(planner, 'GET', `/api/staff/bookings/${bookingId}/journal`)).status).toBe(403);
  await planner.goto(`/journal?bookingId=${bookingId}`);
  await expect(planner.getByText(jr('notAllowed'))).toBeVisible();
  await planner.context().close();
  expect(consoleErrors).toEqual([]);
});
