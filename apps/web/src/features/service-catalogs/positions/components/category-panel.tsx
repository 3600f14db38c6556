import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { mdiDeleteOutline, mdiFolderPlusOutline, mdiPencilOutline } from '@mdi/js';
import type { CatalogCategory } from '@vendoc/contract/service-catalogs';
import { ConfirmDialog } from '../../../../components/dialogs/ConfirmDialog';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { isReportedByHttpLayer, problemMessage } from '../../../../lib/http/api-problems';
import { toast } from '../../../../lib/toast/toast-service';
import { useCategories } from '../api/get-categories';
import { useDeleteCategory } from '../api/delete-category';
import { useCatalogPositionsTranslation } from '../catalog-positions-i18n';
import { categoryLabel, categoryRows } from '../model/category-tree';
import { CategoryDialog } from './category-dialog';

export interface CategoryPanelProps {
  readonly catalogId: string;
  /** The selected category; null for "Alle Positionen". */
  readonly selectedId: string | null;
  readonly onSelect: (categoryId: string | null) => void;
  readonly canWrite: boolean;
}

type OpenDialog = 'create' | 'rename' | 'delete' | null;

/** The catalog's category tree with "Alle Positionen" on top; office staff create, rename and delete here. */
export function CategoryPanel({ catalogId, selectedId, onSelect, canWrite }: CategoryPanelProps) {
  const { t } = useCatalogPositionsTranslation();
  const categories = useCategories(catalogId);
  const remove = useDeleteCategory(catalogId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const rows = useMemo(() => categoryRows(categories.data ?? []), [categories.data]);
  const selected = rows.find((row) => row.category.id === selectedId)?.category ?? null;

  const deleteSelected = (category: CatalogCategory) =>
    remove.mutateAsync(category.id).then(
      () => {
        toast.success(t('categories.deleted', { name: category.name }));
        onSelect(null);
      },
      (error: unknown) => {
        if (!isReportedByHttpLayer(error)) toast.error(t('categories.deleteFailed'), problemMessage(error));
        throw error;
      },
    );

  return (
    <Box
      component="nav"
      aria-label={t('categories.label')}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5, pt: 1.5, pb: 0.5, gap: 0.5 }}>
        <Typography component="h2" variant="subtitle2" sx={{ flex: 1 }}>
          {t('categories.title')}
        </Typography>
        {canWrite ? (
          <>
            <Tooltip
              title={
                selected
                  ? t('categories.createBelow', { parent: categoryLabel(selected) })
                  : t('categories.create')
              }
            >
              <IconButton
                size="small"
                aria-label={t('categories.create')}
                onClick={() => setDialog('create')}
              >
                <MdiIcon path={mdiFolderPlusOutline} fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('categories.rename')}>
              <span>
                <IconButton
                  size="small"
                  aria-label={t('categories.rename')}
                  disabled={!selected}
                  onClick={() => setDialog('rename')}
                >
                  <MdiIcon path={mdiPencilOutline} fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('categories.delete')}>
              <span>
                <IconButton
                  size="small"
                  aria-label={t('categories.delete')}
                  disabled={!selected}
                  onClick={() => setDialog('delete')}
                >
                  <MdiIcon path={mdiDeleteOutline} fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </>
        ) : null}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <List dense disablePadding>
          <ListItem disablePadding>
            <ListItemButton
              selected={selectedId === null}
              aria-current={selectedId === null ? 'true' : undefined}
              onClick={() => onSelect(null)}
            >
              <ListItemText
                primary={t('categories.all')}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          </ListItem>
          {rows.map(({ category, depth }) => (
            <ListItem key={category.id} disablePadding>
              <ListItemButton
                selected={category.id === selectedId}
                aria-current={category.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(category.id)}
                sx={{ pl: 2 + depth * 2 }}
              >
                <ListItemText
                  primary={categoryLabel(category)}
                  slotProps={{ primary: { noWrap: true, title: categoryLabel(category) } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {categories.isPending ? (
          <Box sx={{ p: 2 }}>
            <CircularProgress size={20} aria-label={t('categories.loading')} />
          </Box>
        ) : null}
        {categories.isError ? (
          <Alert
            severity="error"
            sx={{ m: 1 }}
            action={<Button onClick={() => void categories.refetch()}>{t('actions.retry')}</Button>}
          >
            {t('categories.loadFailed')}
          </Alert>
        ) : null}
        {categories.isSuccess && rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {t('categories.empty')}
          </Typography>
        ) : null}
      </Box>
      {dialog === 'create' || (dialog === 'rename' && selected) ? (
        <CategoryDialog
          catalogId={catalogId}
          category={dialog === 'rename' ? selected : null}
          parent={dialog === 'create' ? selected : null}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            onSelect(saved.id);
          }}
        />
      ) : null}
      {dialog === 'delete' && selected ? (
        <ConfirmDialog
          title={t('categories.deleteTitle')}
          text={t('categories.deleteText', { name: categoryLabel(selected) })}
          confirmLabel={t('categories.delete')}
          onConfirm={() => deleteSelected(selected)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Box>
  );
}
