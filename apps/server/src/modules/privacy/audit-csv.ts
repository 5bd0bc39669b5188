import { csvRow, type AuditEntry } from '@praxis/domain';
import { stringify } from 'csv-stringify/sync';

const HEADER = ['id', 'at', 'actorId', 'actor', 'customerId', 'customer', 'action', 'detail'];

/**
 * The audit rows as CSV: UTF-8 with a byte-order mark, `;`, a header row. Every field goes through
 * `csvRow` (a name or detail starting with `=`, `+`, `-`, `@` is no formula) and the CSV library
 * (quotes, separators, newlines).
 */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((e) => csvRow([e.id, e.at, e.actor?.id, e.actor?.name, e.subject?.id, e.subject?.name, e.action, e.detail]));
  return `\uFEFF${stringify([HEADER, ...rows], { delimiter: ';', record_delimiter: '\r\n' })}`;
}
