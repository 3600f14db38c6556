import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import Box from '@mui/material/Box';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { BoqMatchItem } from '@vendoc/contract/matches';
import { useMatchingTranslation } from '../matching-i18n';
import { useDigitWidth } from '../../../../lib/hooks/use-digit-width';
import { longestUnitPrice, type MatchRow } from '../model/match-items';
import { MatchGridRow, type RowActions } from './match-grid-row';
import {
  ALTERNATIVE_ROW_HEIGHT,
  HEADER_HEIGHT,
  ITEM_ROW_HEIGHT,
  MATCH_COLUMNS,
  matchGridSx,
  PRICE_WIDTH,
} from './match-grid-styles';
import { observeRectWithFallback } from '../../../../lib/virtual/observe-rect-with-fallback';

export interface MatchGridProps {
  readonly label: string;
  readonly rows: readonly MatchRow[];
  readonly expanded: ReadonlySet<string>;
  readonly activeId: string | null;
  readonly onActiveChange: (rowId: string | null) => void;
  readonly canWrite: boolean;
  readonly threshold: number;
  readonly currency: string;
  readonly onAccept: (row: MatchRow) => void;
  readonly onReject: (row: MatchRow) => void;
  readonly onUndo: (item: BoqMatchItem) => void;
  readonly onSearch: (item: BoqMatchItem) => void;
  readonly onToggle: (nodeId: string, expand?: boolean) => void;
}

/** A screenful of rows before the browser has laid the grid out (or where it never does, in tests). */
const observeRect = observeRectWithFallback({ width: 1024, height: 720 });

const rowHeight = (row: MatchRow | undefined) =>
  row?.kind === 'alternative' ? ALTERNATIVE_ROW_HEIGHT : ITEM_ROW_HEIGHT;

/**
 * The BoQ's items with their suggestions as a keyboard-first tree table, virtualized so BoQs of thousands of
 * items scroll smoothly. The focus stays on the table and aria-activedescendant names the active line. Arrows
 * move (right opens an item's further candidates, left closes them), Enter or A accepts the shown candidate, R or
 * Delete rejects it, S searches another position, U takes an accepted one back.
 */
export function MatchGrid({
  label,
  rows,
  expanded,
  activeId,
  onActiveChange,
  canWrite,
  threshold,
  currency,
  onAccept,
  onReject,
  onUndo,
  onSearch,
  onToggle,
}: MatchGridProps) {
  const { t } = useMatchingTranslation();
  const gridId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const indexById = useMemo(() => new Map(rows.map((row, index) => [row.id, index])), [rows]);
  const { probeProps, fit } = useDigitWidth();
  const priceWidth = useMemo(() => {
    const items = rows.flatMap((row) => (row.kind === 'item' ? [row.item] : []));
    return fit(longestUnitPrice(items, currency), PRICE_WIDTH);
  }, [rows, currency, fit]);
  const activeIndex = activeId === null ? -1 : (indexById.get(activeId) ?? -1);

  // The line last active: when it leaves the list (accepted while only open items show), its place is kept.
  const lastIndex = useRef(0);
  if (activeIndex >= 0) lastIndex.current = activeIndex;
  useEffect(() => {
    if (activeId === null || activeIndex >= 0) return;
    const fallback = rows[Math.min(lastIndex.current, rows.length - 1)];
    onActiveChange(fallback?.id ?? null);
  }, [activeId, activeIndex, rows, onActiveChange]);

  // The active line stays rendered when scrolled away, so aria-activedescendant always names an element.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = new Set(defaultRangeExtractor(range));
      if (activeIndex >= 0) indexes.add(activeIndex);
      return [...indexes].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const estimateSize = useCallback((index: number) => rowHeight(rows[index]), [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: 4,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    getItemKey,
    rangeExtractor,
    observeElementRect: observeRect,
    useFlushSync: false,
  });

  const focusGrid = useCallback(() => scrollRef.current?.focus({ preventScroll: true }), []);

  const activate = (index: number) => {
    if (rows.length === 0) return;
    const target = Math.max(0, Math.min(rows.length - 1, index));
    const row = rows[target];
    if (!row) return;
    onActiveChange(row.id);
    virtualizer.scrollToIndex(target, { align: 'auto' });
  };

  /** The next item line after `index` (opened candidates are passed over): where accepting moves on to. */
  const nextItemId = (index: number): string | null => {
    for (let next = index + 1; next < rows.length; next += 1) {
      const row = rows[next];
      if (row?.kind === 'item') return row.id;
    }
    return null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || rows.length === 0) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const index = activeIndex === -1 ? 0 : activeIndex;
    const row = rows[index] as MatchRow;
    const page = Math.max(
      1,
      Math.floor(((scrollRef.current?.clientHeight ?? 0) - HEADER_HEIGHT) / ITEM_ROW_HEIGHT) - 1,
    );
    const handled = () => event.preventDefault();
    if (activeIndex === -1 && (event.key.startsWith('Arrow') || event.key === 'Enter')) {
      handled();
      activate(0);
      return;
    }
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    switch (key) {
      case 'ArrowDown':
        handled();
        activate(index + 1);
        return;
      case 'ArrowUp':
        handled();
        activate(index - 1);
        return;
      case 'PageDown':
        handled();
        activate(index + page);
        return;
      case 'PageUp':
        handled();
        activate(index - page);
        return;
      case 'Home':
        handled();
        activate(0);
        return;
      case 'End':
        handled();
        activate(rows.length - 1);
        return;
      case 'ArrowRight':
        handled();
        if (row.kind === 'item' && row.alternatives > 0) {
          if (expanded.has(row.id)) activate(index + 1);
          else onToggle(row.id, true);
        }
        return;
      case 'ArrowLeft':
        handled();
        if (row.kind === 'alternative') activate(indexById.get(row.item.nodeId) ?? index);
        else if (expanded.has(row.id)) onToggle(row.id, false);
        return;
      case ' ':
        handled();
        if (row.kind === 'item' && row.alternatives > 0) onToggle(row.id);
        return;
    }
    if (!canWrite) return;
    switch (key) {
      case 'Enter':
      case 'a': {
        handled();
        const acceptable =
          row.kind === 'alternative' || (row.item.accepted === null && row.item.candidates.length > 0);
        if (!acceptable) return;
        // On to the next item, as the estimator works down the list.
        const next = nextItemId(index);
        onAccept(row);
        if (next !== null) activate(indexById.get(next) ?? index);
        return;
      }
      case 'r':
      case 'Delete':
        handled();
        if (row.kind === 'alternative' || row.item.accepted !== null || row.item.candidates.length > 0) {
          onReject(row);
        }
        return;
      case 'u':
        handled();
        if (row.kind === 'item' && row.item.accepted !== null) onUndo(row.item);
        return;
      case 's':
        handled();
        onSearch(row.item);
        return;
    }
  };

  // Stable callbacks for the memoized lines; the latest handlers are read through a ref.
  const handlers = useRef({ onAccept, onReject, onUndo, onSearch, onToggle, onActiveChange });
  handlers.current = { onAccept, onReject, onUndo, onSearch, onToggle, onActiveChange };
  const actions = useMemo<RowActions>(
    () => ({
      onActivate: (rowId) => {
        handlers.current.onActiveChange(rowId);
        focusGrid();
      },
      onAccept: (row) => {
        handlers.current.onActiveChange(row.id);
        handlers.current.onAccept(row);
        focusGrid();
      },
      onReject: (row) => {
        handlers.current.onActiveChange(row.id);
        handlers.current.onReject(row);
        focusGrid();
      },
      onUndo: (item) => {
        handlers.current.onActiveChange(item.nodeId);
        handlers.current.onUndo(item);
        focusGrid();
      },
      onSearch: (item) => {
        handlers.current.onActiveChange(item.nodeId);
        handlers.current.onSearch(item);
      },
      onToggle: (nodeId) => {
        handlers.current.onActiveChange(nodeId);
        handlers.current.onToggle(nodeId);
        focusGrid();
      },
    }),
    [focusGrid],
  );

  const activeRow = activeIndex === -1 ? undefined : rows[activeIndex];
  return (
    <Box
      ref={scrollRef}
      role="treegrid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={MATCH_COLUMNS.length}
      aria-activedescendant={activeRow ? `${gridId}-${activeRow.id}` : undefined}
      aria-readonly={canWrite ? undefined : true}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (event.target === event.currentTarget && activeIndex === -1 && rows[0]) onActiveChange(rows[0].id);
      }}
      sx={matchGridSx}
      style={{ '--col-price': `${priceWidth}px` } as CSSProperties}
    >
      <span {...probeProps} />
      <div role="rowgroup" className="head">
        <div role="row" className="row header" aria-rowindex={1}>
          {MATCH_COLUMNS.map((column) => (
            <div key={column} role="columnheader" className={`cell c-${column}`}>
              {t(`columns.${column}`)}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="body" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtualRow) => {
          const row = rows[virtualRow.index];
          if (!row) return null;
          return (
            <MatchGridRow
              key={virtualRow.key}
              rowId={`${gridId}-${row.id}`}
              row={row}
              rowIndex={virtualRow.index}
              top={virtualRow.start - HEADER_HEIGHT}
              active={virtualRow.index === activeIndex}
              expanded={row.kind === 'item' && expanded.has(row.id)}
              canWrite={canWrite}
              threshold={threshold}
              currency={currency}
              actions={actions}
              t={t}
            />
          );
        })}
      </div>
    </Box>
  );
}
