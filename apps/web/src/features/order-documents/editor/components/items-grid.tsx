import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OrderDocumentItem } from '@vendoc/contract/order-documents';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { DocumentRow } from '@vendoc/order-documents/document';
import { insertRow, moveRow, type DraftFields } from '../model/draft-fields';
import type { FieldProblem } from '../model/server-errors';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';
import { focusCell } from './grid-cells';
import { ItemRow } from './item-row';

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
  const pendingFocus = useRef<{ row: number; column: string } | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target && grid.current && focusCell(grid.current, target.row, target.column))
      pendingFocus.current = null;
  });

  const setRows = (update: (rows: DocumentRow[]) => DocumentRow[]) =>
    change((fields) => ({ ...fields, items: update(fields.items) }));
  const add = (after: number, type: DocumentRow['type']) => {
    pendingFocus.current = { row: after + 1, column: type === 'position' ? 'oz' : 'shortText' };
    setRows((current) => insertRow(current, after, type));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const row = Number(target.dataset.row);
    const column = target.dataset.column;
    if (Number.isNaN(row) || !column || !grid.current) return;
    event.preventDefault();
    const next = event.shiftKey ? row - 1 : row + 1;
    if (next >= rows.length && !event.shiftKey && !readOnly) {
      add(rows.length - 1, 'position');
      pendingFocus.current = { row: next, column };
      return;
    }
    if (next >= 0) focusCell(grid.current, next, column);
  };

  const problemsByRow = new Map<number, Record<string, string>>();
  for (const problem of problems) {
    const match = /^items\.(\d+)\.(\w+)/.exec(problem.path);
    if (!match) continue;
    const index = Number(match[1]);
    problemsByRow.set(index, { ...problemsByRow.get(index), [match[2] ?? '']: problem.message });
  }
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
      <TableContainer ref={grid} onKeyDown={onKeyDown}>
        <Table size="small" aria-label={t('items.tableLabel')} sx={{ '& td, & th': { px: 0.5 } }}>
          <TableHead>
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
          <TableBody>
            {rows.map((row, index) => (
              <ItemRow
                key={row.id}
                row={row}
                index={index}
                total={computed[index]}
                priced={priced}
                readOnly={readOnly}
                problems={problemsByRow.get(index) ?? {}}
                onChange={(next) =>
                  setRows((current) =>
                    current.map((each) => (each.id === row.id ? { ...each, ...next } : each)),
                  )
                }
                onMove={(direction) => setRows((current) => moveRow(current, index, direction))}
                onDelete={() => setRows((current) => current.filter((each) => each.id !== row.id))}
                isLast={index === rows.length - 1}
              />
            ))}
          </TableBody>
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
