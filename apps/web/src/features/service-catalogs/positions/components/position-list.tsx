import { useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { mdiAlertOutline } from '@mdi/js';
import type { CatalogPosition } from '@vendoc/contract/service-catalogs';
import { SearchField } from '../../../../components/form/search-field';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useDebouncedValue } from '../../../../lib/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../../../lib/hooks/use-search-text';
import { usePositions } from '../api/get-positions';
import { useCatalogPositionsTranslation } from '../catalog-positions-i18n';
import { formatMoney } from '../../../../lib/format/decimal-format';

export interface PositionListProps {
  readonly catalogId: string;
  /** Only this category's positions; null for all. */
  readonly categoryId: string | null;
  readonly selectedId: string | null;
  readonly onSelect: (positionId: string) => void;
  /** Shows how many variant groups a position has (variant management). */
  readonly showVariants?: boolean;
}

/**
 * The catalog's positions with a search over number and texts. Arrow keys move through the rows, Enter opens
 * one; only Enter or a click opens it, so moving never drops the open position's unsaved edits.
 */
export function PositionList({
  catalogId,
  categoryId,
  selectedId,
  onSelect,
  showVariants,
}: PositionListProps) {
  const { t } = useCatalogPositionsTranslation();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const list = usePositions(catalogId, { q, categoryId });
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const focusable = rows.some((row) => row.id === selectedId) ? selectedId : (rows[0]?.id ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const current = (event.target as HTMLElement).closest<HTMLElement>('tr[data-id]');
    if (!current) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const id = current.dataset.id;
      if (id) onSelect(id);
      return;
    }
    const body = current.parentElement;
    const targets: Record<string, Element | null | undefined> = {
      ArrowDown: current.nextElementSibling,
      ArrowUp: current.previousElementSibling,
      Home: body?.firstElementChild,
      End: body?.lastElementChild,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    const next = targets[event.key];
    if (next instanceof HTMLElement) next.focus();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 1.5, pb: 1 }}>
        <SearchField
          size="small"
          fullWidth
          label={t('list.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Typography variant="caption" color="text.secondary" role="status" sx={{ display: 'block', mt: 0.5 }}>
          {list.isSuccess ? t('list.count', { count: total }) : ' '}
        </Typography>
      </Box>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {list.isFetching && !list.isFetchingNextPage ? (
          <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }} aria-hidden />
        ) : null}
        {list.isError ? (
          <Alert
            severity="error"
            sx={{ m: 1.5 }}
            action={<Button onClick={() => void list.refetch()}>{t('actions.retry')}</Button>}
          >
            {t('list.loadFailed')}
          </Alert>
        ) : list.isSuccess && rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {q.trim() ? t('list.noMatches') : t('list.empty')}
          </Typography>
        ) : (
          <Table
            size="small"
            stickyHeader
            sx={{ tableLayout: 'fixed' }}
            role="grid"
            aria-label={t('list.label')}
            aria-busy={list.isPending}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('list.position')}</TableCell>
                <TableCell sx={{ width: 52 }}>{t('list.unit')}</TableCell>
                <TableCell align="right" sx={{ width: 92 }}>
                  {t('list.unitPrice')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody onKeyDown={onKeyDown}>
              {rows.map((row) => (
                <PositionRow
                  key={row.id}
                  position={row}
                  selected={row.id === selectedId}
                  tabbable={row.id === focusable}
                  showVariants={showVariants === true}
                  onSelect={() => onSelect(row.id)}
                />
              ))}
            </TableBody>
          </Table>
        )}
        {list.hasNextPage ? (
          <Box sx={{ p: 1.5, textAlign: 'center' }}>
            <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {t('list.more', { shown: rows.length, total })}
            </Button>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

interface PositionRowProps {
  readonly position: CatalogPosition;
  readonly selected: boolean;
  readonly tabbable: boolean;
  readonly showVariants: boolean;
  readonly onSelect: () => void;
}

function PositionRow({ position, selected, tabbable, showVariants, onSelect }: PositionRowProps) {
  const { t } = useCatalogPositionsTranslation();
  return (
    <TableRow
      hover
      selected={selected}
      aria-selected={selected}
      tabIndex={tabbable ? 0 : -1}
      data-id={position.id}
      onClick={onSelect}
      sx={{
        cursor: 'pointer',
        verticalAlign: 'top',
        '&:focus-visible': { outline: 2, outlineOffset: -2, outlineColor: 'primary.main' },
      }}
    >
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        <Box
          sx={{ fontSize: 12, fontWeight: 600, fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}
        >
          {position.number}
        </Box>
        <Box
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {position.shortText}
        </Box>
        {position.priceOverride !== null ||
        !position.calculationComplete ||
        (showVariants && position.variantGroups > 0) ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {position.priceOverride !== null ? (
              <Chip
                size="small"
                color="warning"
                label={t('override.flag')}
                sx={{ height: 20, fontSize: 11 }}
              />
            ) : null}
            {!position.calculationComplete ? (
              <MdiIcon
                path={mdiAlertOutline}
                fontSize="small"
                color="warning"
                titleAccess={t('list.incomplete')}
              />
            ) : null}
            {showVariants && position.variantGroups > 0 ? (
              <Chip
                size="small"
                variant="outlined"
                label={t('list.variantGroups', { count: position.variantGroups })}
                sx={{ height: 20, fontSize: 11 }}
              />
            ) : null}
          </Box>
        ) : null}
      </TableCell>
      <TableCell>{position.unit}</TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {position.unitPrice === null ? '–' : formatMoney(position.unitPrice)}
      </TableCell>
    </TableRow>
  );
}
