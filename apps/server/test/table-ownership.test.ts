import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';

// Each table has one owning module (issue 39): only its repositories insert, update or delete its
// rows, and only they look a row up by its id (a user by e-mail too); other modules call the
// owner's index.ts (joins in list queries are fine). `core` is the database layer itself
// (db/: the audit log, counters, migrations' journal), which no module writes directly.
const OWNERS: Record<string, readonly string[]> = {
  account: ['sessions', 'userMfa', 'mfaRecoveryCodes', 'loginLinks'],
  backups: ['nightlyBackups'],
  bookings: ['bookings', 'bookingCounters'],
  'calendar-feeds': ['calendarFeeds'],
  cash: ['cashCounters', 'cashTransactions', 'cashCounts', 'cashPeriods'],
  catalogue: ['arrangements', 'therapies', 'arrangementPrices', 'therapyArrangements'],
  core: ['auditLog', 'invoiceCounters', 'creditNoteCounters', 'receiptCounters', 'voucherCounters', 'migrationLog', 'roles', 'absenceTypes', 'paymentTypes'],
  'customer-files': ['customerFiles', 'customerFileContents'],
  'health-forms': ['healthForms'],
  invoices: ['invoices', 'invoiceReminders', 'receipts'],
  notifications: ['mailOutbox'],
  payments: ['payments'],
  privacy: ['dataExportLinks'],
  profile: ['termsAcceptances'],
  'rate-limits': ['rateEvents'],
  schedule: ['weekPlans', 'therapistPlans', 'absences'],
  settings: ['settings'],
  therapists: ['therapistProfiles', 'therapistTherapies'],
  'treatment-records': ['journalVersions', 'drawings'],
  users: ['users', 'userRoles'],
  vouchers: ['vouchers'],
  waitlist: ['waitlistRequests', 'waitlistOffers'],
};

const MODULES = fileURLToPath(new URL('../src/modules/', import.meta.url));
const ownerOf = new Map(Object.entries(OWNERS).flatMap(([module, tables]) => tables.map((table) => [table, module] as const)));

/** Every repository of the modules, with the module it belongs to and its source. */
const repositories = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    readdirSync(join(MODULES, dir.name))
      .filter((file) => file.endsWith('.repo.ts'))
      .map((file) => ({ module: dir.name, file: `${dir.name}/${file}`, source: readFileSync(join(MODULES, dir.name, file), 'utf8') })),
  );

describe('table ownership', () => {
  it('names an owner for every table of the schema', () => {
    const tables = Object.entries(schema)
      .filter(([, value]) => isTable(value))
      .map(([name]) => name);
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.filter((name) => !ownerOf.has(name))).toEqual([]);
    expect([...ownerOf.keys()].filter((name) => !tables.includes(name))).toEqual([]);
  });

  it('lets only the owning module insert, update or delete rows of a table', () => {
    expect(repositories.length).toBeGreaterThan(25);
    const foreignWrites = repositories.flatMap(({ module, file, source }) =>
      [...source.matchAll(/\.(insert|update|delete)\(\s*([A-Za-z]+)\s*\)/g)]
        .filter(([, , table]) => ownerOf.has(table!) && ownerOf.get(table!) !== module)
        .map(([, verb, table]) => `${file}: ${verb} ${table} (owned by ${ownerOf.get(table!)})`),
    );
    expect(foreignWrites).toEqual([]);
  });

  it('looks a row up by its id (or a user by e-mail) only in the module that owns its table', () => {
    // `core`'s tables are the database layer's reference data: anyone reads them.
    const lookUps = repositories.flatMap(({ module, file, source }) =>
      [...source.matchAll(/\.from\((\w+)\)\s*\.where\(\s*(?:and\(\s*)?eq\(\1\.(id|email)\b/g)]
        .filter(([, table]) => ownerOf.has(table!) && ![module, 'core'].includes(ownerOf.get(table!)!))
        .map(([, table, column]) => `${file}: ${table} by ${column} (owned by ${ownerOf.get(table!)})`),
    );
    expect(lookUps).toEqual([]);
    const ownLookUps = repositories.flatMap(({ source }) => [...source.matchAll(/\.from\((\w+)\)\s*\.where\(\s*(?:and\(\s*)?eq\(\1\.(id|email)\b/g)]);
    expect(ownLookUps.length).toBeGreaterThan(10);
  });

  it('finds the writes it looks for (the scan itself is not blind)', () => {
    const writes = repositories.flatMap(({ source }) => [...source.matchAll(/\.(insert|update|delete)\(\s*([A-Za-z]+)\s*\)/g)]);
    expect(writes.length).toBeGreaterThan(80);
    expect(getTableName(schema.payments)).toBe('payments');
  });
});
