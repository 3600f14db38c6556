import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OrderDocumentItem } from '@vendoc/contract/order-documents';
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import type { DocumentRow } from '@vendoc/order-documents/document';
import { insertRow, moveRow, type DraftFields } from '../model/draft-fields';
import type { FieldProblem } from '../model/server-errors';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';
import { focusCell } from './grid-cells';
import { columnCount, ItemRow, type RowActions } from './item-row';
import { observeRectWithFallback } from '../../../../lib/virtual/observe-rect-with-fallback';

/** From this many rows on only the rows in view are drawn (and some around them). */
const VIRTUALIZE_FROM = 60;
const ROW_ESTIMATE = 47;
const HEADER_ESTIMATE = 37;
const NO_PROBLEMS: Record<string, string> = {};

/** A screenful of rows before the browser has laid the grid out (or where it never does, in tests). */
const observeRect = observeRectWithFallback({ width: 1280, height: 720 });

/** The empty space standing in for the rows above or below those drawn. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return height > 0 ? (
    <tbody aria-hidden>
      <tr style={{ height }}>
        <td colSpan={columns} style={{ padding: 0, border: 0 }} />
      </tr>
    </tbody>
  ) : null;
}

export interface ItemsGridProps {
  rows: readonly DocumentRow[];
  /** The rows with their totals as computed live. */
  computed: readonly OrderDocumentItem[];
  change(update: (fields: DraftFields) => DraftFields): void;
  readOnly: boolean;
  /** Delivery notes show quantities without prices. */
  priced: boolean;
  problems: readonly FieldProblem[];
}

/**
 * The document's rows (titles, positions, texts), edited by keyboard: Tab to the next field, Enter to the same
 * field of the next row, Enter in the last row adds a position. Numbers in German notation.
 */
export function ItemsGrid({ rows, computed, change, readOnly, priced, problems }: ItemsGridProps) {
  const { t } = useOrderDocumentsTranslation();
  const grid = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLTableSectionElement>(null);
  /** `exact`: only that cell will do (the long text just opened is not drawn yet; its row's first cell is). */
  const pendingFocus = useRef<{ row: number; column: string; exact?: boolean } | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const expandedRef = useRef(expanded);
  useLayoutEffect(() => {
    expandedRef.current = expanded;
  }, [expanded]);
  const [headerHeight, setHeaderHeight] = useState(HEADER_ESTIMATE);
  useLayoutEffect(() => {
    const measured = header.current?.getBoundingClientRect().height;
    if (measured) setHeaderHeight(measured);
  }, [priced, readOnly]);

  const virtualize = rows.length > VIRTUALIZE_FROM;
  // The rows' keys change only when rows come, go or move, not on a keystroke (the measurements are kept).
  const idList = rows.map((row) => row.id).join(',');
  const ids = useMemo(() => idList.split(','), [idList]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    enabled: virtualize,
    getScrollElement: () => grid.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 10,
    getItemKey: useCallback((index: number) => ids[index] ?? index, [ids]),
    observeElementRect: observeRect,
    // The rows start below the sticky header, and a row scrolled to must not hide under it.
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
    measureElement: (element) => element.getBoundingClientRect().height || ROW_ESTIMATE,
    useFlushSync: false,
  });
  const virtualItems = virtualizer.getVirtualItems();

  // A cell asked for before its row was drawn (a new row, a row out of view) gets the focus once it is; a long
  // document scrolls to it first.
  useEffect(() => {
    const target = pendingFocus.current;
    if (target && grid.current && focusDrawn(target.row, target.column, target.exact))
      pendingFocus.current = null;
    else if (target && virtualize && !virtualItems.some((item) => item.index === target.row))
      virtualizer.scrollToIndex(target.row, { align: 'auto' });
  });
  // A long document scrolls the grid (not the page) to the row first: its header stays in view.
  const focusDrawn = (row: number, column: string, exact = false) => {
    if (!grid.current) return false;
    if (!virtualize) return focusCell(grid.current, row, column, { exact });
    if (!virtualItems.some((item) => item.index === row)) return false;
    virtualizer.scrollToIndex(row, { align: 'auto' });
    return focusCell(grid.current, row, column, { preventScroll: true, exact });
  };
  const focusAt = (row: number, column: string) => {
    if (focusDrawn(row, column)) return;
    pendingFocus.current = { row, column };
    if (virtualize) virtualizer.scrollToIndex(row, { align: 'auto' });
  };

  const setRows = useCallback(
    (update: (rows: DocumentRow[]) => DocumentRow[]) =>
      change((fields) => ({ ...fields, items: update(fields.items) })),
    [change],
  );
  const add = (after: number, type: DocumentRow['type']) => {
    pendingFocus.current = { row: after + 1, column: type === 'position' ? 'oz' : 'shortText' };
    setRows((current) => insertRow(current, after, type));
  };

  const actions = useMemo<RowActions>(
    () => ({
      change: (id, next) =>
        setRows((current) => current.map((each) => (each.id === id ? { ...each, ...next } : each))),
      move: (index, direction) => setRows((current) => moveRow(current, index, direction)),
      remove: (id) => setRows((current) => current.filter((each) => each.id !== id)),
      toggleLongText: (id, index) => {
        const opening = !expandedRef.current.has(id);
        // Opened: the long text is where the typing goes on, once it is drawn. An effect of an earlier render may
        // run before that (React flushes pending effects first), so no other cell of the row will do.
        if (opening) pendingFocus.current = { row: index, column: 'longText', exact: true };
        setExpanded((current) => {
          const next = new Set(current);
          if (opening) next.add(id);
          else next.delete(id);
          return next;
        });
      },
    }),
    [setRows],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    // Enter in the long text starts a new line.
    if (target instanceof HTMLTextAreaElement) return;
    const row = Number(target.dataset.row);
    const column = target.dataset.column;
    if (Number.isNaN(row) || !column) return;
    event.preventDefault();
    const next = event.shiftKey ? row - 1 : row + 1;
    if (next >= rows.length && !event.shiftKey && !readOnly) {
      add(rows.length - 1, 'position');
      pendingFocus.current = { row: next, column };
      return;
    }
    if (next >= 0) focusAt(next, column);
  };

  const problemsByRow = new Map<number, Record<string, string>>();
  for (const problem of problems) {
    const match = /^items\.(\d+)\.(\w+)/.exec(problem.path);
    if (!match) continue;
    const index = Number(match[1]);
    problemsByRow.set(index, { ...problemsByRow.get(index), [match[2] ?? '']: problem.message });
  }
  const columns = columnCount(priced, readOnly);
  const drawn: readonly Pick<VirtualItem, 'index' | 'start' | 'end'>[] = virtualize
    ? virtualItems
    : rows.map((_, index) => ({ index, start: 0, end: 0 }));
  const above = virtualize ? (drawn[0]?.start ?? headerHeight) - headerHeight : 0;
  const below = virtualize ? virtualizer.getTotalSize() - (drawn.at(-1)?.end ?? headerHeight) : 0;
  const rowProblems = problems.filter((problem) => problem.path.startsWith('items'));

  return (
    <Paper variant="outlined" component="section" aria-label={t('items.section')}>
      <Box sx={{ px: 2, pt: 2, display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6">
          {t('items.section')}
        </Typography>
        {readOnly ? null : (
          <Typography variant="body2" color="text.secondary">
            {t('items.keyboardHint')}
          </Typography>
        )}
      </Box>
      {rowProblems.length > 0 ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {rowProblems.map((problem) => {
            const match = /^items\.(\d+)/.exec(problem.path);
            const index = match ? Number(match[1]) : null;
            const label = index === null ? '' : `${t('items.row', { row: rows[index]?.oz || index + 1 })}: `;
            return <div key={problem.path + problem.message}>{label + problem.message}</div>;
          })}
        </Alert>
      ) : null}
      <TableContainer
        ref={grid}
        onKeyDown={onKeyDown}
        sx={{ maxHeight: '75dvh', scrollPaddingTop: headerHeight }}
      >
        <Table
          stickyHeader
          size="small"
          aria-label={t('items.tableLabel')}
          sx={{ '& td, & th': { px: 0.5 }, minWidth: priced ? 1040 : 640 }}
        >
          <TableHead ref={header}>
            <TableRow>
              <TableCell sx={{ width: 110 }}>{t('items.oz')}</TableCell>
              <TableCell>{t('items.shortText')}</TableCell>
              <TableCell align="right" sx={{ width: 100 }}>
                {t('items.quantity')}
              </TableCell>
              <TableCell sx={{ width: 70 }}>{t('items.unit')}</TableCell>
              {priced ? (
                <>
                  <TableCell align="right" sx={{ width: 100 }}>
                    {t('items.unitPrice')}
                  </TableCell>
                  <TableCell align="right" sx={{ width: 100 }}>
                    {t('items.labourHeader')}
                  </TableCell>
                  <TableCell align="right" sx={{ width: 80 }}>
                    {t('items.discount')}
                  </TableCell>
                  <TableCell sx={{ width: 80 }}>{t('items.vat')}</TableCell>
                  <TableCell align="right" sx={{ width: 110 }}>
                    {t('items.total')}
                  </TableCell>
                </>
              ) : null}
              {readOnly ? null : <TableCell sx={{ width: 120 }}>{t('items.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <Spacer height={above} columns={columns} />
          {drawn.map(({ index }) => {
            const row = rows[index];
            return row ? (
              <ItemRow
                key={row.id}
                row={row}
                index={index}
                total={computed[index]}
                priced={priced}
                readOnly={readOnly}
                problems={problemsByRow.get(index) ?? NO_PROBLEMS}
                actions={actions}
                isLast={index === rows.length - 1}
                expanded={expanded.has(row.id)}
                measureRef={virtualize ? virtualizer.measureElement : undefined}
              />
            ) : null;
          })}
          <Spacer height={below} columns={columns} />
        </Table>
      </TableContainer>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('items.empty')}
        </Typography>
      ) : null}
      {readOnly ? null : (
        <Box sx={{ display: 'flex', gap: 1, p: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => add(rows.length - 1, 'title')}>
            {t('items.addTitle')}
          </Button>
          <Button variant="outlined" onClick={() => add(rows.length - 1, 'position')}>
            {t('items.addPosition')}
          </Button>
          <Button variant="outlined" onClick={() => add(rows.length - 1, 'text')}>
            {t('items.addText')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
