import { createContext, useContext, type ReactNode } from 'react';

/** What the payment editor offers beyond recording payments, from the user's active roles. */
export interface PaymentPermissions {
  /** Redeem an expired voucher with a reason (`voucher:override-expiry`, planners and above). */
  overrideVoucherExpiry: boolean;
}

const NONE: PaymentPermissions = { overrideVoucherExpiry: false };
const PaymentPermissionsContext = createContext<PaymentPermissions>(NONE);

/**
 * Set by the screen (app/ reads the session; features do not): the editor opens deep inside other
 * features (booking list, calendar, to-do list), which need not pass it along. Without it: nothing extra.
 */
export function PaymentPermissionsProvider({ value, children }: { value: PaymentPermissions; children: ReactNode }) {
  return <PaymentPermissionsContext value={value}>{children}</PaymentPermissionsContext>;
}

export const usePaymentPermissions = () => useContext(PaymentPermissionsContext);
