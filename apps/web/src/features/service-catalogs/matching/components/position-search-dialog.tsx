import { useId, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiMagnify } from '@mdi/js';
import type { BoqMatchItem } from '@vendoc/contract/matches';
import type { CatalogPosition } from '@vendoc/contract/service-catalogs';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useDebouncedValue } from '../../../../lib/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../../../lib/hooks/use-search-text';
import { useCatalogPositionSearch } from '../api/search-positions';
import { useMatchingTranslation } from '../matching-i18n';
import { formatFigure, formatUnitPrice, withCurrency } from '../../../../lib/format/decimal-format';

export interface PositionSearchDialogProps {
  readonly catalogId: string;
  readonly item: BoqMatchItem;
  readonly currency: string;
  readonly onPick: (position: CatalogPosition) => void;
  readonly onClose: () => void;
}

/**
 * "Andere Position …": any position of the catalog for an item, by number or text. The search field keeps the
 * focus; arrow keys move through the results and Enter takes the highlighted one.
 */
export function PositionSearchDialog({
  catalogId,
  item,
  currency,
  onPick,
  onClose,
}: PositionSearchDialogProps) {
  const { t } = useMatchingTranslation();
  const listId = useId();
  const titleId = useId();
  const [text, setText] = useState('');
  const [highlighted, setHighlighted] = useState(0);
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useCatalogPositionSearch(catalogId, query);
  const positions = search.data?.items ?? [];
  const total = search.data?.total ?? 0;
  const current = Math.min(highlighted, positions.length - 1);

  const optionId = (index: number) => `${listId}-${index}`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = Math.max(0, Math.min(positions.length - 1, current + step));
      setHighlighted(next);
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const position = positions[current];
      if (position) onPick(position);
    }
  };

  const tenderFigures =
    item.qty === null ? (item.unit ?? '') : `${formatFigure(item.qty, { max: 3 })} ${item.unit ?? ''}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('search.title', { oz: item.oz })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 0 }}>
        <Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {item.shortText}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {tenderFigures.trim()}
          </Typography>
        </Box>
        <TextField
          type="search"
          // The dialog is opened to search: the field takes the focus at once.
          autoFocus
          fullWidth
          size="small"
          label={t('search.field')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setHighlighted(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <MdiIcon path={mdiMagnify} />
                </InputAdornment>
              ),
            },
            // A combobox over the list below: the results are read out as the arrows move through them.
            htmlInput: {
              role: 'combobox',
              'aria-expanded': positions.length > 0,
              'aria-controls': listId,
              'aria-activedescendant': positions.length > 0 ? optionId(current) : undefined,
              'aria-autocomplete': 'list',
            },
          }}
        />
        <Box sx={{ height: 4 }}>
          {search.isFetching ? <LinearProgress aria-label={t('search.loading')} /> : null}
        </Box>
        {search.isError ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void search.refetch()}>{t('actions.retry')}</Button>}
          >
            {t('search.failed')}
          </Alert>
        ) : null}
        <Box
          component="ul"
          id={listId}
          role="listbox"
          aria-label={t('search.results')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            height: { xs: 300, sm: 360 },
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {positions.map((position, index) => (
            <Box
              component="li"
              key={position.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              onClick={() => onPick(position)}
              onMouseMove={() => {
                if (index !== current) setHighlighted(index);
              }}
              sx={{
                display: 'grid',
                gridTemplateColumns: '92px minmax(0, 1fr) 56px 104px',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                minHeight: 40,
                cursor: 'pointer',
                borderBottom: 1,
                borderColor: 'divider',
                fontSize: 14,
                '&[aria-selected="true"]': { bgcolor: 'action.selected' },
              }}
            >
              <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {position.number}
              </Box>
              <Box
                component="span"
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                title={position.shortText}
              >
                {position.shortText}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {position.unit}
              </Box>
              <Box component="span" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {position.unitPrice === null ? (
                  <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                    {t('grid.noPrice')}
                  </Box>
                ) : (
                  withCurrency(formatUnitPrice(position.unitPrice), currency)
                )}
              </Box>
            </Box>
          ))}
          {search.isSuccess && positions.length === 0 ? (
            <Box component="li" sx={{ p: 2, color: 'text.secondary' }}>
              {query.trim() ? t('search.none', { q: query.trim() }) : t('search.emptyCatalog')}
            </Box>
          ) : null}
        </Box>
        {total > positions.length ? (
          <Typography variant="caption" color="text.secondary" role="status">
            {t('search.more', { shown: positions.length, total })}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
