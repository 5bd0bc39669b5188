import {
  DRAWING_VIEWS,
  JOURNAL_FIELDS,
  cleanStrokes,
  strokesProblem,
  type Drawing,
  type DrawingView,
  type Journal,
  type JournalSave,
  type JournalVersion,
  type RecordHistoryEntry,
  type Stroke,
  type SavedView,
  practiceDate,
} from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { serverText } from '../../lib/server-texts.ts';
import type { Actor } from '../account/index.ts';
import { findUserById } from '../users/index.ts';
import { renderTreatmentRecordPdf, treatmentRecordFileName } from './treatment-record-pdf.ts';
import {
  drawingViews,
  drawnViews,
  findRecordBooking,
  insertJournalVersion,
  journalVersionList,
  latestBookingOf,
  latestJournals,
  recordBookingsOfCustomer,
  writeDrawingView,
  type DrawingRow,
  type JournalRow,
} from './treatment-records.repo.ts';

type RecordBooking = NonNullable<Awaited<ReturnType<typeof findRecordBooking>>>;

async function bookingOrThrow(db: Executor, bookingId: number, forUpdate = false): Promise<RecordBooking> {
  const booking = await findRecordBooking(db, bookingId, forUpdate);
  if (!booking) throw new AppError('NOT_FOUND', 'No such booking.');
  return booking;
}

/** Health data: every read and change names who, whose, what and when (ids only, never the texts). */
const audit = (db: Executor, ctx: AppContext, actor: Actor, booking: RecordBooking, action: string, detail?: unknown) =>
  writeAudit(db, { actorUserId: actor.userId, subjectUserId: booking.customerId, action, detail: { bookingId: booking.id, ...(detail ?? {}) }, at: ctx.now() });

const emptyJournal = (bookingId: number): Journal => ({
  bookingId,
  version: 0,
  history: '',
  treatment: '',
  notes: '',
  diagnosis: '',
  updatedAt: null,
  updatedBy: null,
});

function presentJournal(row: JournalRow): Journal {
  return {
    bookingId: row.bookingId,
    version: row.version,
    history: row.history,
    treatment: row.treatment,
    notes: row.notes,
    diagnosis: row.diagnosis,
    updatedAt: row.savedAt.toISOString(),
    updatedBy: row.savedByName,
  };
}

/** A booking's journal as saved last (empty, version 0, before the first save). */
export async function readJournal(ctx: AppContext, actor: Actor, bookingId: number): Promise<Journal> {
  const booking = await bookingOrThrow(ctx.db, bookingId);
  const row = (await latestJournals(ctx.db, [bookingId])).get(bookingId);
  await audit(ctx.db, ctx, actor, booking, 'journal.read', { version: row?.version ?? 0 });
  return row ? presentJournal(row) : emptyJournal(bookingId);
}

/**
 * Saves the texts as the next version when `input.version` is still the newest (optimistic: two
 * therapists writing at once cannot overwrite each other; the later one gets `VERSION_CONFLICT`
 * with both texts). Unchanged texts make no new version.
 */
export async function saveJournal(ctx: AppContext, actor: Actor, bookingId: number, input: JournalSave): Promise<Journal> {
  return ctx.db.transaction(async (tx) => {
    const booking = await bookingOrThrow(tx, bookingId, true);
    const latest = (await latestJournals(tx, [bookingId])).get(bookingId);
    const current = latest ? presentJournal(latest) : emptyJournal(bookingId);
    if (current.version !== input.version) {
      throw new AppError('VERSION_CONFLICT', 'Someone saved this journal in the meantime.', {
        yours: { version: input.version, history: input.history, treatment: input.treatment, notes: input.notes, diagnosis: input.diagnosis },
        theirs: current,
      });
    }
    if (JOURNAL_FIELDS.every((field) => current[field] === input[field])) return current;
    const at = ctx.now();
    const version = current.version + 1;
    const row = await insertJournalVersion(tx, {
      bookingId,
      version,
      history: input.history,
      treatment: input.treatment,
      notes: input.notes,
      diagnosis: input.diagnosis,
      savedByUserId: actor.userId,
      savedAt: at,
    });
    await audit(tx, ctx, actor, booking, 'journal.write', { version });
    // The author is the actor, named as the repository names authors (names, else the e-mail address).
    const name = [actor.user.firstName, actor.user.lastName].filter(Boolean).join(' ').trim() || actor.email;
    return presentJournal({ ...row, savedByName: name });
  });
}

/** Every saved version, newest first, with its texts (read only). */
export async function listJournalVersions(ctx: AppContext, actor: Actor, bookingId: number): Promise<JournalVersion[]> {
  const booking = await bookingOrThrow(ctx.db, bookingId);
  const rows = await journalVersionList(ctx.db, bookingId);
  await audit(ctx.db, ctx, actor, booking, 'journal.versions', { count: rows.length });
  return rows.map((row) => ({
    version: row.version,
    history: row.history,
    treatment: row.treatment,
    notes: row.notes,
    diagnosis: row.diagnosis,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedByName,
  }));
}

const VIEW_ORDER = new Map<string, number>(DRAWING_VIEWS.map((view, index) => [view, index]));

/** Stored strokes, checked again so a row written by an older version cannot break a page (a broken stroke is left out). */
function storedStrokes(value: unknown): Stroke[] {
  if (!Array.isArray(value)) return [];
  return strokesProblem(value) === null ? (value as Stroke[]) : cleanStrokes(value.filter((stroke) => strokesProblem([stroke]) === null));
}

function presentDrawing(bookingId: number, rows: DrawingRow[]): Drawing {
  return {
    bookingId,
    views: rows
      .filter((row) => row.bookingId === bookingId)
      .sort((a, b) => (VIEW_ORDER.get(a.view) ?? 0) - (VIEW_ORDER.get(b.view) ?? 0))
      .map((row) => ({
        view: row.view as DrawingView,
        strokes: storedStrokes(row.strokes),
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: row.updatedByName,
      })),
  };
}

export async function readDrawing(ctx: AppContext, actor: Actor, bookingId: number): Promise<Drawing> {
  const booking = await bookingOrThrow(ctx.db, bookingId);
  const rows = await drawingViews(ctx.db, [bookingId]);
  await audit(ctx.db, ctx, actor, booking, 'drawing.read', { views: rows.map((row) => row.view) });
  return presentDrawing(bookingId, rows);
}

/** Replaces one view's strokes (checked by the route's schema); an empty list removes the view. */
export async function saveDrawingView(ctx: AppContext, actor: Actor, bookingId: number, view: DrawingView, input: { strokes: unknown[] }): Promise<SavedView> {
  const strokes = cleanStrokes(input.strokes);
  return ctx.db.transaction(async (tx) => {
    const booking = await bookingOrThrow(tx, bookingId, true);
    const at = ctx.now();
    await writeDrawingView(tx, { bookingId, view, strokes, userId: actor.userId, at });
    await audit(tx, ctx, actor, booking, 'drawing.write', { view, strokes: strokes.length });
    return { bookingId, view, strokeCount: strokes.length, updatedAt: at.toISOString() };
  });
}

/** The customer's latest held booking that has begun (today's included): the board opened with `?email=`. */
export async function latestBookingForDrawing(ctx: AppContext, email: string): Promise<number> {
  const now = ctx.now();
  const endOfDay = new Date(now.getTime() + 24 * 3_600_000);
  const id = await latestBookingOf(ctx.db, email, endOfDay);
  if (id === undefined) throw new AppError('NOT_FOUND', 'This customer has no booking yet.');
  return id;
}

/** The customer's other bookings with a journal or a drawing, newest first, for the journal's side list. */
export async function recordHistory(ctx: AppContext, actor: Actor, bookingId: number): Promise<RecordHistoryEntry[]> {
  const booking = await bookingOrThrow(ctx.db, bookingId);
  const others = await recordBookingsOfCustomer(ctx.db, booking.customerId, bookingId);
  const ids = others.map((other) => other.id);
  const [journals, views] = await Promise.all([latestJournals(ctx.db, ids), drawnViews(ctx.db, ids)]);
  await audit(ctx.db, ctx, actor, booking, 'journal.history', { bookings: ids.length });
  return others.map((other) => {
    const journal = journals.get(other.id);
    return {
      bookingId: other.id,
      start: other.startsAt.toISOString(),
      therapyLabelKey: other.labelKey,
      therapistName: other.therapistName,
      journal: journal ? presentJournal(journal) : null,
      drawingViews: ((views.get(other.id) ?? []) as DrawingView[]).sort((a, b) => (VIEW_ORDER.get(a) ?? 0) - (VIEW_ORDER.get(b) ?? 0)),
    };
  });
}

/** The treatment record of a booking (journal and drawings) as PDF, in the reader's language. */
export async function treatmentRecordPdf(ctx: AppContext, actor: Actor, bookingId: number): Promise<{ pdf: Buffer; fileName: string }> {
  const booking = await bookingOrThrow(ctx.db, bookingId);
  const customer = await findUserById(ctx.db, booking.customerId);
  if (!customer) throw new AppError('NOT_FOUND', 'No such customer.');
  const [journals, views] = await Promise.all([latestJournals(ctx.db, [bookingId]), drawingViews(ctx.db, [bookingId])]);
  const journal = journals.get(bookingId);
  const language = actor.user.language;
  const pdf = await renderTreatmentRecordPdf({
    language,
    practice: await ctx.settings(),
    customer,
    booking: {
      start: booking.startsAt,
      therapy: serverText('therapies', language, `items.${booking.labelKey}.name`),
      therapistName: booking.therapistName,
      durationMinutes: booking.durationMinutes,
    },
    journal: journal ? presentJournal(journal) : null,
    views: presentDrawing(bookingId, views).views,
  });
  await audit(ctx.db, ctx, actor, booking, 'record.pdf', { journalVersion: journal?.version ?? 0, views: views.length });
  return { pdf, fileName: treatmentRecordFileName(language, practiceDate(booking.startsAt), customer) };
}
