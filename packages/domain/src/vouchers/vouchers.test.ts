import { describe, expect, it } from 'vitest';
import { formatVoucherCode, generateVoucherCode, isVoucherCode, normalizeVoucherCode, VOUCHER_CODE_ALPHABET, voucherCheckCharacter } from './voucher-code.ts';
import {
  certificateDue,
  purchaseRemoval,
  redemptionDefault,
  VOUCHER_MIN_VALIDITY_YEARS,
  voucherExpired,
  voucherState,
  voucherValidUntil,
} from './voucher-rules.ts';
import { newVoucherSchema } from './vouchers.contract.ts';

/** Web Crypto's random bytes (Node and browsers alike; the domain compiles without either's types). */
const webCrypto = (globalThis as unknown as { crypto: { getRandomValues(array: Uint8Array): Uint8Array } }).crypto;
const random = (count: number) => webCrypto.getRandomValues(new Uint8Array(count));

describe('voucher codes', () => {
  it('uses no look-alike characters', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(VOUCHER_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(VOUCHER_CODE_ALPHABET).size).toBe(31);
  });

  it('makes 12 characters with a valid check character, printed 4-4-4, read back however typed', () => {
    const code = generateVoucherCode(random);
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);
    expect(isVoucherCode(code)).toBe(true);
    const printed = formatVoucherCode(code);
    expect(printed).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(normalizeVoucherCode(` ${printed.toLowerCase().replace('-', ' ')} `)).toBe(code);
  });

  it('catches every single wrong character and every swap of neighbours', () => {
    const code = generateVoucherCode(random);
    for (let i = 0; i < code.length; i++) {
      for (const c of VOUCHER_CODE_ALPHABET) {
        if (c === code[i]) continue;
        expect(isVoucherCode(code.slice(0, i) + c + code.slice(i + 1))).toBe(false);
      }
      if (i + 1 < code.length && code[i] !== code[i + 1]) {
        expect(isVoucherCode(code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2))).toBe(false);
      }
    }
  });

  it('draws every character about equally often (no modulo bias) and never repeats in 10,000 codes', () => {
    const counts = new Map<string, number>();
    const codes = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      const code = generateVoucherCode(random);
      codes.add(code);
      for (const c of code.slice(0, 11)) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(codes.size).toBe(10_000);
    const expected = (10_000 * 11) / 31;
    for (const c of VOUCHER_CODE_ALPHABET) expect(Math.abs(counts.get(c)! - expected) / expected).toBeLessThan(0.1);
  });

  it('finds none of 1,000 issued codes in 10,000 random guesses', () => {
    const issued = new Set(Array.from({ length: 1_000 }, () => generateVoucherCode(random)));
    let found = 0;
    for (let i = 0; i < 10_000; i++) if (issued.has(generateVoucherCode(random))) found++;
    expect(found).toBe(0);
  });

  it('skips bytes that would bias the draw', () => {
    // 248 and above are skipped; 31 maps to the alphabet's first character again.
    const bytes = [255, 248, 0, 31, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    expect(generateVoucherCode(() => Uint8Array.from(bytes)).slice(0, 11)).toBe('223456789AB');
    expect(voucherCheckCharacter('223456789AB')).toHaveLength(1);
    expect(() => voucherCheckCharacter('0')).toThrow(RangeError);
  });
});

describe('voucher rules', () => {
  const facts = { archived: false, confirmed: false, sent: false, balanceRappen: 10_000 };
  it('derives the state: unconfirmed, paid, sent, used up, archived', () => {
    expect(voucherState(facts)).toBe('unconfirmed');
    expect(voucherState({ ...facts, confirmed: true })).toBe('paid');
    expect(voucherState({ ...facts, confirmed: true, sent: true })).toBe('sent');
    expect(voucherState({ ...facts, confirmed: true, sent: true, balanceRappen: 0 })).toBe('usedUp');
    expect(voucherState({ ...facts, confirmed: true, archived: true })).toBe('archived');
  });

  it('is valid from the payment day for the years of the settings, to the day of the same number (OR 77 and 132)', () => {
    expect(voucherValidUntil('2026-12-10', 5)).toBe('2031-12-10');
    expect(voucherValidUntil('2026-12-10', VOUCHER_MIN_VALIDITY_YEARS)).toBe('2031-12-10');
    // A month without that day: its last day.
    expect(voucherValidUntil('2028-02-29', 5)).toBe('2033-02-28');
    expect(voucherValidUntil('2028-02-29', 4)).toBe('2032-02-29');
    expect(voucherValidUntil('2027-01-31', 10)).toBe('2037-01-31');
    expect(voucherExpired('2031-12-10', '2031-12-10')).toBe(false);
    expect(voucherExpired('2031-12-10', '2031-12-11')).toBe(true);
    // Unpaid: no last day, so not expired (and not redeemable either).
    expect(voucherExpired(null, '2099-01-01')).toBe(false);
  });

  it('keeps a voucher paid while its payments cover the value; unpays it on a removal, unless something was redeemed', () => {
    const paid = { confirmed: true, valueRappen: 14_000 };
    expect(purchaseRemoval({ ...paid, paidAfterRappen: 0, redeemed: false })).toBe('unpay');
    expect(purchaseRemoval({ ...paid, paidAfterRappen: 13_900, redeemed: false })).toBe('unpay');
    expect(purchaseRemoval({ ...paid, paidAfterRappen: 0, redeemed: true })).toBe('refuse');
    // An overpayment (a tip) removed: still covered, nothing changes, redeemed or not.
    expect(purchaseRemoval({ ...paid, paidAfterRappen: 14_000, redeemed: true })).toBe('keep');
    // A part payment of an unpaid voucher: it stays unpaid.
    expect(purchaseRemoval({ confirmed: false, valueRappen: 14_000, paidAfterRappen: 0, redeemed: false })).toBe('keep');
  });

  it('sends a paid certificate by e-mail at once; by post it is overdue 24 hours after the payment', () => {
    const paid = new Date('2026-12-01T10:00:00Z');
    const base = { confirmedAt: paid, sentAt: null, archived: false, shipBy: 'email' };
    expect(certificateDue(base, paid)).toBe('mailNow');
    expect(certificateDue({ ...base, confirmedAt: null }, paid)).toBe('none');
    expect(certificateDue({ ...base, sentAt: paid }, paid)).toBe('none');
    expect(certificateDue({ ...base, archived: true }, paid)).toBe('none');
    expect(certificateDue({ ...base, shipBy: 'post' }, new Date('2026-12-02T09:59:59Z'))).toBe('postPending');
    expect(certificateDue({ ...base, shipBy: 'post' }, new Date('2026-12-02T10:00:00Z'))).toBe('postOverdue');
  });

  it('defaults a redemption to the smaller of balance and what is due', () => {
    expect(redemptionDefault(10_000, 14_000)).toBe(10_000);
    expect(redemptionDefault(20_000, 14_000)).toBe(14_000);
    expect(redemptionDefault(5_000, 0)).toBe(0);
  });
});

describe('voucher request', () => {
  const valid = { motif: 'christmas', valueRappen: 14_000, shipping: { to: 'buyer', by: 'email' }, paymentMethod: 'invoice' };
  const issues = (input: object) => newVoucherSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
  it('takes whole francs from 20 to 2,000', () => {
    expect(issues(valid)).toEqual([]);
    expect(issues({ ...valid, valueRappen: 1_900 })).toEqual(['valueRappen:valueOutOfRange']);
    expect(issues({ ...valid, valueRappen: 200_100 })).toEqual(['valueRappen:valueOutOfRange']);
    expect(issues({ ...valid, valueRappen: 7_550 })).toEqual(['valueRappen:wholeFrancs']);
    expect(issues({ ...valid, valueRappen: 75.5 })).toContain('valueRappen:wholeFrancs');
  });

  it('needs the recipient’s e-mail or address as shipped, and a known motif and method', () => {
    expect(issues({ ...valid, shipping: { to: 'recipient', by: 'email' } })).toEqual(['shipping.email:required']);
    expect(issues({ ...valid, shipping: { to: 'recipient', by: 'post' } })).toEqual(['shipping.address:required']);
    expect(issues({ ...valid, shipping: { to: 'recipient', by: 'email', email: 'eva@example.com' } })).toEqual([]);
    expect(
      issues({ ...valid, shipping: { to: 'recipient', by: 'post', address: { name: 'Eva', street: 'Weg 1', postalCode: '8000', city: 'Zürich' } } }),
    ).toEqual([]);
    expect(issues({ ...valid, motif: 'easter' })).toEqual(['motif:required']);
    expect(issues({ ...valid, paymentMethod: 'online' })).toEqual(['paymentMethod:required']);
  });
});
