import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Signed health questionnaires; every signature is a new version, earlier ones are kept. */
export const healthForms = pgTable(
  'health_forms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    answers: jsonb('answers').notNull(),
    signature: jsonb('signature').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    signedByUserId: integer('signed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [unique('health_forms_user_version').on(t.userId, t.version)],
);

/**
 * Who read or changed health data, what, and when. Never updated or deleted by the app (an erasure
 * only replaces the erased customer's stored name).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's and the subject's display names when the row was written (a later rename leaves them); null in older rows. */
    actorName: text('actor_name'),
    subjectName: text('subject_name'),
    action: text('action').notNull(),
    detail: text('detail'),
  },
  (t) => [index('audit_log_subject_idx').on(t.subjectUserId, t.at), index('audit_log_actor_idx').on(t.actorUserId, t.at), index('audit_log_at_idx').on(t.at)],
);

/** Accepted versions of the terms and conditions. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('terms_user_version').on(t.userId, t.version)],
);
