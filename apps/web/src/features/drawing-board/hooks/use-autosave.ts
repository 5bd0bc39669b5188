import type { DrawingView, Stroke } from '@praxis/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveDrawingView } from '../api/drawing-queries.ts';
import type { ViewMap } from '../drawing-model.ts';

/** What the board shows about saving: all saved, changes waiting, a save running, or the last save failed (retrying). */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed';

const EMPTY: readonly Stroke[] = [];
/** Waits 1, 2, 4, … up to 30 seconds between attempts after failures. */
export const retryDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));

/**
 * Saves changed views shortly after the last change (debounced), one PUT per view with that view's
 * current strokes. A failed save keeps the view marked and retries with backoff, so no stroke is
 * dropped; a change during a save is saved after it. Warns before the window closes while unsaved.
 */
export function useAutosave(bookingId: number, currentViews: () => ViewMap, delayMs = 800) {
  const dirty = useRef(new Set<DrawingView>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef(false);
  const failures = useRef(0);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [error, setError] = useState<unknown>(null);
  const current = useRef(currentViews);
  current.current = currentViews;

  const flush = useCallback(async (): Promise<void> => {
    timer.current = undefined;
    if (running.current || dirty.current.size === 0) return;
    running.current = true;
    if (failures.current === 0) setStatus('saving');
    const views = [...dirty.current];
    dirty.current.clear();
    let failed: unknown = null;
    for (const [i, view] of views.entries()) {
      try {
        await saveDrawingView(bookingId, view, current.current()[view] ?? EMPTY);
      } catch (err) {
        failed = err;
        // NOTE: the views not sent yet stay marked too; the next attempt sends their newest strokes.
        for (const rest of views.slice(i)) dirty.current.add(rest);
        break;
      }
    }
    running.current = false;
    if (failed) {
      failures.current += 1;
      setError(failed);
      setStatus('failed');
      timer.current = setTimeout(() => void flush(), retryDelay(failures.current));
      return;
    }
    failures.current = 0;
    setError(null);
    if (dirty.current.size > 0) {
      setStatus('pending');
      timer.current = setTimeout(() => void flush(), delayMs);
    } else setStatus('saved');
  }, [bookingId, delayMs]);

  /** Marks views as changed and (re)starts the debounce, unless a retry is already waiting. */
  const markDirty = useCallback(
    (views: readonly DrawingView[]) => {
      if (views.length === 0) return;
      for (const view of views) dirty.current.add(view);
      if (failures.current > 0) return;
      setStatus((s) => (s === 'saving' ? s : 'pending'));
      if (running.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  /** Tries again at once (the retry button). */
  const retryNow = useCallback(() => {
    clearTimeout(timer.current);
    void flush();
  }, [flush]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (status === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [status]);

  return { status, error, markDirty, retryNow };
}
