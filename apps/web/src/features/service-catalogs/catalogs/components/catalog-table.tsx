import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ServiceCatalog } from '@vendoc/contract/service-catalogs';
import { formatDate, formatNumber } from '../../../../lib/format/format';
import { useServiceCatalogsTranslation } from '../service-catalogs-i18n';
import { CatalogActionsMenu, type CatalogAction } from './catalog-actions-menu';
import { CatalogLinks } from './catalog-links';
import { visuallyHidden } from '../../../../lib/theme/visually-hidden';

/** The columns a user can sort the catalogs by. */
export type CatalogSortField = 'name' | 'updatedAt';

export interface CatalogTableProps {
  readonly catalogs: readonly ServiceCatalog[];
  /** The current sort, '-' prefixed when descending. */
  readonly sort: string;
  readonly onSortChange: (sort: string) => void;
  readonly canWrite: boolean;
  readonly onAction: (action: CatalogAction, catalog: ServiceCatalog) => void;
}

/** Hidden on phones (trade and counts move under the name there). Written max-width first, so the columns show
 *  wherever media queries are not evaluated. */
const FROM_TABLET = (theme: Theme) => ({ [theme.breakpoints.down('md')]: { display: 'none' } });
const NUMBER = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The catalogs as a table: name with description, trade, counts, last change, the four pages and the actions. */
export function CatalogTable({ catalogs, sort, onSortChange, canWrite, onAction }: CatalogTableProps) {
  const { t } = useServiceCatalogsTranslation();
  const descending = sort.startsWith('-');
  const sortField = descending ? sort.slice(1) : sort;

  const header = (field: CatalogSortField, label: string, sx?: SxProps<Theme>, align?: 'right') => (
    <TableCell
      sortDirection={sortField === field ? (descending ? 'desc' : 'asc') : false}
      sx={sx}
      align={align}
    >
      <TableSortLabel
        active={sortField === field}
        direction={sortField === field && descending ? 'desc' : 'asc'}
        // A new date column starts with the newest first; names start A to Z.
        onClick={() => {
          if (sortField === field) onSortChange(descending ? field : `-${field}`);
          else onSortChange(field === 'updatedAt' ? '-updatedAt' : field);
        }}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );

  return (
    <TableContainer>
      <Table size="small" aria-label={t('catalogs.tableLabel')}>
        <TableHead>
          <TableRow>
            {header('name', t('columns.catalogName'))}
            <TableCell sx={FROM_TABLET}>{t('columns.trade')}</TableCell>
            <TableCell align="right" sx={FROM_TABLET}>
              {t('columns.articles')}
            </TableCell>
            <TableCell align="right" sx={FROM_TABLET}>
              {t('columns.positions')}
            </TableCell>
            {header('updatedAt', t('columns.updatedAt'), FROM_TABLET)}
            <TableCell>{t('columns.pages')}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t('columns.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {catalogs.map((catalog) => (
            <TableRow key={catalog.id} hover>
              <TableCell sx={{ minWidth: 180, maxWidth: 420 }}>
                <Typography component="div" sx={{ fontWeight: 600 }}>
                  {catalog.name}
                </Typography>
                {catalog.description ? (
                  <Typography
                    component="div"
                    variant="body2"
                    color="text.secondary"
                    title={catalog.description}
                    sx={{
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {catalog.description}
                  </Typography>
                ) : null}
                {/* Below the tablet width the trade and counts move under the name. */}
                <Typography
                  component="div"
                  variant="body2"
                  color="text.secondary"
                  sx={(theme) => ({ display: 'none', [theme.breakpoints.down('md')]: { display: 'block' } })}
                >
                  {[
                    catalog.trade,
                    t('catalogs.countsShort', {
                      articles: formatNumber(catalog.counts.articles, 0),
                      positions: formatNumber(catalog.counts.positions, 0),
                    }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </TableCell>
              <TableCell sx={FROM_TABLET}>{catalog.trade ?? ''}</TableCell>
              <TableCell align="right" sx={[FROM_TABLET, NUMBER]}>
                {formatNumber(catalog.counts.articles, 0)}
              </TableCell>
              <TableCell align="right" sx={[FROM_TABLET, NUMBER]}>
                {formatNumber(catalog.counts.positions, 0)}
              </TableCell>
              <TableCell sx={[FROM_TABLET, NUMBER]}>{formatDate(catalog.updatedAt)}</TableCell>
              <TableCell>
                <CatalogLinks catalogId={catalog.id} />
              </TableCell>
              <TableCell align="right" sx={{ width: 56, pr: 1 }}>
                <CatalogActionsMenu catalog={catalog} canWrite={canWrite} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
