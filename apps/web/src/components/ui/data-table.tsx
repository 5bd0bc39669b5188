import { CloseButton, Group, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsHeader, LoadingRows, RowActions } from './data-table-parts.tsx';
import { filterRows, sortRows, type DataTableAction, type DataTableSort, type FilterText, type SortValue } from './data-table-rows.ts';
import classes from './data-table.module.css';
import { ErrorState } from './query-state.tsx';

export type { DataTableAction, DataTableSort, FilterText, SortValue } from './data-table-rows.ts';

/** One column: what its header says, what each cell shows, and (when sortable) what it sorts by. */
export interface DataTableColumn<Row> {
  /** Unique among the columns; names the column in `initialSort`. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the header a sort button; empty values sort last. */
  sortValue?: (row: Row) => SortValue;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  /** A visible caption above the rows. */
  caption?: ReactNode;
  columns: readonly DataTableColumn<Row>[];
  /** Undefined while nothing has loaded yet. */
  rows: readonly Row[] | undefined;
  getRowId: (row: Row) => string | number;
  /** Shows the filter box; a row matches when its text contains every typed word (case and accents ignored). */
  filterText?: (row: Row) => FilterText;
  initialSort?: DataTableSort;
  loading?: boolean;
  /** A load failure (usually an `ApiError` or `NetworkError`), shown translated with `onRetry`. */
  error?: unknown;
  onRetry?: () => void;
  /** Shown when there are no rows at all (default: "No entries"). */
  emptyText?: ReactNode;
  /** Called on a click on the row (not on its controls) and on Enter while the row has focus. */
  onRowClick?: (row: Row) => void;
  rowActions?: readonly DataTableAction<Row>[];
  /** A menu per row (default) or a button per action. */
  rowActionsAs?: 'menu' | 'buttons';
  /** Names the row in the action menu's label ("Actions for Anna Muster"). */
  getRowLabel?: (row: Row) => string;
  /** Beside the filter box, e.g. a "New" button. */
  toolbar?: ReactNode;
  /** Height limit of the scroll area under the sticky header. */
  maxHeight?: number | string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number | string;
}

/** More rows than this are virtualised: only those in view (and a few more) are in the page. */
export const VIRTUALISE_ABOVE = 200;
const ESTIMATED_ROW_HEIGHT = 41;
// A click on one of these inside a row is its own action, not the row's.
const CONTROLS = 'a, button, input, select, textarea, label, [role="menuitem"]';

/** Where a key moves the focus from row `index`, or undefined when it does not move it. */
function nextRowIndex(key: string, index: number, last: number): number | undefined {
  if (key === 'ArrowDown') return Math.min(index + 1, last);
  if (key === 'ArrowUp') return Math.max(index - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

/**
 * The one table of the staff screens: sortable columns, a filter box, loading, error and empty
 * states, a sticky header, row actions and keyboard navigation (arrows, Home, End, Enter) with a
 * roving focus; beyond 200 rows it renders only the visible ones.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, getRowId, filterText, onRowClick, rowActions, loading, error } = props;
  const { t, i18n } = useTranslation('table');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [sort, setSort] = useState<DataTableSort | null>(props.initialSort ?? null);
  const [active, setActive] = useState(0);
  const [headerHeight, setHeaderHeight] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  // The sticky header's height: virtualised rows are placed below it and scrolled clear of it.
  const measureHeader = useCallback((head: HTMLTableSectionElement | null) => {
    if (!head) return;
    const measure = () => setHeaderHeight(head.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(head);
    return () => observer.disconnect();
  }, []);

  const collator = useMemo(() => new Intl.Collator(i18n.language, { numeric: true, sensitivity: 'base' }), [i18n.language]);
  const visible = useMemo(() => {
    const found = filterText ? filterRows(rows ?? [], filterText, deferredQuery) : (rows ?? []);
    const sortValue = sort ? columns.find((column) => column.key === sort.key)?.sortValue : undefined;
    return sortValue && sort ? sortRows(found, sortValue, sort.direction, collator) : found;
  }, [rows, filterText, deferredQuery, sort, columns, collator]);

  const virtual = visible.length > VIRTUALISE_ABOVE;
  const virtualizer = useVirtualizer({
    count: virtual ? visible.length : 0,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => getRowId(visible[index]!),
    overscan: 8,
    // A scroll's re-render is an ordinary, batched one (React 19 warns of a flushSync inside its own
    // rendering); rows rendered a frame later show no gap.
    useFlushSync: false,
    // NOTE: the rows start below the sticky header, inside the same scroll area.
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
  });
  const activeIndex = Math.max(0, Math.min(active, visible.length - 1));
  const rowElement = (index: number) => scrollRef.current?.querySelector<HTMLElement>(`tbody tr[data-index="${index}"]`) ?? null;

  useLayoutEffect(() => {
    // A virtualised row the keyboard moved to is rendered only after the scroll: focus it then.
    if (pendingFocus.current === null) return;
    if (pendingFocus.current >= visible.length) pendingFocus.current = null;
    const row = pendingFocus.current === null ? null : rowElement(pendingFocus.current);
    if (!row) return;
    pendingFocus.current = null;
    row.focus({ preventScroll: true });
  });

  const focusRow = (index: number) => {
    setActive(index);
    if (virtual) virtualizer.scrollToIndex(index, { align: 'auto' });
    const row = rowElement(index);
    // NOTE: a native focus scrolls the row into view; scroll-margin keeps it clear of the sticky header.
    if (row) row.focus({ preventScroll: virtual });
    else pendingFocus.current = index;
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: Row) => {
    if (event.target !== event.currentTarget) return;
    const next = nextRowIndex(event.key, index, visible.length - 1);
    if (next !== undefined) {
      event.preventDefault();
      focusRow(next);
    } else if (event.key === 'Enter' && onRowClick) {
      event.preventDefault();
      onRowClick(row);
    }
  };

  const onRowMouseClick = (event: MouseEvent<HTMLTableRowElement>, row: Row) => {
    const target = event.target as HTMLElement;
    // Clicks from a row's controls, also those in a menu rendered elsewhere (a portal), are theirs.
    if (!onRowClick || !event.currentTarget.contains(target) || target.closest(CONTROLS)) return;
    onRowClick(row);
  };

  const toggleSort = (key: string) =>
    setSort((current) => ({ key, direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }));

  const columnCount = columns.length + (rowActions?.length ? 1 : 0);
  const noRowsYet = rows === undefined || rows.length === 0;
  if (error && noRowsYet) return <ErrorState error={error} onRetry={props.onRetry} />;

  const items = virtual ? virtualizer.getVirtualItems() : null;
  const indices = items ? items.map((item) => item.index) : visible.map((_, index) => index);
  const spaceAbove = items?.length ? items[0]!.start - headerHeight : 0;
  const spaceBelow = items?.length ? virtualizer.getTotalSize() - (items[items.length - 1]!.end - headerHeight) : 0;
  const spacer = (height: number) =>
    height > 0 ? (
      <tr aria-hidden="true" className={classes.spacer} style={{ height }}>
        <td colSpan={columnCount} />
      </tr>
    ) : null;
  const message = (text: ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={columnCount}>
        <Text c="dimmed" ta="center" py="md">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );

  let body: ReactNode;
  if (loading && noRowsYet) {
    body = <LoadingRows columnCount={columnCount} label={t('loading')} />;
  } else if (noRowsYet) {
    body = message(props.emptyText ?? t('empty'));
  } else if (visible.length === 0) {
    body = message(t('noMatches'));
  } else {
    body = (
      <>
        {spacer(spaceAbove)}
        {indices.map((index) => {
          const row = visible[index]!;
          return (
            <Table.Tr
              key={getRowId(row)}
              ref={virtual ? virtualizer.measureElement : undefined}
              data-index={index}
              aria-rowindex={virtual ? index + 2 : undefined}
              tabIndex={index === activeIndex ? 0 : -1}
              className={`${classes.row} ${onRowClick ? classes.clickable : ''}`}
              style={{ scrollMarginTop: headerHeight }}
              onFocus={() => setActive(index)}
              onKeyDown={(event) => onRowKeyDown(event, index, row)}
              onClick={(event) => onRowMouseClick(event, row)}
            >
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.align}>
                  {column.cell(row)}
                </Table.Td>
              ))}
              {rowActions?.length ? (
                <Table.Td ta="right">
                  <RowActions row={row} actions={rowActions} as={props.rowActionsAs} name={props.getRowLabel?.(row)} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          );
        })}
        {spacer(spaceBelow)}
      </>
    );
  }

  const total = rows?.length ?? 0;
  return (
    <Stack gap="xs">
      {error ? <ErrorState error={error} onRetry={props.onRetry} /> : null}
      {filterText || props.toolbar ? (
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          {filterText ? (
            <Group gap="xs" wrap="wrap">
              <TextInput
                aria-label={t('filter.label')}
                placeholder={t('filter.placeholder')}
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                rightSection={query ? <CloseButton size="sm" aria-label={t('filter.clear')} onClick={() => setQuery('')} /> : null}
                w={{ base: '100%', xs: 280 }}
              />
              <Text size="sm" c="dimmed" aria-live="polite">
                {deferredQuery.trim() && total > 0 ? t('matches', { count: visible.length, total }) : ''}
              </Text>
            </Group>
          ) : (
            <span />
          )}
          {props.toolbar}
        </Group>
      ) : null}
      {/* Without a row to focus, the scroll area itself takes the focus, so a keyboard can scroll it. */}
      <div
        ref={scrollRef}
        className={classes.scroll}
        style={{ maxHeight: props.maxHeight ?? '70vh' }}
        {...(visible.length === 0 ? { tabIndex: 0, role: 'region', 'aria-label': props.label } : {})}
      >
        <Table
          stickyHeader
          highlightOnHover={Boolean(onRowClick)}
          aria-label={props.label}
          aria-busy={loading || undefined}
          aria-rowcount={virtual ? visible.length + 1 : undefined}
          style={{ minWidth: props.minWidth }}
        >
          {props.caption ? <Table.Caption>{props.caption}</Table.Caption> : null}
          <Table.Thead ref={measureHeader}>
            <Table.Tr aria-rowindex={virtual ? 1 : undefined}>
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : null;
                return (
                  <Table.Th key={column.key} ta={column.align} w={column.width} aria-sort={column.sortValue ? (direction ?? 'none') : undefined}>
                    {column.sortValue ? (
                      <UnstyledButton
                        className={classes.sortButton}
                        onClick={() => toggleSort(column.key)}
                        title={t(direction === 'ascending' ? 'sort.descending' : 'sort.ascending')}
                      >
                        {column.header}
                        <span aria-hidden="true" className={classes.indicator}>
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
              {rowActions?.length ? <ActionsHeader /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
