import { JOURNAL_FIELDS, type Journal, type JournalTexts } from '@praxis/domain';

/** What is typed but not yet saved: kept in the browser until the server has it, so no failed save loses text. */
export interface JournalDraft {
  /** The version the texts were written on. */
  version: number;
  texts: JournalTexts;
}

const key = (bookingId: number) => `praxis.journal-draft.${bookingId}`;

export function readDraft(bookingId: number): JournalDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key(bookingId)) ?? 'null') as JournalDraft | null;
    if (!stored || typeof stored.version !== 'number' || !stored.texts) return null;
    const texts = Object.fromEntries(JOURNAL_FIELDS.map((field) => [field, String(stored.texts[field] ?? '')])) as JournalTexts;
    return { version: stored.version, texts };
  } catch {
    return null;
  }
}

export function writeDraft(bookingId: number, draft: JournalDraft): void {
  try {
    localStorage.setItem(key(bookingId), JSON.stringify(draft));
  } catch {
    // A full or blocked storage: the texts stay on the page and the save retries.
  }
}

export function clearDraft(bookingId: number): void {
  try {
    localStorage.removeItem(key(bookingId));
  } catch {
    // Nothing to clear.
  }
}

export const textsOf = (journal: JournalTexts): JournalTexts => ({
  history: journal.history,
  treatment: journal.treatment,
  notes: journal.notes,
  diagnosis: journal.diagnosis,
});

export const sameTexts = (a: JournalTexts, b: JournalTexts) => JOURNAL_FIELDS.every((field) => a[field] === b[field]);

/** The texts to start with: a draft left from a failed save wins over the server's, unless it says the same. */
export function startingPoint(journal: Journal, draft: JournalDraft | null): { texts: JournalTexts; version: number; dirty: boolean } {
  if (draft && !sameTexts(draft.texts, journal)) return { texts: draft.texts, version: draft.version, dirty: true };
  return { texts: textsOf(journal), version: journal.version, dirty: false };
}

/** Waiting time before the n-th retry of a failed save (1, 2, 4, ... up to 30 seconds). */
export const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
