import { formatVoucherCode, normalizeVoucherCode } from '@praxis/domain';

/** A code as printed on the certificate ("K7QM-XR3D-9HTP"), however the API wrote it. */
export const printedCode = (code: string) => formatVoucherCode(normalizeVoucherCode(code));
