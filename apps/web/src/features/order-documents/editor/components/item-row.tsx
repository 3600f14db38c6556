import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { mdiArrowDown, mdiArrowUp, mdiDelete, mdiTextBoxOutline, mdiTextBoxPlusOutline } from '@mdi/js';
import type { OrderDocumentItem } from '@vendoc/contract/order-documents';
import type { DocumentRow } from '@vendoc/order-documents/document';
import { memo, type Ref } from 'react';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { formatMoney } from '../../../../lib/format/decimal-format';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';
import { DecimalCell, TextCell } from './grid-cells';
import { labourShareProblem, type LabourShareProblem } from '@vendoc/order-documents/labour-share';

const QUANTITY = { scale: 3, integerDigits: 12, signed: true } as const;
const PRICE = { scale: 3, integerDigits: 12, signed: true } as const;
const PERCENT = { scale: 2, integerDigits: 3, signed: false } as const;
/** The labour share is part of the unit price: never negative. */
const LABOUR = { scale: 3, integerDigits: 12, signed: false } as const;

/** What a row asks of the grid; the same functions for every row and render, so unchanged rows are not redrawn. */
export interface RowActions {
  change(id: string, next: Partial<DocumentRow>): void;
  move(index: number, direction: -1 | 1): void;
  remove(id: string): void;
  /** Opens or closes the long text under the row. */
  toggleLongText(id: string, index: number): void;
}

export interface ItemRowProps {
  row: DocumentRow;
  index: number;
  total: OrderDocumentItem | undefined;
  priced: boolean;
  readOnly: boolean;
  /** The server's messages by field name. */
  problems: Record<string, string>;
  actions: RowActions;
  isLast: boolean;
  /** The long text is open under the row. */
  expanded: boolean;
  /** The virtualizer's measuring of the row's height (long rows of the grid only). */
  measureRef?: Ref<HTMLTableSectionElement>;
}

/** The number of columns of the grid (for rows spanning it). */
export const columnCount = (priced: boolean, readOnly: boolean) => (priced ? 9 : 4) + (readOnly ? 0 : 1);

/**
 * One row of the items grid (a title, a text, or a position with its figures) with its long text opened below it,
 * in a table body of its own so that the virtualizer measures both as one.
 */
export const ItemRow = memo(function ItemRow(props: ItemRowProps) {
  const { row, index, priced, readOnly, actions, expanded, measureRef } = props;
  const { t } = useOrderDocumentsTranslation();
  const name = row.oz || String(index + 1);
  const longTextId = `long-text-${row.id}`;
  return (
    <TableBody ref={measureRef} data-index={index}>
      <RowCells {...props} name={name} longTextId={longTextId} />
      {expanded ? (
        <TableRow>
          <TableCell colSpan={columnCount(priced, readOnly)} sx={{ pl: 4 }}>
            <InputBase
              multiline
              minRows={2}
              maxRows={12}
              fullWidth
              value={row.longText}
              disabled={readOnly}
              onChange={(event) => actions.change(row.id, { longText: event.target.value })}
              sx={{ fontSize: 14, px: 0.75, borderRadius: 0.5, bgcolor: 'action.hover' }}
              inputProps={{
                id: longTextId,
                'aria-label': `${t('items.longText')} ${name}`,
                'data-row': index,
                'data-column': 'longText',
              }}
            />
          </TableCell>
        </TableRow>
      ) : null}
    </TableBody>
  );
}, sameRow);

/** Redraw a row only when what it shows changed (its live total is a new object on every keystroke). */

const LABOUR_SHARE_MESSAGES = {
  negative: 'items.labourNegative',
  aboveUnitPrice: 'items.labourAboveUnitPrice',
} as const satisfies Record<LabourShareProblem, string>;

function sameRow(before: ItemRowProps, after: ItemRowProps): boolean {
  return (
    before.row === after.row &&
    before.index === after.index &&
    before.total?.total === after.total?.total &&
    before.total?.inTotal === after.total?.inTotal &&
    before.priced === after.priced &&
    before.readOnly === after.readOnly &&
    before.problems === after.problems &&
    before.actions === after.actions &&
    before.isLast === after.isLast &&
    before.expanded === after.expanded &&
    before.measureRef === after.measureRef
  );
}

/** The button that opens the long text; it shows whether the row has one. */
function LongTextToggle({
  row,
  index,
  name,
  expanded,
  controls,
  actions,
}: {
  row: DocumentRow;
  index: number;
  name: string;
  expanded: boolean;
  controls: string;
  actions: RowActions;
}) {
  const { t } = useOrderDocumentsTranslation();
  const present = row.longText.trim() !== '';
  const label = `${t('items.longText')} ${name}${present ? ` (${t('items.longTextPresent')})` : ''}`;
  return (
    <IconButton
      size="small"
      aria-label={label}
      title={label}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      color={present ? 'primary' : 'default'}
      onClick={() => actions.toggleLongText(row.id, index)}
      sx={{ flexShrink: 0, bgcolor: expanded ? 'action.selected' : undefined }}
    >
      <MdiIcon path={present ? mdiTextBoxOutline : mdiTextBoxPlusOutline} fontSize="small" />
    </IconButton>
  );
}

function RowCells({
  row,
  index,
  total,
  priced,
  readOnly,
  problems,
  actions,
  isLast,
  expanded,
  name,
  longTextId,
}: ItemRowProps & { name: string; longTextId: string }) {
  const { t } = useOrderDocumentsTranslation();
  const onChange = (next: Partial<DocumentRow>) => actions.change(row.id, next);
  const place = (column: string) => ({ row: index, column });
  const common = (column: keyof DocumentRow, label: string) => ({
    place: place(column),
    label: `${label} ${name}`,
    disabled: readOnly,
    problem: problems[column],
  });
  const columns = priced ? 9 : 4;
  const toggle = (
    <LongTextToggle
      row={row}
      index={index}
      name={name}
      expanded={expanded}
      controls={longTextId}
      actions={actions}
    />
  );
  const indent = { pl: 0.5 + row.depth * 1.5 };
  const labourMessage = (labour: string | null) => {
    const problem = labourShareProblem(labour, row.unitPrice);
    return problem === null ? undefined : t(LABOUR_SHARE_MESSAGES[problem]);
  };

  const rowActions = readOnly ? null : (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      <IconButton
        size="small"
        aria-label={`${t('items.moveUp')} ${name}`}
        disabled={index === 0}
        onClick={() => actions.move(index, -1)}
      >
        <MdiIcon path={mdiArrowUp} />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`${t('items.moveDown')} ${name}`}
        disabled={isLast}
        onClick={() => actions.move(index, 1)}
      >
        <MdiIcon path={mdiArrowDown} />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`${t('items.delete')} ${name}`}
        onClick={() => actions.remove(row.id)}
      >
        <MdiIcon path={mdiDelete} />
      </IconButton>
    </TableCell>
  );

  if (row.type !== 'position') {
    const title = row.type === 'title';
    return (
      <TableRow sx={{ bgcolor: title ? 'action.hover' : undefined }}>
        <TableCell sx={indent}>
          {title ? (
            <TextCell {...common('oz', t('items.oz'))} value={row.oz} onChange={(oz) => onChange({ oz })} />
          ) : null}
        </TableCell>
        <TableCell colSpan={columns - 1} sx={{ fontWeight: title ? 600 : undefined }}>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <TextCell
              {...common('shortText', title ? t('items.title') : t('items.text'))}
              value={row.shortText}
              onChange={(shortText) => onChange({ shortText })}
            />
            {title ? null : toggle}
          </Box>
        </TableCell>
        {rowActions}
      </TableRow>
    );
  }

  return (
    <TableRow sx={{ color: total?.inTotal === false ? 'text.secondary' : undefined }}>
      <TableCell sx={indent}>
        <TextCell {...common('oz', t('items.oz'))} value={row.oz} onChange={(oz) => onChange({ oz })} />
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <TextCell
            {...common('shortText', t('items.shortText'))}
            value={row.shortText}
            onChange={(shortText) => onChange({ shortText })}
          />
          {toggle}
        </Box>
      </TableCell>
      <TableCell>
        <DecimalCell
          {...common('quantity', t('items.quantity'))}
          value={row.quantity}
          rules={QUANTITY}
          onCommit={(quantity) => onChange({ quantity })}
        />
      </TableCell>
      <TableCell>
        <TextCell
          {...common('unit', t('items.unit'))}
          value={row.unit}
          onChange={(unit) => onChange({ unit })}
        />
      </TableCell>
      {priced ? (
        <>
          <TableCell>
            <DecimalCell
              {...common('unitPrice', t('items.unitPrice'))}
              value={row.unitPrice}
              rules={PRICE}
              minPlaces={2}
              onCommit={(unitPrice) => onChange({ unitPrice })}
            />
          </TableCell>
          <TableCell>
            <DecimalCell
              {...common('labourUnitPrice', t('items.labour'))}
              problem={problems.labourUnitPrice ?? labourMessage(row.labourUnitPrice)}
              value={row.labourUnitPrice}
              rules={LABOUR}
              minPlaces={2}
              check={labourMessage}
              onCommit={(labourUnitPrice) => onChange({ labourUnitPrice })}
            />
          </TableCell>
          <TableCell>
            <DecimalCell
              {...common('discountPercent', t('items.discount'))}
              value={row.discountPercent}
              rules={PERCENT}
              onCommit={(discountPercent) => onChange({ discountPercent })}
            />
          </TableCell>
          <TableCell>
            <Select
              variant="standard"
              disableUnderline
              value={row.vatRate}
              disabled={readOnly}
              onChange={(event) => onChange({ vatRate: event.target.value as DocumentRow['vatRate'] })}
              inputProps={{ 'aria-label': `${t('items.vat')} ${name}`, ...place('vatRate') }}
              sx={{ fontSize: 14, width: '100%' }}
            >
              <MenuItem value="19">19</MenuItem>
              <MenuItem value="7">7</MenuItem>
              <MenuItem value="0">0</MenuItem>
            </Select>
          </TableCell>
          <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatMoney(total?.total)}
            {total && !total.inTotal && total.total !== null ? (
              <Typography component="div" variant="caption" color="text.secondary">
                {t('items.notInTotal')}
              </Typography>
            ) : null}
          </TableCell>
        </>
      ) : null}
      {rowActions}
    </TableRow>
  );
}
