import { describe, expect, it } from 'vitest';
import { hasPermission } from '../roles/permissions.ts';
import type { RoleName } from '../roles/roles.ts';
import { staffSearchKinds } from './staff-search-kinds.ts';
import { staffSearchQuerySchema } from './staff-search.ts';

const ALL = ['customers', 'bookings', 'invoices', 'receipts', 'vouchers'];

describe('staffSearchKinds', () => {
  it.each<[RoleName[], string[]]>([
    [['customer'], []],
    [['planner'], ALL],
    [['therapist'], ALL],
    [['team_leader'], ALL],
    [['managing_director'], ALL],
    [['admin'], ALL],
    // Section 8: accountants see invoices, receipts and vouchers, not the client or booking list.
    [['accountant'], ['invoices', 'receipts', 'vouchers']],
    [
      ['accountant', 'customer'],
      ['invoices', 'receipts', 'vouchers'],
    ],
  ])('%j searches %j', (roles, kinds) => {
    expect(staffSearchKinds(roles)).toEqual(kinds);
  });

  it('gives every role that may search at least one kind, and none to the others', () => {
    for (const role of ['customer', 'planner', 'therapist', 'accountant', 'team_leader', 'managing_director', 'admin'] as RoleName[]) {
      expect(staffSearchKinds([role]).length > 0, role).toBe(hasPermission([role], 'search:staff'));
    }
  });
});

describe('staffSearchQuerySchema', () => {
  const messageOf = (q: string) => staffSearchQuerySchema.safeParse({ q }).error?.issues[0]?.message;

  it('trims the text and takes 2 to 100 characters', () => {
    expect(staffSearchQuerySchema.parse({ q: '  Meier ' })).toEqual({ q: 'Meier' });
    expect(staffSearchQuerySchema.parse({ q: 'x'.repeat(100) }).q).toHaveLength(100);
    expect(messageOf(' a ')).toBe('searchTooShort');
    expect(messageOf('x'.repeat(101))).toBe('tooLong');
    expect(messageOf('ab\u0000')).toBe('invalidCharacters');
  });
});
