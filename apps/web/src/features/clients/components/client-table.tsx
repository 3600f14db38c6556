import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Client } from '@vendoc/contract/clients';
import type { KeyboardEvent } from 'react';
import { formatDate } from '../../../lib/format/format';
import { useClientsTranslation } from '../clients-i18n';

/** The columns a user can sort by (CLIENT_SORT_FIELDS shown in the table). */
export type ClientSortField = 'number' | 'name' | 'kind' | 'updatedAt';

export interface ClientTableProps {
  clients: readonly Client[];
  /** The current sort, '-' prefixed when descending. */
  sort: string;
  onSortChange(sort: string): void;
  onOpen(client: Client): void;
}

/** Where a client is: the city of its billing address, else of its first address. */
export function clientCity(client: Client): string {
  const billing = client.addresses.find((address) => address.kind === 'billing');
  return (billing ?? client.addresses[0])?.city ?? '';
}

const HIDE_ON_PHONE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The client list as a table: sticky header, sortable columns, rows opened by click, Enter or Space. */
export function ClientTable({ clients, sort, onSortChange, onOpen }: ClientTableProps) {
  const { t } = useClientsTranslation();
  const descending = sort.startsWith('-');
  const sortField = descending ? sort.slice(1) : sort;

  const header = (field: ClientSortField, label: string, sx?: object) => (
    <TableCell sortDirection={sortField === field ? (descending ? 'desc' : 'asc') : false} sx={sx}>
      <TableSortLabel
        active={sortField === field}
        direction={sortField === field && descending ? 'desc' : 'asc'}
        onClick={() => onSortChange(sortField === field && !descending ? `-${field}` : field)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );

  const onRowKey = (event: KeyboardEvent, client: Client) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(client);
    }
  };

  return (
    <TableContainer sx={{ maxHeight: { md: 'calc(100vh - 290px)' }, minHeight: 200 }}>
      <Table stickyHeader size="small" aria-label={t('overview.tableLabel')}>
        <TableHead>
          <TableRow>
            {header('number', t('columns.number'))}
            {header('name', t('columns.name'))}
            {header('kind', t('columns.kind'), { display: { xs: 'none', sm: 'table-cell' } })}
            <TableCell>{t('columns.city')}</TableCell>
            <TableCell sx={HIDE_ON_PHONE}>{t('columns.phone')}</TableCell>
            <TableCell sx={HIDE_ON_PHONE}>{t('columns.email')}</TableCell>
            <TableCell align="right" sx={HIDE_ON_PHONE}>
              {t('columns.projects')}
            </TableCell>
            {header('updatedAt', t('columns.updatedAt'), { display: { xs: 'none', lg: 'table-cell' } })}
          </TableRow>
        </TableHead>
        <TableBody>
          {clients.map((client) => (
            <TableRow
              key={client.id}
              hover
              tabIndex={0}
              title={t('overview.openHint')}
              onClick={() => onOpen(client)}
              onKeyDown={(event) => onRowKey(event, client)}
              sx={{
                cursor: 'pointer',
                '& > td': { height: 48 },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {client.number}
              </TableCell>
              <TableCell sx={{ fontWeight: 500 }}>{client.name}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t(`kinds.${client.kind}`)}
              </TableCell>
              <TableCell>{clientCity(client)}</TableCell>
              <TableCell sx={{ ...HIDE_ON_PHONE, whiteSpace: 'nowrap' }}>{client.phone ?? ''}</TableCell>
              <TableCell sx={{ ...HIDE_ON_PHONE, wordBreak: 'break-all' }}>{client.email ?? ''}</TableCell>
              <TableCell align="right" sx={HIDE_ON_PHONE}>
                {client.projectCount}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, whiteSpace: 'nowrap' }}>
                {formatDate(client.updatedAt)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
