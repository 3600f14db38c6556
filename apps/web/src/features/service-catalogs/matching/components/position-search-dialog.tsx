import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { BoqMatchItem } from '@vendoc/contract/matches';
import type { CatalogPosition } from '@vendoc/contract/service-catalogs';
import { PositionSearchListbox } from '../../../../components/search-listbox/position-search-listbox';
import { useCatalogPositionSearchBox } from '../../../../entities/service-catalog/search-positions';
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
  const titleId = useId();
  const { text, setText, query, search } = useCatalogPositionSearchBox(catalogId);

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
        <PositionSearchListbox
          labels={{
            field: t('search.field'),
            placeholder: t('search.placeholder'),
            results: t('search.results'),
            searching: t('search.loading'),
            failed: t('search.failed'),
            retry: t('actions.retry'),
            none: (q) => t('search.none', { q }),
            emptyCatalog: t('search.emptyCatalog'),
            more: (shown, total) => t('search.more', { shown, total }),
          }}
          text={text}
          onTextChange={setText}
          query={query}
          search={search}
          onPick={onPick}
          height={{ xs: 300, sm: 360 }}
          renderNumber={(position) => (
            <Box component="span" sx={{ fontWeight: 600 }}>
              {position.number}
            </Box>
          )}
          renderPrice={(position) =>
            position.unitPrice === null ? (
              <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                {t('grid.noPrice')}
              </Box>
            ) : (
              withCurrency(formatUnitPrice(position.unitPrice), currency)
            )
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
