import { LIMITS } from '../validation/limits.ts';
import { toQrCharset } from './qr-charset.ts';

export interface QrAddress {
  firstName: string | null;
  lastName: string | null;
  street: string | null;
  /** The house number, in its own field as SIX recommends (structured address "S"); may be empty. */
  houseNumber?: string | null;
  postalCode: string | null;
  city: string | null;
}

export type QrAddressField = keyof QrAddress;

const qrLength = (text: string | null) => toQrCharset(text ?? '', { latin1: true }).length;

/**
 * The fields of an address that do not fit the QR-bill (`LIMITS.qr*`), as they will be printed: in
 * the QR character set, the name as "first last" (named at the last name, the field that makes it
 * too long more often). Empty when it fits.
 */
export function qrAddressOverflow(address: QrAddress): QrAddressField[] {
  const fields: QrAddressField[] = [];
  if (qrLength([address.firstName, address.lastName].filter(Boolean).join(' ')) > LIMITS.qrName) fields.push('lastName');
  if (qrLength(address.street) > LIMITS.qrStreet) fields.push('street');
  if (qrLength(address.houseNumber ?? null) > LIMITS.qrBuildingNumber) fields.push('houseNumber');
  if (qrLength(address.postalCode) > LIMITS.qrPostalCode) fields.push('postalCode');
  if (qrLength(address.city) > LIMITS.qrTown) fields.push('city');
  return fields;
}

/** The street line of an address as a letter prints it: "Seefeldstrasse 42". */
export const streetLine = (address: { street: string | null; houseNumber?: string | null }): string =>
  [address.street, address.houseNumber]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
