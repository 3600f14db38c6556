import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { catalogPositionInputSchema, type CatalogCategory } from '@vendoc/contract/service-catalogs';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import zodGerman from 'zod/v4/locales/de.js';
import { FormTextField } from '../../../../components/form/form-text-field';
import { apiProblemOf, applyFieldErrors, isReportedByHttpLayer } from '../../../../lib/http/api-problems';
import { toast } from '../../../../lib/toast/toast-service';
import { useCreatePosition } from '../api/save-position';
import { useCatalogPositionsTranslation } from '../catalog-positions-i18n';
import { categoryLabel } from '../model/category-tree';
import { TEXT_LIMITS } from '../model/position-form';

const createSchema = catalogPositionInputSchema.pick({ number: true, shortText: true, unit: true });
const germanErrors = zodGerman().localeError;

export interface CreatePositionDialogProps {
  readonly catalogId: string;
  /** The category the position goes into; null for none. */
  readonly category: CatalogCategory | null;
  readonly onClose: () => void;
  readonly onCreated: (positionId: string) => void;
}

/** Starts a position with number (optional: the next free one), short text and unit; the rest is edited after. */
export function CreatePositionDialog({ catalogId, category, onClose, onCreated }: CreatePositionDialogProps) {
  const { t } = useCatalogPositionsTranslation();
  const create = useCreatePosition(catalogId);
  const form = useForm<z.input<typeof createSchema>, unknown, z.output<typeof createSchema>>({
    resolver: zodResolver(createSchema, { error: germanErrors }),
    defaultValues: { number: '', shortText: '', unit: '' },
  });

  const submit = form.handleSubmit(async ({ number, shortText, unit }) => {
    try {
      const created = await create.mutateAsync({
        categoryId: category?.id ?? null,
        ...(number ? { number } : {}),
        shortText,
        unit,
      });
      toast.success(t('create.created', { number: created.number }));
      onCreated(created.id);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['number', 'shortText', 'unit'])) return;
      if (!isReportedByHttpLayer(error)) toast.error(t('create.failed'), apiProblemOf(error)?.detail);
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="create-position-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="create-position-title">{t('create.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {category
              ? t('create.inCategory', { category: categoryLabel(category) })
              : t('create.noCategory')}
          </DialogContentText>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="number"
                label={t('fields.number')}
                helperText={t('create.numberHint')}
                maxLength={TEXT_LIMITS.number}
              />
              <FormTextField
                control={form.control}
                name="unit"
                label={t('fields.unit')}
                required
                maxLength={TEXT_LIMITS.unit}
                sx={{ maxWidth: { sm: 160 } }}
              />
            </Stack>
            <FormTextField
              control={form.control}
              name="shortText"
              label={t('fields.shortText')}
              required
              autoFocus
              maxLength={TEXT_LIMITS.shortText}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
