import { describe, expect, it } from 'vitest';
import { arrangementUpdateSchema, therapyUpdateSchema } from './catalogue-input.ts';

describe('catalogue input', () => {
  it('accepts a therapy with texts in some languages and a Tarif 590 code', () => {
    const parsed = therapyUpdateSchema.parse({
      texts: { de: { name: 'Massage', short: '', long: '' } },
      image: 'classic-massage.svg',
      arrangementIds: [1, 2],
      tariff590Code: '1200',
      active: true,
      sortOrder: 1,
    });
    expect(parsed.texts.de?.name).toBe('Massage');
  });

  it.each([
    [{ arrangementIds: [] }, 'durationRequired'],
    [{ tariff590Code: '12a' }, 'invalidTariffCode'],
    [{ image: '../secret.svg' }, 'invalid'],
  ])('refuses a therapy with %j', (change, message) => {
    const base = { texts: {}, image: 'classic-massage.svg', arrangementIds: [1], tariff590Code: null, active: true, sortOrder: 1 };
    const result = therapyUpdateSchema.safeParse({ ...base, ...change });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it.each([
    [{ durationMinutes: 25, slotMinutes: 30, priceRappen: 7500 }, true],
    [{ durationMinutes: 35, slotMinutes: 30, priceRappen: 7500 }, false],
    [{ durationMinutes: 25, slotMinutes: 45, priceRappen: 7500 }, false],
    [{ durationMinutes: 25, slotMinutes: 30, priceRappen: 75.5 }, false],
    [{ durationMinutes: 25, slotMinutes: 30, priceRappen: -1 }, false],
  ])('arrangement %j is valid: %s', (input, ok) => {
    expect(arrangementUpdateSchema.safeParse(input).success).toBe(ok);
  });
});
