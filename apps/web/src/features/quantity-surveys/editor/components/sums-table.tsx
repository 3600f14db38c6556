import { memo } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatQuantity } from '@vendoc/quantity-survey/format';
import { samePositionSumRow, type PositionSumRow } from '../model/position-sums';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';

export interface SumsTableProps {
  readonly title: string;
  readonly rows: readonly PositionSumRow[];
  /** The print leaves out the "of it estimated" column when nothing is estimated. */
  readonly dense?: boolean;
}

const numberCell = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const numberHeader = { textAlign: 'right', lineHeight: 1.2 } as const;

function SumsTableView({ title, rows, dense }: SumsTableProps) {
  const { t } = useSurveyEditorTranslation();
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('sums.empty')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            aria-label={title}
            sx={{ '& td, & th': { px: dense ? '4px' : '6px', fontSize: '13px' } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('sums.oz')}</TableCell>
                <TableCell>{t('sums.shortText')}</TableCell>
                <TableCell>{t('sums.unit')}</TableCell>
                <TableCell sx={numberHeader}>{t('sums.quantity')}</TableCell>
                <TableCell sx={numberHeader}>{t('sums.estimated')}</TableCell>
                <TableCell sx={numberHeader}>{t('sums.boqQuantity')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <SumsRow key={row.oz} row={row} />
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/**
 * Position sums: OZ, short text, unit, measured quantity, of it estimated, LV-Menge. Skips re-rendering while its
 * rows read the same (the editor computes them anew on every keystroke).
 */
export const SumsTable = memo(
  SumsTableView,
  (previous, next) =>
    previous.title === next.title &&
    previous.dense === next.dense &&
    previous.rows.length === next.rows.length &&
    previous.rows.every((row, index) => {
      const other = next.rows[index];
      return other !== undefined && samePositionSumRow(row, other);
    }),
);

/** One position; re-renders only when one of its figures changes. */
const SumsRow = memo(
  function SumsRow({ row }: { row: PositionSumRow }) {
    const { t } = useSurveyEditorTranslation();
    return (
      <TableRow>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.oz}</TableCell>
        <TableCell sx={{ color: row.inBoq ? 'text.primary' : 'text.secondary' }}>
          {row.shortText ?? (row.inBoq ? '' : t('grid.notInBoq'))}
        </TableCell>
        <TableCell>{row.unit ?? ''}</TableCell>
        <TableCell sx={[numberCell, row.quantity.startsWith('-') ? { color: 'error.main' } : {}]}>
          {formatQuantity(row.quantity)}
        </TableCell>
        <TableCell sx={numberCell}>{formatQuantity(row.estimated)}</TableCell>
        <TableCell sx={numberCell}>
          {row.boqQuantity === null ? '' : formatQuantity(row.boqQuantity)}
        </TableCell>
      </TableRow>
    );
  },
  (previous, next) => samePositionSumRow(previous.row, next.row),
);
