import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('refuses the most used passwords, whatever their case', () => {
    for (const p of ['password', '12345678', 'qwertyuiop', 'Password', 'ILOVEYOU', 'sunshine', 'football']) expect(isCommonPassword(p), p).toBe(true);
  });

  it('accepts what is not among the 10,000 most common', () => {
    for (const p of ['correct horse battery staple', 'Praxis-Zürich-2026!', 'kL9#mQ2$vX']) expect(isCommonPassword(p), p).toBe(false);
  });
});
