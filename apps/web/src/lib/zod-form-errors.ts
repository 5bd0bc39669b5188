import type { z } from 'zod';
import type { ValidationDetail } from './api-client.ts';

/** Field path → message key (a zod message such as `nameTooShort`, or `common:errors.<CODE>`). */
export type FieldErrors = Record<string, string>;

/** Schema paths that have another name in the form (`{ priceRappen: 'price' }`); nested paths follow their parent. */
export type FieldRenames = Readonly<Record<string, string>>;

/** Where a form's field messages are translated (see `messageKeys`). */
export interface ErrorTexts {
  /** The feature's namespace, e.g. `profile`. */
  namespace: string;
  /** Where the message keys sit in it: `errors.` unless said otherwise. */
  prefix?: string;
  /** The key (in `namespace`) for a message without a text of its own; else `common:validation.invalid`. */
  fallback?: string;
}

/** The key of an error that belongs to the whole form rather than to one of its fields. */
export const FORM_ERROR = 'form';

const CODE_MESSAGE = /^common:errors\.[A-Z_]+$/;
// zod's own messages are English sentences ("Too small: expected ..."): only a bare word is a key.
const MESSAGE_KEY = /^[A-Za-z][A-Za-z0-9]*$/;

/** The stored message of an API error code that belongs to a field (`CURRENT_PASSWORD_WRONG`). */
export const codeMessage = (code: string) => `common:errors.${code}`;

function rename(path: string, renames: FieldRenames): string {
  for (const [from, to] of Object.entries(renames)) {
    if (path === from) return to;
    if (path.startsWith(`${from}.`)) return `${to}${path.slice(from.length)}`;
  }
  return path;
}

/** A zod path (`['answers', 'medication', 'details']`) as Mantine's dotted field path. */
export function fieldPath(path: readonly PropertyKey[], renames: FieldRenames = {}): string {
  const dotted = path.map(String).join('.');
  return dotted ? rename(dotted, renames) : FORM_ERROR;
}

/** The first zod message of each field, in the order zod reports them. */
export function zodFieldErrors(issues: readonly z.core.$ZodIssue[], renames?: FieldRenames): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[fieldPath(issue.path, renames)] ??= issue.message;
  return errors;
}

/** The server's `VALIDATION_ERROR` details on the form's fields: the JSON pointer `/signature/dataUrl` is `signature.dataUrl`. */
export function serverFieldErrors(details: readonly ValidationDetail[], renames?: FieldRenames): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of details) {
    const segments = detail.path
      .split('/')
      .filter(Boolean)
      .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
    errors[fieldPath(segments, renames)] ??= detail.message;
  }
  return errors;
}

/**
 * The i18next keys to try for a field message, first found wins: the form's own text, the shared
 * one in `common:validation`, then the fallback. A field's API error code is translated as is.
 */
export function messageKeys(message: string, { namespace, prefix = 'errors.', fallback }: ErrorTexts): string[] {
  if (CODE_MESSAGE.test(message)) return [message];
  const last = fallback ? `${namespace}:${fallback}` : 'common:validation.invalid';
  return MESSAGE_KEY.test(message) ? [`${namespace}:${prefix}${message}`, `common:validation.${message}`, last] : [last];
}
