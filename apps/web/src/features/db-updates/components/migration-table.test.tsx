import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import texts from '../../../locales/de/db-updates.json';
import { renderWithData } from '../../../test/render.tsx';
import type { AppliedMigration } from '../api/db-updates-queries.ts';
import { MigrationTable } from './migration-table.tsx';

const checksum = (digit: string) => digit.repeat(64);
const migration = (name: string, patch: Partial<AppliedMigration> = {}): AppliedMigration => ({
  name,
  appliedAt: '2026-11-20T09:15:00Z',
  appliedNoLaterThan: null,
  generatedAt: '2026-11-01T08:00:00Z',
  checksum: checksum('a'),
  fileChecksum: checksum('a'),
  checksumMatches: true,
  ...patch,
});

describe('MigrationTable', () => {
  it('shows each migration in order with its time in Zurich, a short checksum with the full one on hover, and marks a changed file', () => {
    renderWithData(
      <MigrationTable
        migrations={[
          migration('0000_extensions', { appliedAt: null, appliedNoLaterThan: '2026-11-20T09:15:00Z' }),
          migration('0001_reference', { checksum: checksum('b'), fileChecksum: checksum('c'), checksumMatches: false }),
        ]}
      />,
      { texts: { 'db-updates': texts } },
    );
    const rows = within(screen.getByRole('table', { name: texts.table.label }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['0000_extensions', '0001_reference']);

    expect(rows[0]).toHaveTextContent(texts.table.appliedUnknown);
    expect(rows[0]).toHaveTextContent('spätestens 20.11.2026, 10:15');
    expect(within(rows[0]!).getByTestId('migration-checksum')).toHaveAttribute('title', checksum('a'));
    expect(rows[0]).toHaveTextContent('aaaaaaaaaaaa');
    expect(rows[0]).not.toHaveTextContent(texts.table.changed);

    expect(rows[1]).toHaveTextContent('20.11.2026, 10:15');
    expect(rows[1]).toHaveTextContent(texts.table.changed);
    expect(within(rows[1]!).getByTestId('migration-checksum').getAttribute('title')).toBe(`Erfasst: ${checksum('b')} – Datei: ${checksum('c')}`);
  });
});
