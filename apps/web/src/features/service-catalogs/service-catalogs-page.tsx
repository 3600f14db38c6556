import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { mdiPlus } from '@mdi/js';
import type { ServiceCatalog } from '@vendoc/contract/service-catalogs';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { PageFrame } from '../../components/page-frame/page-frame';
import { usePermission } from '../../entities/user/get-me';
import { formatNumber } from '../../lib/format/format';
import { apiProblemOf, isReportedByHttpLayer, problemMessage } from '../../lib/http/api-problems';
import { toast } from '../../lib/toast/toast-service';
import { useDeleteCatalog } from './catalogs/api/delete-catalog';
import { downloadCatalogX81 } from './catalogs/api/export-catalog';
import { useCatalogs } from '../../entities/service-catalog/get-catalogs';
import type { CatalogAction } from './catalogs/components/catalog-actions-menu';
import { CatalogDialog } from './catalogs/components/catalog-dialog';
import { CatalogImportDialog } from './catalogs/components/catalog-import-dialog';
import { CatalogTable } from './catalogs/components/catalog-table';
import { CatalogsEmptyState } from './catalogs/components/catalogs-empty-state';
import { CatalogsToolbar } from './catalogs/components/catalogs-toolbar';
import { DuplicateCatalogDialog } from './catalogs/components/duplicate-catalog-dialog';
import { useUrlState } from '../../lib/hooks/use-url-state';
import { useServiceCatalogsTranslation } from './catalogs/service-catalogs-i18n';
import { paths } from '../../lib/navigation/paths';
import { TOUCH_TARGET } from '../../lib/theme/touch';

const DEFAULT_SORT = 'name';
const SORTS = new Set(['name', 'updatedAt'].flatMap((field) => [field, `-${field}`]));

type OpenDialog =
  | { readonly kind: 'create' }
  | { readonly kind: Exclude<CatalogAction, 'export'>; readonly catalog: ServiceCatalog }
  | null;

/** Why the server kept a catalog (409: positions of it are used by matches of open projects). */
interface Refusal {
  readonly name: string;
  readonly detail: string;
}

/**
 * /serviceCatalogs: the company's service catalogs with search; create, rename and describe, duplicate, delete,
 * import GAEB X81/X83 and export X81; each links to its article, position and variant management and matching.
 * Search and sort live in the URL (`?q=&sort=`).
 */
export function ServiceCatalogsPage() {
  const { t } = useServiceCatalogsTranslation();
  const { t: tApp } = useTranslation('app');
  const [searchParams, updateParams] = useUrlState();
  const canWrite = usePermission('catalogs:write');
  const removeCatalog = useDeleteCatalog();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [exporting, setExporting] = useState(false);

  const q = searchParams.get('q') ?? '';
  const sortParam = searchParams.get('sort') ?? '';
  const sort = SORTS.has(sortParam) ? sortParam : DEFAULT_SORT;

  const list = useCatalogs({ q, sort });
  const catalogs = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total;
  const title = tApp('routes.serviceCatalogs');

  const exportCatalog = async (catalog: ServiceCatalog) => {
    setExporting(true);
    try {
      const fileName = await downloadCatalogX81(catalog);
      toast.success(t('export.done', { fileName }));
    } catch (error) {
      if (!isReportedByHttpLayer(error)) toast.error(t('export.failed'), problemMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const onAction = (action: CatalogAction, catalog: ServiceCatalog) => {
    if (action === 'export') void exportCatalog(catalog);
    else {
      if (action === 'delete') setRefusal(null);
      setDialog({ kind: action, catalog });
    }
  };

  const deleteCatalog = async (catalog: ServiceCatalog) => {
    try {
      await removeCatalog.mutateAsync(catalog.id);
      toast.success(t('deleteCatalog.deleted', { name: catalog.name }));
    } catch (error) {
      const problem = apiProblemOf(error);
      // The refusal stays on the page until dismissed: it names what to do first, which a toast would not keep.
      if (problem?.status === 409) {
        setRefusal({ name: catalog.name, detail: problem.detail ?? t('deleteCatalog.refusedDefault') });
        return;
      }
      if (!isReportedByHttpLayer(error)) toast.error(t('deleteCatalog.failed'), problem?.detail);
      throw error;
    }
  };

  return (
    <PageFrame
      title={title}
      breadcrumbs={[{ label: tApp('routes.home'), to: paths.home() }, { label: title }]}
      actions={
        canWrite ? (
          <Button
            variant="contained"
            startIcon={<MdiIcon path={mdiPlus} />}
            onClick={() => setDialog({ kind: 'create' })}
            sx={{ minHeight: TOUCH_TARGET }}
          >
            {t('catalogs.new')}
          </Button>
        ) : null
      }
    >
      {refusal ? (
        <Alert severity="error" role="alert" onClose={() => setRefusal(null)} sx={{ mb: 2 }}>
          <AlertTitle>{t('deleteCatalog.refused', { name: refusal.name })}</AlertTitle>
          {refusal.detail}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <CatalogsToolbar
          q={q}
          total={total}
          onSearch={(value) => updateParams({ q: value.trim() || null })}
        />
        <Box sx={{ height: 4 }}>{list.isFetching || exporting ? <LinearProgress /> : null}</Box>
        {list.isError && catalogs.length === 0 ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('actions.retry')}
              </Button>
            }
          >
            {t('catalogs.loadFailed')}
          </Alert>
        ) : null}
        {catalogs.length > 0 ? (
          <CatalogTable
            catalogs={catalogs}
            sort={sort}
            onSortChange={(value) => updateParams({ sort: value === DEFAULT_SORT ? null : value })}
            canWrite={canWrite}
            onAction={onAction}
          />
        ) : null}
        {list.isSuccess && catalogs.length === 0 ? (
          <CatalogsEmptyState
            searching={q !== ''}
            onCreate={canWrite ? () => setDialog({ kind: 'create' }) : undefined}
          />
        ) : null}
        {list.hasNextPage ? (
          <Box sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
            <Button
              variant="outlined"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
              sx={{ minHeight: TOUCH_TARGET }}
            >
              {t('actions.loadMore')}
            </Button>
          </Box>
        ) : null}
      </Paper>
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <CatalogDialog
          catalog={dialog.kind === 'edit' ? dialog.catalog : null}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'duplicate' ? (
        <DuplicateCatalogDialog catalog={dialog.catalog} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'import' ? (
        <CatalogImportDialog catalog={dialog.catalog} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('deleteCatalog.title')}
          text={t('deleteCatalog.text', {
            name: dialog.catalog.name,
            articles: formatNumber(dialog.catalog.counts.articles, 0),
            positions: formatNumber(dialog.catalog.counts.positions, 0),
          })}
          confirmLabel={t('actions.delete')}
          onConfirm={() => deleteCatalog(dialog.catalog)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </PageFrame>
  );
}
