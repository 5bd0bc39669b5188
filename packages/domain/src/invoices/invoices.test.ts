import { describe, expect, it } from 'vitest';
import { pricePerFiveMinutes } from '../money/money.ts';
import { dueDateOf, formatCreditNoteNumber, formatInvoiceNumber, isOverdue, nextReminder, qrBillLanguage, reminderFee, tariffUnits } from './invoice-rules.ts';
import { formatReference, isQrReference, isScorReference, mod10CheckDigit, qrReferenceOf, scorReferenceOf } from './payment-reference.ts';
import { toQrCharset } from './qr-charset.ts';

describe('QR reference (recursive modulo 10)', () => {
  it('computes the check digit of the standard’s example', () => {
    // Swiss Payment Standards, QR-bill implementation guidelines: 21 00000 00003 13947 14300 09017.
    expect(mod10CheckDigit('21000000000313947143000901')).toBe(7);
    expect(isQrReference('210000000003139471430009017')).toBe(true);
    expect(isQrReference('21 00000 00003 13947 14300 09017')).toBe(true);
  });

  it.each([
    ['210000000003139471430009018', false],
    ['21000000000313947143000901', false],
    ['2100000000031394714300090A7', false],
  ])('refuses %s', (reference, valid) => {
    expect(isQrReference(reference)).toBe(valid);
  });

  it('builds a valid 27-digit reference from an invoice number', () => {
    expect(qrReferenceOf('2027-0001')).toBe('000000000000000000202700014');
    for (const number of ['2027-0001', '2027-0042', '2031-12345']) expect(isQrReference(qrReferenceOf(number))).toBe(true);
    expect(formatReference(qrReferenceOf('2027-0001'))).toBe('00 00000 00000 00000 02027 00014');
  });
});

describe('creditor reference (ISO 11649)', () => {
  it('computes the check digits of the ISO example', () => {
    expect(scorReferenceOf('539007547034')).toBe('RF18539007547034');
    expect(isScorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isScorReference('RF19539007547034')).toBe(false);
    expect(isScorReference(scorReferenceOf('2027-0042'.replace('-', '')))).toBe(true);
    expect(formatReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });

  it('refuses a part that is too long or not alphanumeric', () => {
    expect(() => scorReferenceOf('x'.repeat(22))).toThrow(RangeError);
    expect(() => scorReferenceOf('2027-0042')).toThrow(RangeError);
  });
});

describe('invoice rules', () => {
  it('numbers yearly with four digits at least', () => {
    expect(formatInvoiceNumber(2027, 1)).toBe('2027-0001');
    expect(formatInvoiceNumber(2027, 12345)).toBe('2027-12345');
  });

  it('numbers credit notes in a series of their own that no invoice number looks like', () => {
    expect(formatCreditNoteNumber(2027, 1)).toBe('G-2027-0001');
    expect(formatCreditNoteNumber(2027, 12345)).toBe('G-2027-12345');
    expect(formatCreditNoteNumber(2027, 7)).not.toBe(formatInvoiceNumber(2027, 7));
  });

  it('adds the processing fee from the third reminder on', () => {
    expect([1, 2, 3].map((level) => reminderFee(level, 2000))).toEqual([0, 0, 2000]);
  });

  it('is due after the payment term and overdue only while open or sent', () => {
    expect(dueDateOf('2027-01-20', 30)).toBe('2027-02-19');
    expect(isOverdue({ state: 'sent', dueOn: '2027-02-19' }, '2027-02-19')).toBe(false);
    expect(isOverdue({ state: 'sent', dueOn: '2027-02-19' }, '2027-02-20')).toBe(true);
    expect(isOverdue({ state: 'paid', dueOn: '2027-02-19' }, '2027-03-01')).toBe(false);
  });

  it('reminds an overdue invoice up to three times, the third with the fee, each with ten more days', () => {
    const invoice = { state: 'sent' as const, dueOn: '2027-02-03', reminderLevel: 0 };
    expect(nextReminder(invoice, '2027-02-03', 2000)).toBe('notOverdue');
    expect(nextReminder(invoice, '2027-02-04', 2000)).toEqual({ level: 1, feeRappen: 0, dueOn: '2027-02-14' });
    expect(nextReminder({ ...invoice, reminderLevel: 2, dueOn: '2027-03-01' }, '2027-03-02', 2000)).toEqual({ level: 3, feeRappen: 2000, dueOn: '2027-03-12' });
    expect(nextReminder({ ...invoice, reminderLevel: 3 }, '2027-06-01', 2000)).toBe('maxLevel');
    expect(nextReminder({ ...invoice, state: 'paid' }, '2027-06-01', 2000)).toBe('notOpen');
  });

  it('writes the QR part in German, French, Italian or English', () => {
    expect(['de', 'fr', 'it', 'en', 'ru', 'es'].map(qrBillLanguage)).toEqual(['DE', 'FR', 'IT', 'EN', 'EN', 'EN']);
  });

  it('counts Tarif 590 units of 5 minutes with the unit price to 5 decimals', () => {
    expect(tariffUnits(55)).toBe(11);
    expect(pricePerFiveMinutes(14000, 55)).toBe('12.72727');
    expect(tariffUnits(25)).toBe(5);
    expect(pricePerFiveMinutes(7500, 25)).toBe('15.00000');
  });
});

describe('the QR-bill character set', () => {
  it.each([
    ['Ольга Иванова', 'Olga Ivanova'],
    ['Щукин Юрий', 'Shchukin Yuriy'],
    ['Zoë Müller-Lüdenscheidt', 'Zoë Müller-Lüdenscheidt'],
    ['Ștefan Țăran', 'Ștefan Țăran'],
    ['Nguyễn Văn', 'Nguyen Văn'],
    ['Anna  \t Meier ', 'Anna Meier'],
  ])('%s → %s', (text, expected) => {
    expect(toQrCharset(text)).toBe(expected);
  });

  it('keeps to Latin-1 for the printed QR part when asked', () => {
    expect(toQrCharset('Ștefan Țăran', { latin1: true })).toBe('Stefan Taran');
    expect(toQrCharset('Zoë Müller', { latin1: true })).toBe('Zoë Müller');
  });
});
