import type { Journal, JournalTexts } from '@praxis/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { journalKey, saveJournal } from './api/journal-queries.ts';
import { clearDraft, readDraft, retryDelay, sameTexts, startingPoint, writeDraft } from './journal-draft.ts';

export type SaveState = 'saved' | 'dirty' | 'saving' | 'failed' | 'conflict';

/** Typing pauses this long before the journal saves. */
export const AUTOSAVE_DELAY_MS = 1000;

/**
 * The journal's texts with autosave: each change is kept as a local draft at once and saved after
 * a pause in typing; a failed save retries with growing pauses and keeps the draft; a save on an
 * outdated version stops with the other text (`conflict`) until the user chooses.
 */
export function useJournalAutosave(bookingId: number, journal: Journal) {
  const queryClient = useQueryClient();
  const [start] = useState(() => startingPoint(journal, readDraft(bookingId)));
  const [texts, setTexts] = useState<JournalTexts>(start.texts);
  const [state, setState] = useState<SaveState>(start.dirty ? 'dirty' : 'saved');
  const [saved, setSaved] = useState<Journal>(journal);
  const [conflict, setConflict] = useState<Journal | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const version = useRef(start.version);
  const latest = useRef(texts);
  const inFlight = useRef(false);
  const attempts = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(async () => {
    if (inFlight.current) return;
    const sending = latest.current;
    inFlight.current = true;
    setState('saving');
    try {
      const answer = await saveJournal(bookingId, { ...sending, version: version.current });
      inFlight.current = false;
      attempts.current = 0;
      version.current = answer.version;
      setSaved(answer);
      setErrorCode(null);
      queryClient.setQueryData(journalKey(bookingId), answer);
      if (sameTexts(latest.current, sending)) {
        clearDraft(bookingId);
        setState('saved');
      } else {
        // Typed on while the save was under way: save that too.
        writeDraft(bookingId, { version: answer.version, texts: latest.current });
        setState('dirty');
        timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
      }
    } catch (error) {
      inFlight.current = false;
      if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') {
        const theirs = (error.details as { theirs?: Journal } | undefined)?.theirs ?? null;
        setConflict(theirs);
        setState('conflict');
        return;
      }
      setErrorCode(error instanceof ApiError ? error.code : 'NETWORK_ERROR');
      setState('failed');
      // A refused text (too long) would fail again: only faults of the connection or the server retry by themselves.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
      attempts.current += 1;
      timer.current = setTimeout(() => void save(), retryDelay(attempts.current));
    }
  }, [bookingId, queryClient]);

  const change = useCallback(
    (field: keyof JournalTexts, value: string) => {
      const next = { ...latest.current, [field]: value };
      latest.current = next;
      setTexts(next);
      writeDraft(bookingId, { version: version.current, texts: next });
      if (!inFlight.current) setState((current) => (current === 'conflict' ? current : 'dirty'));
      clearTimeout(timer.current);
      if (state !== 'conflict') timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [bookingId, save, state],
  );

  /** Resolves a conflict: take the other text, or keep one's own and save it over the newer version. */
  const resolve = useCallback(
    (choice: 'theirs' | 'mine') => {
      if (!conflict) return;
      version.current = conflict.version;
      setConflict(null);
      if (choice === 'theirs') {
        const theirs = { history: conflict.history, treatment: conflict.treatment, notes: conflict.notes, diagnosis: conflict.diagnosis };
        latest.current = theirs;
        setTexts(theirs);
        setSaved(conflict);
        clearDraft(bookingId);
        setState('saved');
        queryClient.setQueryData(journalKey(bookingId), conflict);
      } else {
        writeDraft(bookingId, { version: conflict.version, texts: latest.current });
        void save();
      }
    },
    [bookingId, conflict, queryClient, save],
  );

  const retryNow = useCallback(() => {
    clearTimeout(timer.current);
    void save();
  }, [save]);

  // A draft found at the start (a save that failed before) goes out at once.
  useEffect(() => {
    if (start.dirty) timer.current = setTimeout(() => void save(), 0);
    return () => clearTimeout(timer.current);
  }, [start.dirty, save]);

  useEffect(() => {
    if (state === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state]);

  return { texts, change, state, saved, conflict, resolve, errorCode, retryNow };
}
