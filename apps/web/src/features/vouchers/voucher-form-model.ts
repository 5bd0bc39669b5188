import {
  VOUCHER_MOTIFS,
  VOUCHER_PAYMENT_METHODS,
  VOUCHER_SHIP_BY,
  VOUCHER_SHIP_TO,
  type CustomerSummaryDto,
  type NewVoucher,
  type VoucherMotif,
  type VoucherPaymentMethod,
} from '@praxis/domain';

export type ShipTo = (typeof VOUCHER_SHIP_TO)[number];
export type ShipBy = (typeof VOUCHER_SHIP_BY)[number];

/** The request form's fields; a motif or method not chosen yet is empty. */
export interface VoucherValues extends Record<string, unknown> {
  motif: VoucherMotif | '';
  /** Whole francs as the number field holds them ('' while empty). */
  francs: number | string;
  fromName: string;
  forName: string;
  shipTo: ShipTo;
  shipBy: ShipBy;
  recipientEmail: string;
  address: { name: string; street: string; postalCode: string; city: string };
  paymentMethod: VoucherPaymentMethod | '';
  comment: string;
  /** The customer staff request for (who becomes the buyer); null: oneself. */
  buyer: CustomerSummaryDto | null;
}

/** Nothing chosen but the most common shipping: the certificate by e-mail to the buyer. */
export const EMPTY_VOUCHER: VoucherValues = {
  motif: '',
  francs: '',
  fromName: '',
  forName: '',
  shipTo: 'buyer',
  shipBy: 'email',
  recipientEmail: '',
  address: { name: '', street: '', postalCode: '', city: '' },
  paymentMethod: '',
  comment: '',
  buyer: null,
};

/** Francs as typed in Rappen; nothing typed is NaN, which the schema names "required". */
export function francsToRappen(francs: number | string): number {
  const value = typeof francs === 'number' ? francs : francs.trim() === '' ? Number.NaN : Number(francs);
  return Math.round(value * 100);
}

/**
 * The values as the API's body (section 5 "Voucher form"): the recipient's e-mail only when the
 * certificate goes to them by e-mail, their address only by post; the buyer only for staff.
 * NOTE: a motif or method not chosen goes as it is (empty), so the schema names it "required".
 */
export function toVoucherInput(values: VoucherValues, canPickBuyer: boolean): NewVoucher {
  const toRecipient = values.shipTo === 'recipient';
  return {
    motif: values.motif as VoucherMotif,
    valueRappen: francsToRappen(values.francs),
    fromName: values.fromName,
    forName: values.forName,
    shipping: {
      to: values.shipTo,
      by: values.shipBy,
      email: toRecipient && values.shipBy === 'email' ? values.recipientEmail.trim() || undefined : undefined,
      address: toRecipient && values.shipBy === 'post' ? values.address : undefined,
    },
    paymentMethod: values.paymentMethod as VoucherPaymentMethod,
    comment: values.comment,
    buyerId: canPickBuyer && values.buyer ? values.buyer.id : undefined,
  };
}

/** Schema paths named otherwise in the form. */
export const VOUCHER_FIELD_RENAMES = {
  valueRappen: 'francs',
  'shipping.email': 'recipientEmail',
  'shipping.address': 'address',
  'shipping.to': 'shipTo',
  'shipping.by': 'shipBy',
  buyerId: 'buyer',
} as const;

export const DRAFT_STORAGE_KEY = 'voucher-draft';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T) => list.find((item) => item === value) ?? fallback;

/** A stored draft read back defensively: anything unreadable is the empty form; the buyer is never stored. */
export function parseDraft(raw: string | null): VoucherValues {
  let draft: Record<string, unknown>;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return EMPTY_VOUCHER;
    draft = parsed as Record<string, unknown>;
  } catch {
    return EMPTY_VOUCHER;
  }
  const address = (draft.address && typeof draft.address === 'object' ? draft.address : {}) as Record<string, unknown>;
  return {
    motif: oneOf<VoucherMotif | ''>(VOUCHER_MOTIFS, draft.motif, ''),
    francs: typeof draft.francs === 'number' && Number.isFinite(draft.francs) ? draft.francs : '',
    fromName: text(draft.fromName),
    forName: text(draft.forName),
    shipTo: oneOf(VOUCHER_SHIP_TO, draft.shipTo, 'buyer'),
    shipBy: oneOf(VOUCHER_SHIP_BY, draft.shipBy, 'email'),
    recipientEmail: text(draft.recipientEmail),
    address: { name: text(address.name), street: text(address.street), postalCode: text(address.postalCode), city: text(address.city) },
    paymentMethod: oneOf<VoucherPaymentMethod | ''>(VOUCHER_PAYMENT_METHODS, draft.paymentMethod, ''),
    comment: text(draft.comment),
    buyer: null,
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * What was typed, kept in the tab's sessionStorage: a visitor asked to log in (or to register by
 * the e-mailed link) finds the form as they left it, also after a reload; gone with the tab.
 * NOTE: never the buyer staff picked: another customer's data stays out of the browser's storage.
 */
export const voucherDraft = {
  read: () => {
    try {
      return parseDraft(sessionStorageOrNull()?.getItem(DRAFT_STORAGE_KEY) ?? null);
    } catch {
      return EMPTY_VOUCHER;
    }
  },
  save: (values: VoucherValues) => {
    try {
      sessionStorageOrNull()?.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...values, buyer: null }));
    } catch {
      // Storage full or disabled: the form still keeps its values while the page is open.
    }
  },
  clear: () => {
    try {
      sessionStorageOrNull()?.removeItem(DRAFT_STORAGE_KEY);
    } catch {
      // As above.
    }
  },
};
