import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { mdiPlus, mdiTune } from '@mdi/js';
import { Link, useParams, useSearchParams } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { usePermission } from '../../entities/user/get-me';
import { useCategories } from './positions/api/get-categories';
import { useCatalogPositionsTranslation } from './positions/catalog-positions-i18n';
import { CatalogPageHeader } from './positions/components/catalog-page-header';
import { CategoryPanel } from './positions/components/category-panel';
import { CreatePositionDialog } from './positions/components/create-position-dialog';
import { PositionEditor } from './positions/components/position-editor';
import { PositionDetailPanel } from './positions/components/position-detail-panel';
import { PositionList } from './positions/components/position-list';
import { useUnsavedGuard } from './positions/hooks/use-unsaved-guard';
import { paths } from '../../lib/navigation/paths';

const panelSx = { minHeight: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' } as const;

/**
 * /serviceCatalogs/{id}/positionManagement: the catalog's categories, the positions of the chosen one, and the
 * chosen position's editor with its calculation sheet. Category and position are in the URL (reload, links).
 */
export function PositionManagementPage() {
  const { t } = useCatalogPositionsTranslation();
  const { serviceCatalogId: catalogId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const canWrite = usePermission('catalogs:write');
  const categoryId = params.get('category');
  const positionId = params.get('position');
  const categories = useCategories(catalogId);
  const category = categories.data?.find((entry) => entry.id === categoryId) ?? null;
  const { setDirty, guard, dialog: unsavedDialog } = useUnsavedGuard();
  const [creating, setCreating] = useState(false);

  const select = (next: { category?: string | null; position?: string | null }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === null) updated.delete(key);
          else if (value !== undefined) updated.set(key, value);
        }
        return updated;
      },
      { replace: true },
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: { lg: '100%' }, minHeight: 0 }}>
      <CatalogPageHeader
        catalogId={catalogId}
        titleKey="routes.positionManagement"
        actions={
          <>
            {positionId ? (
              <Button
                component={Link}
                to={paths.variantManagement(catalogId, { position: positionId })}
                startIcon={<MdiIcon path={mdiTune} />}
              >
                {t('page.variants')}
              </Button>
            ) : null}
            {canWrite ? (
              <Button
                variant="contained"
                startIcon={<MdiIcon path={mdiPlus} />}
                onClick={() => guard(() => setCreating(true))}
              >
                {t('page.newPosition')}
              </Button>
            ) : null}
          </>
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
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: '220px minmax(0, 1fr)',
            lg: '220px 340px minmax(0, 1fr)',
          },
          gridTemplateRows: { xs: 'auto 420px auto', md: '420px auto', lg: 'minmax(0, 1fr)' },
        }}
      >
        <Paper variant="outlined" sx={[panelSx, { maxHeight: { xs: 240, md: 'none' } }]}>
          <CategoryPanel
            catalogId={catalogId}
            selectedId={categoryId}
            onSelect={(next) => select({ category: next })}
            canWrite={canWrite}
          />
        </Paper>
        <Paper variant="outlined" sx={panelSx}>
          <PositionList
            catalogId={catalogId}
            categoryId={categoryId}
            selectedId={positionId}
            onSelect={(next) => {
              if (next !== positionId) guard(() => select({ position: next }));
            }}
          />
        </Paper>
        <Paper
          variant="outlined"
          sx={{ gridColumn: { md: '1 / -1', lg: 'auto' }, minHeight: 0, overflowY: { lg: 'auto' } }}
        >
          <PositionDetailPanel
            catalogId={catalogId}
            positionId={positionId}
            nothingSelected={t('page.nothingSelected')}
          >
            {(position) => (
              <PositionEditor
                catalogId={catalogId}
                position={position}
                canWrite={canWrite}
                onDirtyChange={setDirty}
                onDeleted={() => {
                  setDirty(false);
                  select({ position: null });
                }}
              />
            )}
          </PositionDetailPanel>
        </Paper>
      </Box>
      {creating ? (
        <CreatePositionDialog
          catalogId={catalogId}
          category={category}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            select({ position: created });
          }}
        />
      ) : null}
      {unsavedDialog}
    </Box>
  );
}
