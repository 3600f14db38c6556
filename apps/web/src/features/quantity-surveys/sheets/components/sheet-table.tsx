import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { ProjectSheet } from '@vendoc/contract/quantity-surveys';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../../lib/format/format';
import { useQuantitySurveysTranslation } from '../../quantity-surveys-i18n';
import { SurveyStatusChip } from '../../../../components/survey-status/survey-status-chip';

export interface SheetTableProps {
  sheets: readonly ProjectSheet[];
  /** Ids of the checked sheets. */
  selected: ReadonlySet<string>;
  onSelectedChange(selected: ReadonlySet<string>): void;
  /** The editor of a sheet's survey, opened on that sheet. */
  editorPath(sheet: ProjectSheet): string;
  onOpen(sheet: ProjectSheet): void;
}

/** Sheets of every survey of a project: a row opens the editor on that sheet; checkboxes choose what to print. */
export function SheetTable({ sheets, selected, onSelectedChange, editorPath, onOpen }: SheetTableProps) {
  const { t } = useQuantitySurveysTranslation();
  const allChecked = sheets.length > 0 && sheets.every((sheet) => selected.has(sheet.id));
  const someChecked = sheets.some((sheet) => selected.has(sheet.id));

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };

  return (
    <TableContainer>
      <Table size="small" aria-label={t('sheets.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allChecked}
                indeterminate={someChecked && !allChecked}
                onChange={() =>
                  onSelectedChange(allChecked ? new Set() : new Set(sheets.map((sheet) => sheet.id)))
                }
                slotProps={{ input: { 'aria-label': t('sheets.selectAll') } }}
              />
            </TableCell>
            <TableCell>{t('sheets.columns.sheet')}</TableCell>
            <TableCell>{t('sheets.columns.title')}</TableCell>
            <TableCell>{t('sheets.columns.survey')}</TableCell>
            <TableCell>{t('sheets.columns.construction')}</TableCell>
            <TableCell>{t('sheets.columns.status')}</TableCell>
            <TableCell align="right">{t('sheets.columns.lines')}</TableCell>
            <TableCell>{t('sheets.columns.positions')}</TableCell>
            <TableCell>{t('sheets.columns.updatedAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sheets.map((sheet) => {
            const label = t('sheets.sheetOf', { number: sheet.number, survey: sheet.survey.name });
            const positions = sheet.positions.join(', ');
            return (
              <TableRow
                key={sheet.id}
                hover
                selected={selected.has(sheet.id)}
                onClick={() => onOpen(sheet)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    checked={selected.has(sheet.id)}
                    onChange={() => toggle(sheet.id)}
                    slotProps={{ input: { 'aria-label': t('sheets.select', { sheet: label }) } }}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link
                    component={RouterLink}
                    to={editorPath(sheet)}
                    onClick={(event) => event.stopPropagation()}
                    underline="hover"
                    aria-label={label}
                  >
                    {t('sheets.sheetNumber', { number: sheet.number })}
                  </Link>
                </TableCell>
                <TableCell>{sheet.title}</TableCell>
                <TableCell>{sheet.survey.name}</TableCell>
                <TableCell>{sheet.construction?.name ?? t('sheets.none')}</TableCell>
                <TableCell>
                  <SurveyStatusChip status={sheet.survey.status} />
                </TableCell>
                <TableCell align="right">{sheet.lineCount}</TableCell>
                <TableCell sx={{ maxWidth: 220 }}>
                  <Tooltip title={positions}>
                    <span
                      style={{
                        display: 'block',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {positions || t('sheets.none')}
                    </span>
                  </Tooltip>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(sheet.updatedAt)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
