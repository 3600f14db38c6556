import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { CatalogPositionDetail } from '@vendoc/contract/service-catalogs';
import { usePosition } from '../../../../entities/service-catalog/get-position';
import { useCatalogPositionsTranslation } from '../catalog-positions-i18n';

export interface PositionDetailPanelProps {
  readonly catalogId: string;
  readonly positionId: string | null;
  /** Shown while no position is chosen. */
  readonly nothingSelected: string;
  /** The editor of the loaded position (keyed by its id, so another position starts a fresh form). */
  readonly children: (position: CatalogPositionDetail) => ReactNode;
}

/** Loads the chosen position and shows its editor, with the states before: none chosen, loading, failed. */
export function PositionDetailPanel({
  catalogId,
  positionId,
  nothingSelected,
  children,
}: PositionDetailPanelProps) {
  const { t } = useCatalogPositionsTranslation();
  const position = usePosition(catalogId, positionId);
  if (positionId === null) {
    return (
      <Box sx={{ p: 3 }}>
        <Typography color="text.secondary">{nothingSelected}</Typography>
      </Box>
    );
  }
  if (position.isError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={<Button onClick={() => void position.refetch()}>{t('actions.retry')}</Button>}
      >
        {t('page.loadFailed')}
      </Alert>
    );
  }
  if (!position.data) {
    return (
      <Box sx={{ p: 3, display: 'flex', gap: 1.5, alignItems: 'center' }} role="status">
        <CircularProgress size={20} />
        <Typography color="text.secondary">{t('page.loading')}</Typography>
      </Box>
    );
  }
  return <Box key={position.data.id}>{children(position.data)}</Box>;
}
