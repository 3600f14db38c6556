import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { OrderDocumentSummary } from '@vendoc/contract/order-document-actions';
import { ORDER_DOCUMENT_KIND_LABELS } from '@vendoc/contract/order-documents';
import type { KeyboardEvent } from 'react';
import { formatCurrency } from '../../../lib/format/decimal-format';
import { formatDate } from '../../../lib/format/format';
import { useOrderDocumentsTranslation } from '../order-documents-i18n';
import { DocumentStatusChip } from './document-status-chip';

export interface DocumentTableProps {
  documents: readonly OrderDocumentSummary[];
  onOpen(document: OrderDocumentSummary): void;
  /** Leaves out the project column (the project page lists one project's documents). */
  hideProject?: boolean;
  /** A fitter's list: delivery notes only, so no kind and no amounts. */
  deliveryNotesOnly?: boolean;
}

const NUMBER_CELL = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const HIDE_ON_PHONE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The documents as a table; a row opens by click, Enter or Space. */
export function DocumentTable({
  documents,
  onOpen,
  hideProject = false,
  deliveryNotesOnly = false,
}: DocumentTableProps) {
  const { t } = useOrderDocumentsTranslation();
  const onRowKey = (event: KeyboardEvent, document: OrderDocumentSummary) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(document);
    }
  };
  return (
    // A scrolling region keyboard users can reach and scroll even when it holds no row to focus (axe:
    // scrollable-region-focusable).
    <TableContainer sx={{ minHeight: 120 }} tabIndex={0} role="region" aria-label={t('list.tableLabel')}>
      <Table stickyHeader size="small" aria-label={t('list.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.number')}</TableCell>
            {deliveryNotesOnly ? null : <TableCell>{t('columns.kind')}</TableCell>}
            <TableCell>{t('columns.title')}</TableCell>
            <TableCell sx={HIDE_ON_PHONE}>{t('columns.client')}</TableCell>
            {hideProject ? null : <TableCell sx={HIDE_ON_PHONE}>{t('columns.project')}</TableCell>}
            <TableCell>{t('columns.date')}</TableCell>
            {deliveryNotesOnly ? null : (
              <>
                <TableCell align="right">{t('columns.gross')}</TableCell>
                <TableCell align="right">{t('columns.open')}</TableCell>
              </>
            )}
            <TableCell>{t('columns.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.map((document) => (
            <TableRow
              key={document.id}
              hover
              tabIndex={0}
              title={t('list.openHint')}
              onClick={() => onOpen(document)}
              onKeyDown={(event) => onRowKey(event, document)}
              sx={{
                cursor: 'pointer',
                '& > td': { height: 48 },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              <TableCell sx={NUMBER_CELL}>{document.number ?? t('list.draft')}</TableCell>
              {deliveryNotesOnly ? null : <TableCell>{ORDER_DOCUMENT_KIND_LABELS[document.kind]}</TableCell>}
              <TableCell sx={{ fontWeight: 500 }}>{document.title}</TableCell>
              <TableCell sx={HIDE_ON_PHONE}>{document.clientName}</TableCell>
              {hideProject ? null : <TableCell sx={HIDE_ON_PHONE}>{document.projectName}</TableCell>}
              <TableCell sx={NUMBER_CELL}>{formatDate(document.documentDate)}</TableCell>
              {deliveryNotesOnly ? null : (
                <>
                  <TableCell align="right" sx={NUMBER_CELL}>
                    {document.kind === 'delivery_note' ? '' : formatCurrency(document.gross)}
                  </TableCell>
                  <TableCell align="right" sx={NUMBER_CELL}>
                    {document.paymentStatus === null ? '' : formatCurrency(document.openAmount)}
                  </TableCell>
                </>
              )}
              <TableCell>
                <DocumentStatusChip status={document.status} paymentStatus={document.paymentStatus} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
