import { useEffect, useRef } from 'react';

interface BoardKeys {
  readOnly: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onDelete: () => void;
  onEscape: () => void;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) && (target as HTMLInputElement).type !== 'radio'));

/** Ctrl+Z undo, Ctrl+Shift+Z and Ctrl+Y redo (Cmd on a Mac), Delete or Backspace removes the selected stroke, Escape deselects. */
export function useBoardKeys(keys: BoardKeys) {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const k = latest.current;
      if (k.readOnly || typing(event.target)) return;
      const key = event.key.toLowerCase();
      const mod = event.ctrlKey || event.metaKey;
      if (mod && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) k.onRedo();
        else k.onUndo();
      } else if (mod && key === 'y') {
        event.preventDefault();
        k.onRedo();
      } else if (!mod && (event.key === 'Delete' || event.key === 'Backspace')) {
        k.onDelete();
      } else if (event.key === 'Escape') {
        k.onEscape();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
