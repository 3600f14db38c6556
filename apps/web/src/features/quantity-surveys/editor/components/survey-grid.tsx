import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { mdiPlus } from '@mdi/js';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { QuantitySurveyLine, QuantitySurveySheet } from '@vendoc/contract/quantity-surveys';
import { formatAddress } from '@vendoc/quantity-survey/address';
import type { LineResult } from '@vendoc/quantity-survey/model';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { isReportedByHttpLayer, problemMessage } from '../../../../lib/http/api-problems';
import { visuallyHidden } from '../../../../lib/theme/visually-hidden';
import { toast } from '../../../../lib/toast/toast-service';
import type { LineSaving } from '../hooks/use-line-saving';
import { hasContent } from '../model/line-fields';
import type { ViewLine } from '../model/survey-view';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';
import { GridRow, type RowActions } from './grid-row';
import { headerGridSx, ROW_ESTIMATE, VIRTUALIZE_FROM, type EditColumn } from './grid-styles';
import type { BoqLookup } from './position-picker';
import { observeRectWithFallback } from '../../../../lib/virtual/observe-rect-with-fallback';
import { TOUCH_TARGET } from '../../../../lib/theme/touch';

export interface SurveyGridProps {
  readonly sheet: QuantitySurveySheet;
  readonly lines: readonly ViewLine[];
  readonly results: ReadonlyMap<string, LineResult>;
  readonly readOnly: boolean;
  readonly boq: BoqLookup;
  readonly saving: LineSaving;
  /** A stored line was deleted (the editor offers to undo it). */
  readonly onDeleted: (line: QuantitySurveyLine) => void;
  readonly onOpenPhoto: (line: ViewLine) => void;
  /** A line whose formula gets the focus (a line that went on to this sheet from a full one). */
  readonly focusLineKey?: string | null;
}

interface FocusRequest {
  readonly key: string;
  readonly column: EditColumn;
}

/** A screenful of rows before the browser has laid the grid out (or where it never does, in tests). */
const observeRect = observeRectWithFallback({ width: 1024, height: 720 });

function cellElement(root: HTMLElement | null, { key, column }: FocusRequest): HTMLElement | null {
  return root?.querySelector<HTMLElement>(`[data-line-key="${key}"][data-col="${column}"]`) ?? null;
}

/**
 * The lines of one sheet as a keyboard-first grid. Tab and Shift+Tab follow the cells; Enter saves the line, in
 * the formula cell it also adds a line below (with the OZ of the line above) and goes to its formula; arrows up
 * and down keep the column; Escape drops the line's unsaved edits; Ctrl+Delete deletes the line. A line is saved
 * when the focus leaves it. Long sheets are virtualized. When there is no row after the sheet's last line, a line
 * added there goes on to the next sheet (REB: a sheet is a page).
 */
export function SurveyGrid({
  sheet,
  lines,
  results,
  readOnly,
  boq,
  saving,
  onDeleted,
  onOpenPhoto,
  focusLineKey = null,
}: SurveyGridProps) {
  const { t } = useSurveyEditorTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  // A line the editor asks to focus (on mount or later): its formula gets the focus once it is drawn.
  const [focusedLineKey, setFocusedLineKey] = useState<string | null>(null);
  if (focusLineKey !== focusedLineKey) {
    setFocusedLineKey(focusLineKey);
    if (focusLineKey !== null) setFocusRequest({ key: focusLineKey, column: 'formula' });
  }
  const latest = useRef({ lines, sheet, readOnly, onDeleted, onOpenPhoto });
  useEffect(() => {
    latest.current = { lines, sheet, readOnly, onDeleted, onOpenPhoto };
  });

  const virtualize = lines.length > VIRTUALIZE_FROM;
  // The rows' keys change only when lines come or go, not on a keystroke (the virtualizer keeps its measurements).
  const keyList = lines.map((line) => line.key).join('\n');
  const keys = useMemo(() => keyList.split('\n'), [keyList]);
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  const virtualizer = useVirtualizer({
    count: lines.length,
    enabled: virtualize,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 10,
    getItemKey,
    observeElementRect: observeRect,
    // Rows grow with an error message or a conflict; where nothing is laid out (tests) they keep the estimate.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_ESTIMATE,
    useFlushSync: false,
  });

  const focusCell = useCallback(
    (request: FocusRequest) => {
      const element = cellElement(rootRef.current, request);
      if (element) {
        element.focus();
        if (element instanceof HTMLInputElement) element.select();
        return;
      }
      const index = latest.current.lines.findIndex((line) => line.key === request.key);
      if (virtualize && index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
      setFocusRequest(request);
    },
    [virtualize, virtualizer],
  );

  // A cell asked for before its row existed (a new line, a row scrolled out of view) gets the focus once drawn;
  // a long sheet scrolls to it first.
  const virtualItems = virtualizer.getVirtualItems();
  useEffect(() => {
    if (!focusRequest) return;
    const element = cellElement(rootRef.current, focusRequest);
    if (!element) {
      const index = lines.findIndex((line) => line.key === focusRequest.key);
      if (virtualize && index >= 0 && !virtualItems.some((item) => item.index === index)) {
        virtualizer.scrollToIndex(index, { align: 'auto' });
      }
      return;
    }
    element.focus();
    setFocusRequest(null);
  }, [focusRequest, lines, virtualItems, virtualize, virtualizer]);

  const addLine = useCallback(
    (after: ViewLine | null) => {
      const { sheet: current, lines: list } = latest.current;
      const key = saving.addAfter(current.id, list, after);
      if (key !== null) {
        setFocusRequest({ key, column: 'formula' });
        return;
      }
      const last = list.at(-1) ?? null;
      if (after !== null && after.key !== last?.key) {
        toast.error(t('grid.noRoomBetween'));
        return;
      }
      // No row after the sheet's last line: the line goes on to the next sheet (the editor switches to it).
      saving.continueOnNextSheet(current.id, last?.fields.oz ?? '').then(
        (moved) => {
          if (moved === null) toast.error(t('grid.sheetFull'), t('grid.noNextSheet'));
        },
        (error: unknown) => {
          if (!isReportedByHttpLayer(error)) toast.error(t('grid.continueFailed'), problemMessage(error));
        },
      );
    },
    [saving, t],
  );

  const actions = useMemo<RowActions>(() => {
    const move = (line: ViewLine, column: EditColumn, step: number) => {
      const list = latest.current.lines;
      const target = list[list.findIndex((candidate) => candidate.key === line.key) + step];
      if (target) focusCell({ key: target.key, column });
    };
    const remove = async (line: ViewLine) => {
      const list = latest.current.lines;
      const index = list.findIndex((candidate) => candidate.key === line.key);
      const neighbour = list[index + 1] ?? list[index - 1];
      try {
        const deleted = await saving.remove(line);
        if (deleted) latest.current.onDeleted(deleted);
        if (neighbour) focusCell({ key: neighbour.key, column: 'formula' });
      } catch (error) {
        if (!isReportedByHttpLayer(error)) toast.error(t('grid.deleteFailed'), problemMessage(error));
      }
    };
    return {
      edit: (line, fields) => {
        if (!latest.current.readOnly) saving.edit(line, fields);
      },
      keyDown(line, column, event: KeyboardEvent<HTMLElement>) {
        if (event.defaultPrevented || event.nativeEvent.isComposing) return;
        const target = event.target as HTMLElement;
        const isSelect = target instanceof HTMLSelectElement;
        if (event.key === 'Enter' && !event.altKey && !event.shiftKey) {
          if (latest.current.readOnly) return;
          event.preventDefault();
          if (column !== 'formula') {
            void saving.save(line.key, { force: true });
            return;
          }
          if (line.id === null && !hasContent(line.fields)) return;
          void saving.save(line.key, { force: true });
          addLine(line);
        } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !isSelect) {
          if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
          if (target.getAttribute('aria-expanded') === 'true') return;
          event.preventDefault();
          move(line, column, event.key === 'ArrowDown' ? 1 : -1);
        } else if (event.key === 'Escape') {
          if (!line.draft) return;
          event.preventDefault();
          const list = latest.current.lines;
          const index = list.findIndex((candidate) => candidate.key === line.key);
          saving.revert(line.key);
          if (line.id === null) {
            const previous = list[index - 1] ?? list[index + 1];
            if (previous) focusCell({ key: previous.key, column });
          }
        } else if (event.key === 'Delete' && (event.ctrlKey || event.metaKey)) {
          if (latest.current.readOnly) return;
          event.preventDefault();
          void remove(line);
        }
      },
      leave(line) {
        if (line.id === null && !hasContent(line.fields) && line.draft?.status === 'idle') {
          saving.revert(line.key);
          return;
        }
        if (line.draft) void saving.save(line.key);
      },
      remove: (line) => void remove(line),
      openPhoto: (line) => latest.current.onOpenPhoto(line),
      retry: (key) => void saving.save(key, { force: true }),
      reload: (key) => saving.reload(key),
      keepMine: (key) => void saving.keepMine(key),
    };
  }, [addLine, focusCell, saving, t]);

  const addAtEnd = useCallback(() => addLine(latest.current.lines.at(-1) ?? null), [addLine]);

  const row = (line: ViewLine, index: number, offset?: number) => (
    <GridRow
      key={line.key}
      line={line}
      address={formatAddress(line.sheetNumber, line.row)}
      result={results.get(line.key)}
      readOnly={readOnly}
      boq={boq}
      actions={actions}
      index={index}
      measureRef={virtualize ? virtualizer.measureElement : undefined}
      offset={offset}
    />
  );

  return (
    <Box ref={rootRef}>
      <Box
        ref={scrollRef}
        role="table"
        aria-label={t('grid.label', { number: sheet.number })}
        aria-rowcount={lines.length + 1}
        // It scrolls on its own; an empty or read-only sheet has nothing focusable inside, so the table itself
        // takes the focus to be scrolled by keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
        sx={{
          maxHeight: { xs: 'none', md: 'calc(100dvh - 280px)' },
          minHeight: { md: '240px' },
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          '@media print': { display: 'none' },
        }}
      >
        <GridHeader />
        {virtualize ? (
          <Box role="rowgroup" sx={{ position: 'relative', height: `${virtualizer.getTotalSize()}px` }}>
            {virtualItems.map((item) => {
              const line = lines[item.index];
              return line ? row(line, item.index, item.start) : null;
            })}
          </Box>
        ) : (
          <Box role="rowgroup">{lines.map((line, index) => row(line, index))}</Box>
        )}
        {lines.length === 0 ? (
          <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('grid.empty')}</Typography>
        ) : null}
      </Box>
      {readOnly ? null : <AddLineButton onClick={addAtEnd} />}
    </Box>
  );
}

/** The column headers (memoised: they never change while the person types). */
const GridHeader = memo(function GridHeader() {
  const { t } = useSurveyEditorTranslation();
  return (
    <Box role="row" aria-rowindex={1} sx={[headerGridSx, { position: 'sticky', top: 0, zIndex: 2 }]}>
      <Box role="columnheader" sx={{ gridArea: 'addr' }}>
        {t('grid.columns.address')}
      </Box>
      <Box role="columnheader" data-desk-only="" sx={{ gridArea: 'oz' }}>
        {t('grid.columns.oz')}
      </Box>
      <Box role="columnheader" data-desk-only="" sx={{ gridArea: 'kz' }}>
        {t('grid.columns.marker')}
      </Box>
      <Box role="columnheader" data-desk-only="" sx={{ gridArea: 'text' }}>
        {t('grid.columns.text')}
      </Box>
      <Box role="columnheader" data-desk-only="" sx={{ gridArea: 'fn' }}>
        {t('grid.columns.formulaNumber')}
      </Box>
      <Box role="columnheader" sx={{ gridArea: 'formula' }}>
        {t('grid.columns.formula')}
      </Box>
      <Box role="columnheader" sx={{ gridArea: 'result', textAlign: 'right' }}>
        {t('grid.columns.result')}
      </Box>
      <Box role="columnheader" sx={{ gridArea: 'photo' }}>
        {t('grid.columns.photo')}
      </Box>
      <Box role="columnheader" sx={{ gridArea: 'menu' }}>
        <Box component="span" sx={visuallyHidden}>
          {t('grid.columns.actions')}
        </Box>
      </Box>
    </Box>
  );
});

const AddLineButton = memo(function AddLineButton({ onClick }: { onClick: () => void }) {
  const { t } = useSurveyEditorTranslation();
  return (
    <Button startIcon={<MdiIcon path={mdiPlus} />} onClick={onClick} sx={{ mt: 1, minHeight: TOUCH_TARGET }}>
      {t('grid.addLine')}
    </Button>
  );
});
