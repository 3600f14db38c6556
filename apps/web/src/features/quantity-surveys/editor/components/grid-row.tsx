import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { LineResult, Marker } from '@vendoc/quantity-survey/model';
import { FORMULA_FREE, FORMULA_PLAIN, MARKERS } from '@vendoc/quantity-survey/model';
import { GEOMETRIC_FORMULAS } from '@vendoc/quantity-survey/formulas';
import { RowSaveAlert } from '../../../../components/row-saving/row-save-alert';
import { withExpression, type LineFields } from '../model/line-fields';
import { FORMULA_NUMBERS, parameterLabels, parameterPlaceholder } from '../model/formula-options';
import type { ViewLine } from '../model/survey-view';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';
import { FormulaInput } from './formula-input';
import { CellInput, CellSelect, detailsSx, rowGridSx, type EditColumn, type ThemeStyle } from './grid-styles';
import { PhotoCell } from './photo-cell';
import { PositionPicker, type BoqLookup } from './position-picker';
import { ResultCell } from './result-cell';
import { RowMenu } from './row-menu';

/** What the grid does for its rows; one stable object, so rows that did not change skip re-rendering. */
export interface RowActions {
  edit(line: ViewLine, fields: LineFields): void;
  keyDown(line: ViewLine, column: EditColumn, event: KeyboardEvent<HTMLElement>): void;
  /** The focus left the line (to another line or out of the grid). */
  leave(line: ViewLine): void;
  remove(line: ViewLine): void;
  openPhoto(line: ViewLine): void;
  retry(key: string): void;
  reload(key: string): void;
  keepMine(key: string): void;
}

export interface GridRowProps {
  readonly line: ViewLine;
  readonly address: string;
  readonly result: LineResult | undefined;
  readonly readOnly: boolean;
  readonly boq: BoqLookup;
  readonly actions: RowActions;
  readonly index: number;
  readonly measureRef?: Ref<HTMLDivElement>;
  /** Virtualized rows are placed absolutely at their offset. */
  readonly offset?: number;
}

function columnOf(target: EventTarget): EditColumn | null {
  if (!(target instanceof HTMLElement)) return null;
  return (target.dataset.col as EditColumn | undefined) ?? null;
}

function GridRowView({
  line,
  address,
  result,
  readOnly,
  boq,
  actions,
  index,
  measureRef,
  offset,
}: GridRowProps) {
  const { t } = useSurveyEditorTranslation();
  const { fields } = line;
  // The cells' handlers read the line of the last render: they stay the same while the person types, so the cells
  // a keystroke does not touch (OZ, KZ, text, FN, photo, menu) skip re-rendering.
  const latest = useRef(line);
  useLayoutEffect(() => {
    latest.current = line;
  });
  const set = useCallback(
    (change: Partial<LineFields>) => actions.edit(latest.current, { ...latest.current.fields, ...change }),
    [actions],
  );
  const openPhoto = useCallback(() => actions.openPhoto(latest.current), [actions]);
  const remove = useCallback(() => actions.remove(latest.current), [actions]);
  const cell = (column: EditColumn) => ({ 'data-line-key': line.key, 'data-col': column });
  const errorId = `formula-error-${line.key}`;
  const geometric = GEOMETRIC_FORMULAS[fields.formulaNumber];

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    actions.leave(line);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const column = columnOf(event.target);
    if (column) actions.keyDown(line, column, event);
  };
  // The OZ autocomplete opens its list on arrow keys: while the list is closed, the arrows move between lines
  // like in every other cell (the list opens as soon as the person types).
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (columnOf(event.target) !== 'oz' || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    if ((event.target as HTMLElement).getAttribute('aria-expanded') === 'true') return;
    actions.keyDown(line, 'oz', event);
    if (event.defaultPrevented) event.stopPropagation();
  };

  return (
    <Box
      ref={measureRef}
      role="row"
      aria-rowindex={index + 2}
      aria-label={line.id === null ? t('grid.newRow', { address }) : t('grid.row', { address })}
      data-index={index}
      data-line-key={line.key}
      aria-busy={line.draft?.status === 'saving' ? true : undefined}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onKeyDownCapture={onKeyDownCapture}
      sx={[
        rowGridSx,
        offset === undefined
          ? {}
          : { position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${offset}px)` },
        fields.marker === '*' ? { bgcolor: 'action.hover' } : {},
      ]}
    >
      <Box
        role="cell"
        sx={{
          gridArea: 'addr',
          py: '7px',
          display: 'flex',
          alignItems: 'center',
          gap: '4px',
          fontVariantNumeric: 'tabular-nums',
          color: line.id === null ? 'text.secondary' : 'text.primary',
          fontStyle: line.id === null ? 'italic' : 'normal',
        }}
      >
        {address}
        {line.draft?.status === 'saving' ? (
          <CircularProgress size={10} thickness={6} aria-label={t('grid.saving')} />
        ) : null}
      </Box>
      <DetailCells
        lineKey={line.key}
        address={address}
        oz={fields.oz}
        marker={fields.marker}
        text={fields.text}
        formulaNumber={fields.formulaNumber}
        readOnly={readOnly}
        boq={boq}
        onSet={set}
      />
      <Box role="cell" sx={{ gridArea: 'formula', minWidth: 0 }}>
        <FormulaInput
          {...cell('formula')}
          aria-label={t('grid.cell.formula', { address })}
          value={fields.expression}
          onValueChange={(expression) => actions.edit(line, withExpression(fields, expression))}
          error={result?.error ?? null}
          errorId={errorId}
          readOnly={readOnly}
          maxLength={1000}
          placeholder={geometric ? parameterPlaceholder(fields.formulaNumber) : undefined}
          title={
            geometric
              ? t('formulas.parameters', {
                  labels: parameterLabels(fields.formulaNumber, t('formulas.optional')),
                })
              : undefined
          }
        />
      </Box>
      <Box role="cell" sx={{ gridArea: 'result', minWidth: 0 }}>
        <ResultCell result={result} marker={fields.marker} />
      </Box>
      <Box role="cell" sx={{ gridArea: 'photo' }}>
        <PhotoCell
          photo={line.stored?.photo ?? null}
          saved={line.id !== null}
          address={address}
          readOnly={readOnly}
          onOpen={openPhoto}
        />
      </Box>
      <Box role="cell" sx={{ gridArea: 'menu' }}>
        {readOnly ? null : <RowMenu address={address} onDelete={remove} />}
      </Box>
      <RowSaveAlert
        draft={line.draft}
        stored={t('grid.conflictServer', { formula: line.draft?.conflict?.expression || '–' })}
        onRetry={() => actions.retry(line.key)}
        onReload={() => actions.reload(line.key)}
        onKeepMine={() => actions.keepMine(line.key)}
        sx={{ gridArea: 'msg', mt: '4px', py: 0 }}
      />
    </Box>
  );
}

interface DetailCellsProps {
  readonly lineKey: string;
  readonly address: string;
  readonly oz: string;
  readonly marker: Marker;
  readonly text: string;
  readonly formulaNumber: number;
  readonly readOnly: boolean;
  readonly boq: BoqLookup;
  readonly onSet: (change: Partial<LineFields>) => void;
}

function cellOf(lineKey: string, column: EditColumn) {
  return { 'data-line-key': lineKey, 'data-col': column };
}

/** OZ, KZ, text and FN of a line: memoised, a keystroke in the formula does not render them again. */
const DetailCells = memo(function DetailCells({
  lineKey,
  address,
  oz,
  marker,
  text,
  formulaNumber,
  readOnly,
  boq,
  onSet,
}: DetailCellsProps) {
  const { t } = useSurveyEditorTranslation();
  const setOz = useCallback((value: string) => onSet({ oz: value }), [onSet]);
  const ozAttributes = useMemo(() => cellOf(lineKey, 'oz'), [lineKey]);
  // "0 – Rechenzeichen", "91 – Freie Formel", "4 – Rechteck/Quader"; an unknown number stands alone.
  const formulaLabel = (number: number): string => {
    const name =
      number === FORMULA_PLAIN
        ? t('formulas.plain')
        : number === FORMULA_FREE
          ? t('formulas.free')
          : GEOMETRIC_FORMULAS[number]?.name;
    return name ? `${number} – ${name}` : String(number);
  };
  return (
    <>
      {readOnly ? <ReadOnlySummary oz={oz} marker={marker} text={text} boq={boq} /> : null}
      <Box sx={readOnly ? [detailsSx, hiddenOnPhones] : detailsSx}>
        <Box role="cell" data-area="oz" sx={{ gridArea: 'oz', minWidth: 0 }}>
          <PositionPicker
            value={oz}
            onChange={setOz}
            boq={boq}
            label={t('grid.cell.oz', { address })}
            readOnly={readOnly}
            dataAttributes={ozAttributes}
          />
        </Box>
        <Box role="cell" data-area="kz" sx={{ gridArea: 'kz' }}>
          <CellSelect
            {...cellOf(lineKey, 'marker')}
            aria-label={t('grid.cell.marker', { address })}
            value={marker}
            disabled={readOnly}
            onChange={(event) => onSet({ marker: event.currentTarget.value as Marker })}
          >
            {MARKERS.map((option) => (
              <option
                key={option}
                value={option}
                title={t(`markers.${option === '' ? 'noneLabel' : option}`)}
              >
                {option === '' ? t('markers.none') : option}
              </option>
            ))}
          </CellSelect>
        </Box>
        <Box role="cell" data-area="text" sx={{ gridArea: 'text', minWidth: 0 }}>
          <CellInput
            type="text"
            {...cellOf(lineKey, 'text')}
            aria-label={t('grid.cell.text', { address })}
            value={text}
            readOnly={readOnly}
            maxLength={500}
            onChange={(event) => onSet({ text: event.currentTarget.value })}
          />
        </Box>
        <Box role="cell" data-area="fn" sx={{ gridArea: 'fn', minWidth: 0 }}>
          {/* The closed select is narrow: it shows the number (the name is cut off), the title names it fully. */}
          <CellSelect
            {...cellOf(lineKey, 'formulaNumber')}
            aria-label={t('grid.cell.formulaNumber', { address })}
            title={formulaLabel(formulaNumber)}
            value={String(formulaNumber)}
            disabled={readOnly}
            onChange={(event) => onSet({ formulaNumber: Number(event.currentTarget.value) })}
          >
            {(FORMULA_NUMBERS.includes(formulaNumber)
              ? FORMULA_NUMBERS
              : [...FORMULA_NUMBERS, formulaNumber]
            ).map((number) => (
              <option key={number} value={String(number)}>
                {formulaLabel(number)}
              </option>
            ))}
          </CellSelect>
        </Box>
      </Box>
    </>
  );
});

/** A read-only line's details on a phone are read, not edited: the cells give way to one line of text. */
const hiddenOnPhones: ThemeStyle = (theme) => ({ [theme.breakpoints.down('md')]: { display: 'none' } });

/**
 * On a phone, what a read-only line measures, as a fitter reads it: the OZ with the position's short text and unit,
 * the marker and the line's text (on the desk the columns show them).
 */
function ReadOnlySummary({
  oz,
  marker,
  text,
  boq,
}: {
  readonly oz: string;
  readonly marker: Marker;
  readonly text: string;
  readonly boq: BoqLookup;
}) {
  const { t } = useSurveyEditorTranslation();
  const item = oz === '' ? undefined : boq.byOz.get(oz);
  const position = [oz, item?.shortText, item?.unit ? `(${item.unit})` : undefined]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
  const parts = [position, marker === '' ? '' : t(`markers.${marker}`), text].filter((part) => part !== '');
  return (
    <Box
      role="cell"
      data-testid="line-summary"
      sx={(theme) => ({
        display: 'none',
        [theme.breakpoints.down('md')]: { display: 'block', gridArea: 'details', minWidth: 0 },
        fontSize: '15px',
        color: 'text.secondary',
        overflowWrap: 'anywhere',
      })}
    >
      {parts.join(' · ') || '–'}
    </Box>
  );
}

function sameResult(a: LineResult | undefined, b: LineResult | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.value === b.value &&
    a.stored === b.stored &&
    a.counted === b.counted &&
    a.error?.message === b.error?.message &&
    a.error?.start === b.error?.start &&
    a.error?.end === b.error?.end
  );
}

/** One line of the grid; re-renders only when its content, result or surroundings change. */
export const GridRow = memo(GridRowView, (previous, next) => {
  return (
    previous.line.key === next.line.key &&
    previous.line.fields === next.line.fields &&
    previous.line.stored === next.line.stored &&
    previous.line.draft === next.line.draft &&
    previous.line.row === next.line.row &&
    previous.address === next.address &&
    previous.readOnly === next.readOnly &&
    previous.boq === next.boq &&
    previous.actions === next.actions &&
    previous.index === next.index &&
    previous.offset === next.offset &&
    previous.measureRef === next.measureRef &&
    sameResult(previous.result, next.result)
  );
});
