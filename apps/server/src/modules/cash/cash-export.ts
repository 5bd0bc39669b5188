import {
  accountingJournal,
  bookingAccounts,
  csvCell,
  csvChf,
  csvRow,
  formatChf,
  type CashType,
  type JournalEntry,
  type JournalText,
  type PracticeSettings,
} from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { stringify } from 'csv-stringify/sync';
import { renderPdf } from '../../core/pdf-pool.ts';
import { createPdfDocument } from '../../lib/pdf-document.ts';
import { serverText } from '../../lib/server-texts.ts';
import { journalFacts } from './accounting.repo.ts';
import { cashExportData, type bookBetween } from './cash.service.ts';

type Book = Awaited<ReturnType<typeof bookBetween>>;
const MM = 72 / 25.4;

const formatDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(`${language}-CH`, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * The CSV for the accountant's software: UTF-8 with a byte-order mark, `;`, one row per
 * transaction with day, document number, text, debit and credit account (from the settings),
 * amount and an empty VAT code. Fields go through `csvRow` (no spreadsheet formulas) and the
 * CSV library (quotes, separators, newlines).
 */
export function cashCsv(book: Book, accounts: PracticeSettings['cashAccounts'], language: string): string {
  const t = (key: string) => serverText('cash', language, `csv.${key}`);
  const header = ['date', 'number', 'text', 'debitAccount', 'creditAccount', 'amount', 'vatCode'].map(t);
  const rows = book.transactions.map((tx) => {
    const direction = tx.debitRappen > 0 ? 'debit' : 'credit';
    const { debit, credit } = bookingAccounts(tx.type as CashType, direction, accounts);
    return [...csvRow([tx.date, tx.number, tx.subject, debit, credit]), csvChf(tx.debitRappen || tx.creditRappen), ''];
  });
  return `\uFEFF${stringify([header, ...rows], { delimiter: ';', record_delimiter: '\r\n' })}`;
}

/** Banana Accounting's names of the columns it imports into a double-entry file's transactions (case-sensitive). */
export const BANANA_COLUMNS = ['Date', 'Doc', 'Description', 'AccountDebit', 'AccountCredit', 'Amount', 'VatCode'] as const;

/** A text field as Banana reads it: no tab or line break inside (they separate fields and records), and no spreadsheet formula. */
const bananaText = (text: string) => csvCell(text.replace(/[\t\r\n]+/g, ' ').trim());

/**
 * The journal as Banana Accounting imports it without changes ("Text file with column headers",
 * banana.ch/doc/en/node/9947): UTF-8 without a byte-order mark (it would join the first column's
 * name), the column names in the first line, fields separated by a tab, each record ending with a
 * line feed, days as YYYY-MM-DD, amounts in francs with a point and two decimals and no thousands
 * separator, the VAT code empty (treatments are exempt).
 */
export function bananaTransactions(entries: readonly JournalEntry[]): string {
  const lines = entries.map((entry) =>
    [entry.date, bananaText(entry.doc), bananaText(entry.description), entry.debit, entry.credit, csvChf(entry.amountRappen), ''].join('\t'),
  );
  return `${[BANANA_COLUMNS.join('\t'), ...lines].join('\n')}\n`;
}

/**
 * The bookkeeping of the days [from, to] for Banana (`accountingJournal` over the cash book, the
 * card, TWINT and voucher payments and the invoices, with the settings' accounts), its texts in
 * `language`.
 */
export async function bananaExport(ctx: AppContext, from: string, to: string, language: string): Promise<string> {
  const [{ book }, facts, practice] = await Promise.all([cashExportData(ctx, from, to, language), journalFacts(ctx.db, from, to), ctx.settings()]);
  const text: JournalText = (key, values) => serverText('cash', language, `banana.${key}`, values);
  const cash = book.transactions.map((tx) => ({ ...tx, type: tx.type as CashType }));
  return bananaTransactions(accountingJournal({ cash, ...facts }, practice.cashAccounts, { from, to }, text));
}

export interface CashPdfInput {
  language: string;
  practice: PracticeSettings;
  from: string;
  to: string;
  book: Book;
  counts: Array<{ date: string; countedRappen: number; bookRappen: number; discrepancyRappen: number; countedBy: string | null }>;
  /** Per month of the range: closed by whom and when, or open. */
  periods: Array<{ month: string; closedAt: string | null; closedBy: string | null }>;
}

/** The cash book as an A4 PDF: header, period, opening balance, every transaction with its running balance, totals per type, counts, closing balance, closings. */
export function renderCashPdf(input: CashPdfInput): Promise<Buffer> {
  return renderPdf('cashBook', input);
}

/** Draws it, on a PDF worker (`core/pdf-pool.ts`): renderCashPdf hands it there. */
export function drawCashPdf(input: CashPdfInput): Promise<Buffer> {
  const t = (key: string, values?: Record<string, string | number>) => serverText('cash', input.language, `pdf.${key}`, values);
  const chf = (rappen: number) => formatChf(rappen, input.language);
  const { doc, done } = createPdfDocument({ margin: 15 * MM, title: `${t('title')} ${input.from} – ${input.to}`, author: input.practice.name });
  const left = 15 * MM;
  const width = 180 * MM;
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('#1f7a72')
    .text(input.practice.name, left, 14 * MM);
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#4b5b59')
    .text(`${input.practice.street}, ${input.practice.postalCode} ${input.practice.city}${input.practice.uid ? ` · ${input.practice.uid}` : ''}`);
  doc.moveDown(0.8);
  doc.font('bold').fontSize(16).fillColor('#1d2b2a').text(t('title'));
  doc
    .font('body')
    .fontSize(9)
    .text(t('period', { from: formatDay(input.from, input.language), to: formatDay(input.to, input.language) }));
  doc.moveDown(0.6);

  const columns = [
    { key: 'number', width: 20 * MM, align: 'left' },
    { key: 'date', width: 20 * MM, align: 'left' },
    { key: 'subject', width: 52 * MM, align: 'left' },
    { key: 'type', width: 32 * MM, align: 'left' },
    { key: 'debit', width: 18 * MM, align: 'right' },
    { key: 'credit', width: 18 * MM, align: 'right' },
    { key: 'balance', width: 20 * MM, align: 'right' },
  ] as const;
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 25 * MM) doc.addPage();
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc
      .font(bold ? 'bold' : 'body')
      .fontSize(7.5)
      .fillColor('#1d2b2a');
    columns.forEach((column, i) => {
      doc.text(cells[i] ?? '', x, y, { width: column.width - 2, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 2;
  };
  row(
    columns.map((c) => t(`columns.${c.key}`)),
    true,
  );
  row(['', '', t('opening'), '', '', '', chf(input.book.openingRappen)], true);
  for (const tx of input.book.transactions)
    row([
      tx.number,
      formatDay(tx.date, input.language),
      tx.subject,
      serverText('cash', input.language, `types.${tx.type}`),
      tx.debitRappen ? chf(tx.debitRappen) : '',
      tx.creditRappen ? chf(tx.creditRappen) : '',
      chf(tx.balanceRappen),
    ]);
  row(['', '', t('closing'), '', '', '', chf(input.book.closingRappen)], true);

  doc.moveDown(0.8);
  doc.x = left;
  doc.font('bold').fontSize(10).text(t('totals'), left, doc.y, { width });
  for (const total of input.book.totalsByType)
    row([
      '',
      '',
      serverText('cash', input.language, `types.${total.type}`),
      '',
      total.debitRappen ? chf(total.debitRappen) : '',
      total.creditRappen ? chf(total.creditRappen) : '',
      '',
    ]);
  doc.moveDown(0.8);
  doc.font('bold').fontSize(10).text(t('counts'), left, doc.y, { width });
  doc.font('body').fontSize(8);
  for (const count of input.counts)
    doc.text(
      t('count', {
        date: formatDay(count.date, input.language),
        counted: chf(count.countedRappen),
        book: chf(count.bookRappen),
        difference: chf(count.discrepancyRappen),
        by: count.countedBy ?? '—',
      }),
      left,
      doc.y,
      { width },
    );
  doc.moveDown(0.6);
  for (const period of input.periods)
    doc.text(
      period.closedAt
        ? t('closedBy', {
            month: period.month,
            at: new Date(period.closedAt).toLocaleString(`${input.language}-CH`, { timeZone: 'Europe/Zurich' }),
            by: period.closedBy ?? '—',
          })
        : t('open', { month: period.month }),
      left,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
