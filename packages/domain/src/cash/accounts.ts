import { z } from 'zod';
import type { CashAccounts } from './cash-book.ts';

/**
 * The roles of the accounts the accounting exports book on, in the order the settings list them:
 * the till; where card and TWINT payments arrive; the bank (deposits, withdrawals, paid invoices);
 * what invoices are owed on until paid; what sold vouchers owe; what treatments earn; what cash
 * expenses and cashbacks cost.
 */
export const ACCOUNT_ROLES = ['cash', 'card', 'twint', 'bank', 'receivables', 'voucherLiability', 'revenue', 'expenses'] as const satisfies ReadonlyArray<
  keyof CashAccounts
>;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/**
 * The class (first digit) of the Swiss SME chart of accounts each role's account lies in, and the
 * message when it does not: money and claims are assets (1), vouchers a liability (2), treatments
 * operating revenue (3), costs operating expenses (4 to 6).
 */
export const ACCOUNT_CLASSES: Record<AccountRole, { classes: string; message: string }> = {
  cash: { classes: '1', message: 'assetAccountNeeded' },
  card: { classes: '1', message: 'assetAccountNeeded' },
  twint: { classes: '1', message: 'assetAccountNeeded' },
  bank: { classes: '1', message: 'assetAccountNeeded' },
  receivables: { classes: '1', message: 'assetAccountNeeded' },
  voucherLiability: { classes: '2', message: 'liabilityAccountNeeded' },
  revenue: { classes: '3', message: 'revenueAccountNeeded' },
  expenses: { classes: '456', message: 'expenseAccountNeeded' },
};

/**
 * Roles that may name one account: card and TWINT payments are paid out to the bank, so a practice
 * without clearing accounts books all three on it. Every other role books against these or each
 * other, so its account must be its own.
 */
export const SHARED_ACCOUNT_ROLES: readonly AccountRole[] = ['card', 'twint', 'bank'];

/** An account of the Swiss SME chart: four digits ('invalidAccount'), in its role's class. */
const accountOf = (role: AccountRole) =>
  z
    .string({ message: 'invalidAccount' })
    .trim()
    .regex(/^\d{4}$/, { message: 'invalidAccount', abort: true })
    .refine((account) => ACCOUNT_CLASSES[role].classes.includes(account[0]!), { message: ACCOUNT_CLASSES[role].message });

/**
 * The accounts the cash book's CSV and the Banana export book on, per role. Two roles that must
 * differ but name one account are both refused ('duplicateAccount'). Card, TWINT and receivables
 * came later: settings stored before take the Swiss SME chart's accounts for them.
 */
export const cashAccountsSchema = z
  .object({
    cash: accountOf('cash'),
    card: accountOf('card').default('1020'),
    twint: accountOf('twint').default('1020'),
    bank: accountOf('bank'),
    receivables: accountOf('receivables').default('1100'),
    voucherLiability: accountOf('voucherLiability'),
    revenue: accountOf('revenue'),
    expenses: accountOf('expenses'),
  })
  .superRefine((accounts, context) => {
    for (const role of ACCOUNT_ROLES) {
      const others = ACCOUNT_ROLES.filter(
        (other) => other !== role && accounts[other] === accounts[role] && !(SHARED_ACCOUNT_ROLES.includes(role) && SHARED_ACCOUNT_ROLES.includes(other)),
      );
      if (others.length > 0) context.addIssue({ code: 'custom', path: [role], message: 'duplicateAccount' });
    }
  });
