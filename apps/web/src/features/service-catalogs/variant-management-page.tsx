import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { mdiCalculatorVariantOutline } from '@mdi/js';
import { Link, useParams, useSearchParams } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { usePermission } from '../../entities/user/get-me';
import { useCatalogPositionsTranslation } from './positions/catalog-positions-i18n';
import { CatalogPageHeader } from './positions/components/catalog-page-header';
import { PositionDetailPanel } from './positions/components/position-detail-panel';
import { PositionList } from './positions/components/position-list';
import { useUnsavedGuard } from './positions/hooks/use-unsaved-guard';
import { VariantEditor } from './variants/components/variant-editor';
import { paths } from '../../lib/navigation/paths';

/**
 * /serviceCatalogs/{id}/variantManagement: pick a position, edit its variant groups, options, price effects and
 * exclusion rules, and preview the price of a choice of options. The position is in the URL (`?position=`).
 */
export function VariantManagementPage() {
  const { t } = useCatalogPositionsTranslation();
  const { serviceCatalogId: catalogId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const positionId = params.get('position');
  const canWrite = usePermission('catalogs:write');
  const { setDirty, guard, dialog } = useUnsavedGuard();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: { lg: '100%' }, minHeight: 0 }}>
      <CatalogPageHeader
        catalogId={catalogId}
        titleKey="routes.variantManagement"
        actions={
          positionId ? (
            <Button
              component={Link}
              to={paths.positionManagement(catalogId, { position: positionId })}
              startIcon={<MdiIcon path={mdiCalculatorVariantOutline} />}
            >
              {t('variants.toCalculation')}
            </Button>
          ) : null
        }
      />
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gap: 1.5,
          px: { xs: 1, sm: 2 },
          pb: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '360px minmax(0, 1fr)' },
          gridTemplateRows: { xs: '380px auto', lg: 'minmax(0, 1fr)' },
        }}
      >
        <Paper
          variant="outlined"
          sx={{ minHeight: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
        >
          <PositionList
            catalogId={catalogId}
            categoryId={null}
            selectedId={positionId}
            showVariants
            onSelect={(next) => {
              if (next !== positionId) guard(() => setParams({ position: next }, { replace: true }));
            }}
          />
        </Paper>
        <Paper variant="outlined" sx={{ minHeight: 0, overflowY: { lg: 'auto' } }}>
          <PositionDetailPanel
            catalogId={catalogId}
            positionId={positionId}
            nothingSelected={t('variants.nothingSelected')}
          >
            {(position) => (
              <VariantEditor
                catalogId={catalogId}
                position={position}
                canWrite={canWrite}
                onDirtyChange={setDirty}
              />
            )}
          </PositionDetailPanel>
        </Paper>
      </Box>
      {dialog}
    </Box>
  );
}
