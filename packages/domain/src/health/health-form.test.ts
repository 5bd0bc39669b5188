import { describe, expect, it } from 'vitest';
import { healthFormInputSchema } from './health-form.ts';

const no = { answer: 'no', details: '' };
const answers = { bloodPressure: 'normal', medication: no, surgery: no, illness: no, allergies: no, implants: no, healthProblems: no };
const input = { answers, signature: { kind: 'typed', name: 'Anna Meier' }, confirmed: true };

describe('healthFormInputSchema', () => {
  it('accepts a complete, signed and confirmed form', () => {
    expect(healthFormInputSchema.parse(input).answers.generalRemarks).toBe('');
  });

  it.each([
    [{ ...input, answers: { ...answers, allergies: { answer: 'yes', details: ' ' } } }, 'detailsRequired'],
    [{ ...input, answers: { ...answers, bloodPressure: 'maybe' } }, undefined],
    [{ ...input, signature: { kind: 'typed', name: 'A' } }, 'signatureRequired'],
    [{ ...input, signature: { kind: 'drawn', dataUrl: '' } }, 'signatureRequired'],
    [{ ...input, signature: { kind: 'drawn', dataUrl: 'data:image/svg+xml;base64,AAAA' } }, 'signatureInvalid'],
    [{ ...input, signature: { kind: 'drawn', dataUrl: `data:image/png;base64,${'A'.repeat(300_000)}` } }, 'signatureTooLarge'],
    [{ ...input, confirmed: false }, 'confirmRequired'],
  ])('refuses %j', (candidate, message) => {
    const result = healthFormInputSchema.safeParse(candidate);
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
