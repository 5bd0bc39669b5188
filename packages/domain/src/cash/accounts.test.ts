import { describe, expect, it } from 'vitest';
import { SAMPLE_PRACTICE_SETTINGS, practiceSettingsSchema } from '../settings/practice-settings.ts';
import { ACCOUNT_ROLES, cashAccountsSchema } from './accounts.ts';
import { DEFAULT_CASH_ACCOUNTS } from './cash-book.ts';

/** The messages of the refused accounts, by role. */
const refused = (accounts: object) =>
  Object.fromEntries((cashAccountsSchema.safeParse(accounts).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the accounts of the accounting exports', () => {
  it('takes the Swiss SME chart by default: 1000 cash, 1020 bank (card and TWINT too), 1100 receivables, 2030 vouchers, 3400 services, 6700 other costs', () => {
    expect(cashAccountsSchema.parse(DEFAULT_CASH_ACCOUNTS)).toEqual({
      cash: '1000',
      card: '1020',
      twint: '1020',
      bank: '1020',
      receivables: '1100',
      voucherLiability: '2030',
      revenue: '3400',
      expenses: '6700',
    });
    expect(SAMPLE_PRACTICE_SETTINGS.cashAccounts).toEqual(DEFAULT_CASH_ACCOUNTS);
  });

  it('gives settings stored before card, TWINT and receivables had accounts the chart’s', () => {
    const stored = { cash: '1000', bank: '1025', revenue: '3400', voucherLiability: '2030', expenses: '6500' };
    expect(cashAccountsSchema.parse(stored)).toEqual({ ...stored, card: '1020', twint: '1020', receivables: '1100' });
  });

  it('takes other accounts of the right class, trimmed, and clearing accounts for card and TWINT', () => {
    const own = { ...DEFAULT_CASH_ACCOUNTS, card: ' 1091 ', twint: '1092', voucherLiability: '2300', revenue: '3000', expenses: '4000' };
    expect(cashAccountsSchema.parse(own)).toMatchObject({ card: '1091', twint: '1092', expenses: '4000' });
  });

  it.each(['', '100', '10000', '10a0', '1 000', '１０００', '-100'])('refuses %j: an account is four digits', (account) => {
    expect(refused({ ...DEFAULT_CASH_ACCOUNTS, cash: account })).toEqual({ cash: 'invalidAccount' });
  });

  it('refuses an account outside its role’s class of the chart, naming the field', () => {
    expect(refused({ ...DEFAULT_CASH_ACCOUNTS, cash: '3000' })).toEqual({ cash: 'assetAccountNeeded' });
    expect(refused({ ...DEFAULT_CASH_ACCOUNTS, receivables: '2100' })).toEqual({ receivables: 'assetAccountNeeded' });
    expect(refused({ ...DEFAULT_CASH_ACCOUNTS, voucherLiability: '1030' })).toEqual({ voucherLiability: 'liabilityAccountNeeded' });
    expect(refused({ ...DEFAULT_CASH_ACCOUNTS, revenue: '6500' })).toEqual({ revenue: 'revenueAccountNeeded' });
    for (const account of ['3700', '7000', '0700'])
      expect(refused({ ...DEFAULT_CASH_ACCOUNTS, expenses: account })).toEqual({ expenses: 'expenseAccountNeeded' });
  });

  it('refuses one account for two roles that book against each other, naming both; card, TWINT and bank may share', () => {
    expect(refused({ ...DEFAULT_CASH_ACCOUNTS, receivables: '1000' })).toEqual({ cash: 'duplicateAccount', receivables: 'duplicateAccount' });
    expect(refused({ ...DEFAULT_CASH_ACCOUNTS, cash: '1020' })).toEqual({
      cash: 'duplicateAccount',
      card: 'duplicateAccount',
      twint: 'duplicateAccount',
      bank: 'duplicateAccount',
    });
    expect(refused({ ...DEFAULT_CASH_ACCOUNTS, card: '1100' })).toEqual({ card: 'duplicateAccount', receivables: 'duplicateAccount' });
    expect(refused({ ...DEFAULT_CASH_ACCOUNTS, card: '1091', twint: '1091', bank: '1091' })).toEqual({});
  });

  it('is the settings’ own rule: the whole settings object is refused at the account', () => {
    const issues = practiceSettingsSchema.safeParse({ ...SAMPLE_PRACTICE_SETTINGS, cashAccounts: { ...DEFAULT_CASH_ACCOUNTS, expenses: '67' } }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['cashAccounts.expenses', 'invalidAccount']]);
    expect(ACCOUNT_ROLES).toEqual(Object.keys(DEFAULT_CASH_ACCOUNTS));
  });
});
