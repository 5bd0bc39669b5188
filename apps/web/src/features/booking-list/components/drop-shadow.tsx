import type { BlockDrag } from '../hooks/use-block-drag.ts';
import { SLOT_MINUTES, type CalendarTherapist } from '../calendar-model.ts';

/** Where a dragged booking would land: a dashed outline over the rows it would take in the column under the pointer. */
export function DropShadow({
  drag,
  columns,
  range,
  headerRows,
}: {
  drag: BlockDrag;
  columns: ReadonlyArray<{ day: string; therapist: CalendarTherapist }>;
  range: { from: number; to: number };
  headerRows: number;
}) {
  const cell = drag.cell!;
  const c = columns.findIndex(({ day, therapist }) => day === cell.date && therapist.id === cell.therapistId);
  if (c < 0) return null;
  const from = Math.max(range.from, cell.minutes - Math.floor(drag.grabMinutes / SLOT_MINUTES) * SLOT_MINUTES);
  const length = Date.parse(drag.booking.end) - Date.parse(drag.booking.start);
  const rows = Math.max(1, Math.ceil(length / 60_000 / SLOT_MINUTES));
  const firstRow = (from - range.from) / SLOT_MINUTES;
  const lastRow = Math.min(firstRow + rows, (range.to - range.from) / SLOT_MINUTES);
  return (
    <div
      aria-hidden
      data-testid="drop-shadow"
      style={{
        gridColumn: c + 2,
        gridRow: `${headerRows + firstRow + 1} / ${headerRows + lastRow + 1}`,
        zIndex: 2,
        pointerEvents: 'none',
        margin: 1,
        borderRadius: 4,
        border: '2px dashed var(--mantine-color-blue-6)',
        background: 'color-mix(in srgb, var(--mantine-color-blue-2) 50%, transparent)',
      }}
    />
  );
}
