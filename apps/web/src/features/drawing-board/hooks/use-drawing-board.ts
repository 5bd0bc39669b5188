import type { DrawingView, Stroke } from '@praxis/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import * as model from '../drawing-model.ts';
import { useAutosave } from './use-autosave.ts';

/**
 * The board's drawing with undo and redo; every change marks the views it touched for the
 * autosave. The state lives in a ref as well, so the autosave always sends the newest strokes.
 */
export function useDrawingBoard(bookingId: number, initial: model.ViewMap) {
  const ref = useRef<model.DrawingState | null>(null);
  ref.current ??= model.createDrawing(initial);
  const [state, setState] = useState(ref.current);
  const autosave = useAutosave(bookingId, () => ref.current!.views);
  const { markDirty } = autosave;

  const update = useCallback(
    (change: (state: model.DrawingState) => model.DrawingState) => {
      const before = ref.current!;
      const after = change(before);
      if (after === before) return;
      ref.current = after;
      setState(after);
      markDirty(model.changedViews(before, after));
    },
    [markDirty],
  );

  const actions = useMemo(
    () => ({
      addStroke: (view: DrawingView, stroke: Stroke) => update((s) => model.addStroke(s, view, stroke)),
      deleteStroke: (view: DrawingView, index: number) => update((s) => model.deleteStroke(s, view, index)),
      clearViews: (views: readonly DrawingView[]) => update((s) => model.clearViews(s, views)),
      copyViews: (source: model.ViewMap) => update((s) => model.copyViews(s, source)),
      undo: () => update(model.undo),
      redo: () => update(model.redo),
    }),
    [update],
  );

  return { state, actions, save: autosave };
}
