import { useEffect, useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { mdiAlertOutline, mdiPlus } from '@mdi/js';
import type { ComponentKind } from '@vendoc/calculation/types';
import { useFieldArray, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useCatalogPositionsTranslation } from '../catalog-positions-i18n';
import type { PriceData } from '../hooks/use-price-inputs';
import { newComponentDraft, type ComponentDraft } from '../model/calculation-draft';
import { PARAMETER_TEXT_LIMITS } from '../model/parameter-draft';
import { formatCurrency, formatMoney } from '../../../../lib/format/decimal-format';
import type { LineFigures } from '../model/sheet-figures';
import { ArticlePicker, purchasePriceLabels, purchasePriceText } from './article-picker';
import { DraftField } from './draft-field';
import { ActionsHeaderCell, RemoveButton } from './row-actions';

const KINDS: readonly ComponentKind[] = ['article', 'labour', 'equipment', 'subcontractor'];

export interface ComponentsTableProps {
  /** Form path of the component rows, e.g. `calculation.components`. */
  readonly name: string;
  readonly catalogId: string;
  readonly price: PriceData;
  /** Unit cost, cost and problem per component id; null while prices are loading. */
  readonly figures: ReadonlyMap<string, LineFigures> | null;
  /** The server's line labels by component id (for articles not loaded yet). */
  readonly serverLabels: ReadonlyMap<string, string>;
  readonly readOnly: boolean;
  /** Names the table, e.g. "Komponenten der Kalkulation". */
  readonly label: string;
  /**
   * Form path of the quantity formulas by component id (`formulas.components`); given, the table has a "Formel"
   * column beside the quantity (the position has parameters).
   */
  readonly formulaName?: string;
}

/**
 * The components of a calculation as an editable table: Tab moves through the cells, Enter in a cell adds a line
 * of the same kind below it and puts the cursor into it (an open article list takes Enter for its choice).
 */
export function ComponentsTable({
  name,
  catalogId,
  price,
  figures,
  serverLabels,
  readOnly,
  label,
  formulaName,
}: ComponentsTableProps) {
  const { t } = useCatalogPositionsTranslation();
  const { control, getValues } = useFormContext<FieldValues>();
  const { fields, insert, append, remove } = useFieldArray({ control, name, keyName: 'fieldKey' });
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    if (focusRow.current === null) return;
    const target = bodyRef.current?.querySelector<HTMLElement>(
      `[data-row="${focusRow.current}"] [data-autofocus="true"]`,
    );
    focusRow.current = null;
    target?.focus();
  }, [fields]);

  const add = (kind: ComponentKind, at = fields.length) => {
    focusRow.current = at;
    if (at >= fields.length) append(newComponentDraft(kind), { shouldFocus: false });
    else insert(at, newComponentDraft(kind), { shouldFocus: false });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (readOnly || event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey)
      return;
    if (event.nativeEvent.isComposing) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    if (target.getAttribute('aria-expanded') === 'true') return;
    const row = Number(target.closest('[data-row]')?.getAttribute('data-row'));
    if (!Number.isInteger(row)) return;
    event.preventDefault();
    const current = getValues(`${name}.${row}`) as ComponentDraft | undefined;
    add(current?.kind ?? 'article', row + 1);
  };

  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={label}
          sx={{ minWidth: formulaName === undefined ? 820 : 1030, '& td, & th': { px: 0.75 } }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 132 }}>{t('sheet.columns.kind')}</TableCell>
              {/* The article, wage rate or description needs room; narrow screens scroll the table instead. */}
              <TableCell sx={{ minWidth: 260 }}>{t('sheet.columns.designation')}</TableCell>
              <TableCell sx={{ width: 84 }} align="right">
                {t('sheet.columns.quantity')}
              </TableCell>
              {formulaName === undefined ? null : (
                <TableCell sx={{ width: 210 }}>{t('sheet.columns.formula')}</TableCell>
              )}
              <TableCell sx={{ width: 56 }}>{t('sheet.columns.unit')}</TableCell>
              <TableCell sx={{ width: 140 }} align="right">
                {t('sheet.columns.unitCost')}
              </TableCell>
              <TableCell sx={{ width: 100 }} align="right">
                {t('sheet.columns.cost')}
              </TableCell>
              {readOnly ? null : <ActionsHeaderCell />}
            </TableRow>
          </TableHead>
          <TableBody ref={bodyRef} onKeyDown={onKeyDown}>
            {fields.length === 0 ? (
              <TableRow>
                <TableCell colSpan={formulaName === undefined ? 7 : 8}>
                  <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                    {t(readOnly ? 'sheet.emptyReadOnly' : 'sheet.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : (
              fields.map((field, index) => (
                <ComponentRow
                  key={field.fieldKey}
                  name={`${name}.${index}`}
                  index={index}
                  catalogId={catalogId}
                  price={price}
                  figures={figures}
                  serverLabels={serverLabels}
                  readOnly={readOnly}
                  formulaName={formulaName}
                  onRemove={() => remove(index)}
                />
              ))
            )}
          </TableBody>
        </Table>
      </Box>
      {readOnly ? null : (
        <Box
          role="group"
          aria-label={t('sheet.addLine')}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 1 }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
            {t('sheet.addLine')}:
          </Typography>
          {KINDS.map((kind) => (
            <Button
              key={kind}
              size="small"
              variant="outlined"
              startIcon={<MdiIcon path={mdiPlus} />}
              onClick={() => add(kind)}
            >
              {t(`kinds.${kind}`)}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}

interface ComponentRowProps {
  readonly name: string;
  readonly index: number;
  readonly catalogId: string;
  readonly price: PriceData;
  readonly figures: ReadonlyMap<string, LineFigures> | null;
  readonly serverLabels: ReadonlyMap<string, string>;
  readonly readOnly: boolean;
  readonly formulaName: string | undefined;
  readonly onRemove: () => void;
}

function ComponentRow({
  name,
  index,
  catalogId,
  price,
  figures,
  serverLabels,
  readOnly,
  formulaName,
  onRemove,
}: ComponentRowProps) {
  const { t } = useCatalogPositionsTranslation();
  const { control } = useFormContext<FieldValues>();
  const draft = useWatch({ control, name }) as ComponentDraft | undefined;
  if (!draft) return null;
  const row = index + 1;
  const cell = (column: string) => t('sheet.cellLabel', { column: t(`sheet.columns.${column}`), row });
  const line = figures?.get(draft.id);
  const article = draft.kind === 'article' ? price.articles.get(draft.articleId) : undefined;
  const wageRate =
    draft.kind === 'labour' ? price.wageRates.find((rate) => rate.id === draft.wageRateId) : undefined;

  let designation;
  if (draft.kind === 'article') {
    designation = (
      <ArticlePicker
        name={`${name}.articleId`}
        catalogId={catalogId}
        article={article}
        fallbackLabel={serverLabels.get(draft.id) ?? ''}
        ariaLabel={t('sheet.cellLabel', { column: t('sheet.article'), row })}
        readOnly={readOnly}
      />
    );
  } else if (draft.kind === 'labour') {
    designation = (
      <Box sx={{ display: 'flex', gap: 0.75 }}>
        <DraftField
          name={`${name}.wageRateId`}
          ariaLabel={t('sheet.cellLabel', { column: t('sheet.wageRate'), row })}
          readOnly={readOnly}
          autoFocusTarget
          options={[
            { value: '', label: t('sheet.chooseWageRate') },
            // The rate itself is in the unit cost column.
            ...price.wageRates.map((rate) => ({ value: rate.id, label: rate.name })),
            // A rate that is not (yet) among the company's keeps its name instead of looking unchosen.
            ...(draft.wageRateId !== '' && !wageRate
              ? [
                  {
                    value: draft.wageRateId,
                    label: serverLabels.get(draft.id) ?? t('problems.missingWageRate'),
                  },
                ]
              : []),
          ]}
          sx={{ flex: '1 1 55%' }}
        />
        <DraftField
          name={`${name}.note`}
          ariaLabel={t('sheet.cellLabel', { column: t('sheet.activity'), row })}
          placeholder={t('sheet.activity')}
          readOnly={readOnly}
          maxLength={500}
          sx={{ flex: '1 1 45%' }}
        />
      </Box>
    );
  } else {
    designation = (
      <DraftField
        name={`${name}.description`}
        ariaLabel={cell('designation')}
        placeholder={t(`sheet.describe.${draft.kind}`)}
        readOnly={readOnly}
        autoFocusTarget
        maxLength={200}
      />
    );
  }

  let unitCost;
  if (draft.kind === 'article') unitCost = article ? purchasePriceText(article, purchasePriceLabels(t)) : '';
  else if (draft.kind === 'labour') unitCost = wageRate ? `${formatCurrency(wageRate.hourlyRate)}/h` : '';
  else {
    unitCost = (
      <DraftField
        name={`${name}.unitCost`}
        ariaLabel={cell('unitCost')}
        numeric
        readOnly={readOnly}
        endAdornment={<InputAdornment position="end">€</InputAdornment>}
      />
    );
  }

  return (
    <TableRow data-row={index} sx={{ verticalAlign: 'top', '& td': { borderBottomColor: 'divider' } }}>
      <TableCell>
        <DraftField
          name={`${name}.kind`}
          ariaLabel={cell('kind')}
          readOnly={readOnly}
          options={KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        />
      </TableCell>
      <TableCell>{designation}</TableCell>
      <TableCell>
        <DraftField
          name={draft.kind === 'labour' ? `${name}.minutes` : `${name}.quantity`}
          ariaLabel={cell(draft.kind === 'labour' ? 'minutes' : 'quantity')}
          numeric
          readOnly={readOnly}
        />
      </TableCell>
      {formulaName === undefined ? null : (
        <TableCell>
          <DraftField
            name={`${formulaName}.${draft.id}`}
            ariaLabel={cell('formula')}
            placeholder={readOnly ? undefined : t('sheet.formulaPlaceholder')}
            readOnly={readOnly}
            maxLength={PARAMETER_TEXT_LIMITS.formula}
          />
        </TableCell>
      )}
      <TableCell sx={{ pt: 1.25 }}>
        {draft.kind === 'labour' ? t('sheet.minutesUnit') : (article?.unit ?? '')}
      </TableCell>
      <TableCell align="right" sx={{ pt: 1.25, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {unitCost}
      </TableCell>
      <TableCell align="right" sx={{ pt: 1.25, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {line?.problem ? (
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'warning.dark' }}
          >
            <MdiIcon path={mdiAlertOutline} fontSize="small" />
            {t(`problems.${line.problem}`)}
          </Box>
        ) : line ? (
          formatMoney(line.cost)
        ) : (
          '–'
        )}
      </TableCell>
      {readOnly ? null : (
        <TableCell>
          <RemoveButton label={t('sheet.removeLine', { row })} onRemove={onRemove} />
        </TableCell>
      )}
    </TableRow>
  );
}
