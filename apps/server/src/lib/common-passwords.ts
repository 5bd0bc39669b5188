import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most used passwords (ranked list of @zxcvbn-ts/language-common) are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | null = null;

/** True for one of the 10,000 most common passwords, compared without case. */
export function isCommonPassword(password: string): boolean {
  // Built on first use: the decompressed list costs a few milliseconds and ~1 MB, only for password changes.
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
