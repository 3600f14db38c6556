import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { catalogCategoryInputSchema, type CatalogCategory } from '@vendoc/contract/service-catalogs';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import zodGerman from 'zod/v4/locales/de.js';
import { FormTextField } from '../../../../components/form/form-text-field';
import { apiProblemOf, applyFieldErrors, isReportedByHttpLayer } from '../../../../lib/http/api-problems';
import { toast } from '../../../../lib/toast/toast-service';
import { useSaveCategory } from '../api/save-category';
import { useCatalogPositionsTranslation } from '../catalog-positions-i18n';
import { categoryLabel } from '../model/category-tree';

const categoryFormSchema = catalogCategoryInputSchema.pick({ number: true, name: true });
const germanErrors = zodGerman().localeError;

export interface CategoryDialogProps {
  readonly catalogId: string;
  /** The category to rename; null creates one below `parent`. */
  readonly category: CatalogCategory | null;
  /** Where a new category goes; null at the top. */
  readonly parent: CatalogCategory | null;
  readonly onClose: () => void;
  readonly onSaved: (category: CatalogCategory) => void;
}

/** Creates a category (below the selected one) or renames one: number (e.g. "01") and name. */
export function CategoryDialog({ catalogId, category, parent, onClose, onSaved }: CategoryDialogProps) {
  const { t } = useCatalogPositionsTranslation();
  const save = useSaveCategory(catalogId);
  const form = useForm<z.input<typeof categoryFormSchema>, unknown, z.output<typeof categoryFormSchema>>({
    resolver: zodResolver(categoryFormSchema, { error: germanErrors }),
    defaultValues: { number: category?.number ?? '', name: category?.name ?? '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        id: category?.id ?? null,
        version: category?.version ?? 1,
        body: { ...values, parentId: category ? category.parentId : (parent?.id ?? null) },
      });
      toast.success(t(category ? 'categories.renamed' : 'categories.created', { name: saved.name }));
      onSaved(saved);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['number', 'name'])) return;
      const problem = apiProblemOf(error);
      if (problem?.status === 409) toast.error(t('categories.conflict'), problem.detail);
      else if (!isReportedByHttpLayer(error)) toast.error(t('categories.saveFailed'), problem?.detail);
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="category-dialog-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="category-dialog-title">
          {category
            ? t('categories.renameTitle')
            : parent
              ? t('categories.createBelowTitle', { parent: categoryLabel(parent) })
              : t('categories.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="number"
              label={t('categories.number')}
              helperText={t('categories.numberHint')}
              maxLength={20}
            />
            <FormTextField
              control={form.control}
              name="name"
              label={t('categories.name')}
              required
              maxLength={200}
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
