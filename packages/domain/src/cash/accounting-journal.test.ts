import { describe, expect, it } from 'vitest';
import { accountingJournal, type JournalInvoice, type JournalTextKey } from './accounting-journal.ts';
import { DEFAULT_CASH_ACCOUNTS } from './cash-book.ts';

const text = (key: JournalTextKey, values: Record<string, string>) => [key, ...Object.values(values).filter(Boolean)].join(' ');
const range = { from: '2027-01-01', to: '2027-01-31' };
const accounts = { ...DEFAULT_CASH_ACCOUNTS, card: '1091', twint: '1092' };
const invoice = (change: Partial<JournalInvoice>): JournalInvoice => ({
  number: '2027-0001',
  target: 'booking',
  targetLabel: '2027-00012',
  amountRappen: 14_000,
  issuedOn: '2027-01-05',
  creditNoteNumber: null,
  cancelledOn: null,
  paidOn: null,
  paidRappen: null,
  ...change,
});
const rows = (entries: ReturnType<typeof accountingJournal>) => entries.map((e) => [e.date, e.doc, e.debit, e.credit, e.amountRappen, e.description]);

describe('the accounting journal', () => {
  it('books the cash book’s lines as its CSV does: the till against revenue, expenses and the bank, reversals the other way', () => {
    const journal = accountingJournal(
      {
        cash: [
          { date: '2027-01-04', number: '2027-0001', subject: 'Barzahlung', type: 'cashReceipt', debitRappen: 12_600, creditRappen: 0 },
          { date: '2027-01-04', number: '2027-0002', subject: 'Rückerstattung', type: 'cashReceipt', debitRappen: 0, creditRappen: 1_000 },
          { date: '2027-01-05', number: '2027-0003', subject: 'Bank', type: 'deposit', debitRappen: 0, creditRappen: 10_000 },
        ],
        payments: [],
        invoices: [],
      },
      accounts,
      range,
      text,
    );
    expect(rows(journal)).toEqual([
      ['2027-01-04', '2027-0001', '1000', '3400', 12_600, 'Barzahlung'],
      ['2027-01-04', '2027-0002', '3400', '1000', 1_000, 'Rückerstattung'],
      ['2027-01-05', '2027-0003', '1020', '1000', 10_000, 'Bank'],
    ]);
  });

  it('books card and TWINT on their accounts, a voucher sale on the liability and a redemption from it; cash, invoice and voucher-by-voucher payments not again', () => {
    const payment = (typeId: number, target: 'booking' | 'voucher' = 'booking') => ({
      date: '2027-01-10',
      typeId,
      target,
      targetLabel: target === 'booking' ? '2027-00012' : '2027-0003',
      voucherNumber: typeId === 4 ? '2026-0007' : null,
      amountRappen: 5_000,
    });
    const journal = accountingJournal(
      { cash: [], payments: [1, 2, 3, 4, 5].map((type) => payment(type)).concat([1, 2, 3, 4, 7].map((type) => payment(type, 'voucher'))), invoices: [] },
      accounts,
      range,
      text,
    );
    expect(rows(journal)).toEqual([
      ['2027-01-10', '', '1091', '3400', 5_000, 'cardPayment 2027-00012'],
      ['2027-01-10', '', '1092', '3400', 5_000, 'twintPayment 2027-00012'],
      ['2027-01-10', '', '2030', '3400', 5_000, 'voucherRedemption 2027-00012 2026-0007'],
      ['2027-01-10', '', '1091', '2030', 5_000, 'voucherSaleCard 2027-0003'],
      ['2027-01-10', '', '1092', '2030', 5_000, 'voucherSaleTwint 2027-0003'],
    ]);
  });

  it('books an invoice when issued, its credit note when cancelled, and its money with a reminder fee when paid, each only in the range', () => {
    const journal = accountingJournal(
      {
        cash: [],
        payments: [],
        invoices: [
          invoice({ paidOn: '2027-01-20', paidRappen: 16_000 }),
          invoice({ number: '2027-0002', target: 'voucher', targetLabel: '2027-0003', creditNoteNumber: '2027-0001', cancelledOn: '2027-01-08' }),
          invoice({ number: '2026-0099', issuedOn: '2026-12-20', paidOn: '2027-01-03', paidRappen: null }),
          invoice({ number: '2027-0003', issuedOn: '2027-01-30', paidOn: '2027-02-02', paidRappen: 14_000 }),
        ],
      },
      accounts,
      range,
      text,
    );
    expect(rows(journal)).toEqual([
      ['2027-01-03', '2026-0099', '1020', '1100', 14_000, 'invoicePaid 2026-0099 2027-00012'],
      ['2027-01-05', '2027-0001', '1100', '3400', 14_000, 'invoiceIssued 2027-0001 2027-00012'],
      ['2027-01-05', '2027-0002', '1100', '2030', 14_000, 'voucherInvoiceIssued 2027-0002 2027-0003'],
      ['2027-01-08', '2027-0001', '2030', '1100', 14_000, 'creditNote 2027-0002 2027-0003 2027-0001'],
      ['2027-01-20', '2027-0001', '1020', '1100', 14_000, 'invoicePaid 2027-0001 2027-00012'],
      ['2027-01-20', '2027-0001', '1020', '3400', 2_000, 'reminderFee 2027-0001 2027-00012'],
      ['2027-01-30', '2027-0003', '1100', '3400', 14_000, 'invoiceIssued 2027-0003 2027-00012'],
    ]);
  });

  it('balances: what receivables took in and gave out leaves the open invoices on them', () => {
    const invoices = [
      invoice({ paidOn: '2027-01-20', paidRappen: 14_000 }),
      invoice({ number: '2027-0002', amountRappen: 9_000 }),
      invoice({ number: '2027-0003', creditNoteNumber: '2027-0001', cancelledOn: '2027-01-09' }),
    ];
    const journal = accountingJournal({ cash: [], payments: [], invoices }, accounts, range, text);
    const balance = (account: string) =>
      journal.reduce((sum, e) => sum + (e.debit === account ? e.amountRappen : 0) - (e.credit === account ? e.amountRappen : 0), 0);
    expect(balance('1100')).toBe(9_000);
    expect(balance('3400')).toBe(-(14_000 + 9_000));
  });
});
