import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { mdiArrowDown, mdiArrowUp, mdiDelete } from '@mdi/js';
import type { OrderDocumentItem } from '@vendoc/contract/order-documents';
import type { DocumentRow } from '@vendoc/order-documents/document';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { formatMoney } from '../../../../lib/format/decimal-format';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';
import { DecimalCell, TextCell } from './grid-cells';

const QUANTITY = { scale: 3, integerDigits: 12, signed: true } as const;
const PRICE = { scale: 3, integerDigits: 12, signed: true } as const;
const PERCENT = { scale: 2, integerDigits: 3, signed: false } as const;

export interface ItemRowProps {
  row: DocumentRow;
  index: number;
  total: OrderDocumentItem | undefined;
  priced: boolean;
  readOnly: boolean;
  /** The server's messages by field name. */
  problems: Record<string, string>;
  onChange(next: Partial<DocumentRow>): void;
  onMove(direction: -1 | 1): void;
  onDelete(): void;
  isLast: boolean;
}

/** One row of the items grid: a title, a text, or a position with its figures. */
export function ItemRow({
  row,
  index,
  total,
  priced,
  readOnly,
  problems,
  onChange,
  onMove,
  onDelete,
  isLast,
}: ItemRowProps) {
  const { t } = useOrderDocumentsTranslation();
  const name = row.oz || String(index + 1);
  const place = (column: string) => ({ row: index, column });
  const common = (column: keyof DocumentRow, label: string) => ({
    place: place(column),
    label: `${label} ${name}`,
    disabled: readOnly,
    problem: problems[column],
  });
  const columns = priced ? 8 : 4;
  const indent = { pl: 0.5 + row.depth * 1.5 };

  const actions = readOnly ? null : (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      <IconButton
        size="small"
        aria-label={`${t('items.moveUp')} ${name}`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <MdiIcon path={mdiArrowUp} />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`${t('items.moveDown')} ${name}`}
        disabled={isLast}
        onClick={() => onMove(1)}
      >
        <MdiIcon path={mdiArrowDown} />
      </IconButton>
      <IconButton size="small" aria-label={`${t('items.delete')} ${name}`} onClick={onDelete}>
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
          <TextCell
            {...common('shortText', title ? t('items.title') : t('items.text'))}
            value={row.shortText}
            onChange={(shortText) => onChange({ shortText })}
          />
        </TableCell>
        {actions}
      </TableRow>
    );
  }

  return (
    <TableRow sx={{ color: total?.inTotal === false ? 'text.secondary' : undefined }}>
      <TableCell sx={indent}>
        <TextCell {...common('oz', t('items.oz'))} value={row.oz} onChange={(oz) => onChange({ oz })} />
      </TableCell>
      <TableCell>
        <TextCell
          {...common('shortText', t('items.shortText'))}
          value={row.shortText}
          onChange={(shortText) => onChange({ shortText })}
        />
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
      {actions}
    </TableRow>
  );
}
