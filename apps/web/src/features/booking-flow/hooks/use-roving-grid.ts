import { createContext, useCallback, useContext, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * Roving focus over the calendar's cells (WAI-ARIA grid pattern): the whole calendar is one Tab
 * stop, arrow keys move between cells. A cell is an element with `data-cell` (its key),
 * `data-row` (the day) and `data-minute` (minute of the day; -1 for the day's chip), so the
 * cells can live in several components and weeks.
 */
export interface RovingGrid {
  /** The key of the cell that takes Tab, or null until the calendar has cells. */
  active: string | null;
  setActive: (key: string) => void;
}

export const RovingGridContext = createContext<RovingGrid>({ active: null, setActive: () => undefined });

/** Props of a grid cell: in the Tab order only while it is the active one; focusing it makes it active. */
export function useGridCell(key: string, row: string, minute: number) {
  const { active, setActive } = useContext(RovingGridContext);
  return {
    'data-cell': key,
    'data-row': row,
    'data-minute': minute,
    tabIndex: active === key ? 0 : -1,
    onFocus: () => setActive(key),
  };
}

const cellsOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-cell]')];

/** The cell to move to from `from` for a key, or null when the key is not the grid's. */
export function targetCell(cells: HTMLElement[], from: HTMLElement, key: string, ctrl: boolean): HTMLElement | null {
  const rows: HTMLElement[][] = [];
  for (const cell of cells) {
    const last = rows.at(-1);
    if (last && last[0]!.dataset.row === cell.dataset.row) last.push(cell);
    else rows.push([cell]);
  }
  const r = rows.findIndex((row) => row.includes(from));
  if (r < 0) return null;
  const row = rows[r]!;
  const c = row.indexOf(from);
  // Up and down land on the slot of the nearest time of day (days differ in their slots), or on the chip.
  const nearest = (other: HTMLElement[] | undefined) => {
    if (!other) return from;
    const minute = Number(from.dataset.minute);
    return other.reduce((best, cell) => (Math.abs(Number(cell.dataset.minute) - minute) < Math.abs(Number(best.dataset.minute) - minute) ? cell : best));
  };
  switch (key) {
    case 'ArrowRight':
      return row[c + 1] ?? from;
    case 'ArrowLeft':
      return row[c - 1] ?? from;
    case 'ArrowDown':
      return nearest(rows[r + 1]);
    case 'ArrowUp':
      return nearest(rows[r - 1]);
    case 'Home':
      return ctrl ? cells[0]! : row[0]!;
    case 'End':
      return ctrl ? cells.at(-1)! : row.at(-1)!;
    default:
      return null;
  }
}

/**
 * The roving state for the calendar under `root`: after every render exactly one cell takes Tab.
 * Until a cell has had focus that is the chosen slot, else the first free slot, else the first
 * day's chip; weeks arrive one by one, so a chip that stood in while no week had a free slot
 * gives way to the first free slot of a later week. After a focus it is the cell last focused
 * (while it exists).
 */
export function useRovingGrid() {
  const root = useRef<HTMLDivElement>(null);
  const [active, setActiveState] = useState<string | null>(null);
  const focused = useRef(false);
  const setActive = useCallback((key: string) => {
    focused.current = true;
    setActiveState(key);
  }, []);
  // Cells come and go with any render (weeks load, filters change), hence checked after each; it
  // sets only when the stop should move, so it settles after one more render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const node = root.current;
    if (!node) return;
    const current = node.querySelector<HTMLElement>('[data-cell][tabindex="0"]');
    if (current && focused.current) return;
    const preferred =
      node.querySelector<HTMLElement>('[data-cell][aria-pressed="true"]') ??
      node.querySelector<HTMLElement>('[data-cell]:not([data-minute="-1"])') ??
      node.querySelector<HTMLElement>('[data-cell]');
    const key = preferred?.dataset.cell ?? null;
    if (key !== active) setActiveState(key);
  });
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const from = event.target as HTMLElement;
      if (!root.current || from.dataset.cell === undefined || event.altKey || event.metaKey) return;
      const to = targetCell(cellsOf(root.current), from, event.key, event.ctrlKey);
      if (!to) return;
      event.preventDefault();
      setActive(to.dataset.cell!);
      to.focus();
    },
    [setActive],
  );
  return { root, grid: { active, setActive }, onKeyDown };
}

/** Whether a click came from the keyboard (Enter or Space on a button report no pointer clicks). */
export const fromKeyboard = (event: { detail: number }) => event.detail === 0;
