import { formatVoucherCode, normalizeVoucherCode } from '@praxis/domain';

/** "Anna Meier", or the e-mail while the names are missing. */
export const personName = (person: { firstName: string | null; lastName: string | null; email: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;

/** A code as printed on the certificate ("K7QM-XR3D-9HTP"), however the API wrote it. */
export const printedCode = (code: string) => formatVoucherCode(normalizeVoucherCode(code));
