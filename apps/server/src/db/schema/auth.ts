import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookings } from './schedule.ts';
import { users } from './users.ts';

/** Login sessions; only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Started from an e-mailed login link: for a short while it may set a password without the old one. */
    viaLink: boolean('via_link').notNull().default(false),
    /** The second step this session still needs ('setup' or 'verify'); null once the login is complete. */
    secondFactor: text('second_factor'),
    /** How the sessions overview names it (the token hash is not shown). */
    id: integer('id').notNull().unique().generatedAlwaysAsIdentity(),
    /** The browser's User-Agent at login (cut to 300 characters) and the client's address: the overview's device and address. */
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** The last request, recorded at most every 5 minutes. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), check('sessions_second_factor', sql`${t.secondFactor} in ('setup', 'verify')`)],
);

/**
 * A user's second factor (TOTP, RFC 6238). `pendingSecret` waits for its first code; `secret` is
 * the confirmed one. `lastStep` is the time step of the last accepted code: no code is taken twice.
 */
export const userMfa = pgTable('user_mfa', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
});

/** One-time recovery codes of a second factor; only a hash is stored, `usedAt` marks the used ones. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/** E-mailed one-time login links; the newest supersedes older ones; only a hash is stored. */
export const loginLinks = pgTable(
  'login_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Why it was sent: 'login', 'newAccount', 'passwordInvalidated' (the password ends when the link is used). */
    purpose: text('purpose').notNull().default('login'),
    /** The booking whose mail carried the link: using it proves the reservation's e-mail address. */
    bookingId: integer('booking_id').references((): AnyPgColumn => bookings.id, { onDelete: 'cascade' }),
  },
  (t) => [index('login_links_user_idx').on(t.userId)],
);

/**
 * Transactional outbox: a mail is written in the transaction of the change that causes it and
 * sent by the worker. `messageId` is fixed at insert so a resend after a crash is the same mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: text('message_id').notNull().unique(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** [{filename, contentType, content (base64)}], e.g. the calendar file of a booking. */
    attachments: jsonb('attachments').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
);

/**
 * Counted events for limits that must hold across restarts and instances: failed logins per
 * account, guest reservations per client address, reservation mails per address. Old rows are pruned.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_events_key_idx').on(t.bucket, t.key, t.at)],
);

/**
 * A user's private calendar feed (`/api/calendar/{token}.ics`): only the SHA-256 of the token is
 * kept, so the address is shown once when made; a new one replaces it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
