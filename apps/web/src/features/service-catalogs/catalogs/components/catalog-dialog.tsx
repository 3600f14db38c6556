import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { serviceCatalogSchema, type ServiceCatalog } from '@vendoc/contract/service-catalogs';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SaveAlerts } from '../../../../components/form/save-alerts';
import { useVersionedSave } from '../../../../lib/forms/use-versioned-save';
import { toast } from '../../../../lib/toast/toast-service';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { useCreateCatalog, useUpdateCatalog } from '../api/save-catalog';
import {
  catalogFormSchema,
  catalogToFormValues,
  EMPTY_CATALOG_FORM,
  type CatalogFormOutput,
  type CatalogFormValues,
} from '../model/catalog-form';
import { germanZodErrors } from '../model/german-zod';
import { useServiceCatalogsTranslation } from '../service-catalogs-i18n';

export interface CatalogDialogProps {
  /** The catalog to rename or describe; null creates a new one. */
  readonly catalog: ServiceCatalog | null;
  readonly onClose: () => void;
  readonly onSaved?: (catalog: ServiceCatalog) => void;
}

/** Create a catalog, or change its name, trade (Gewerk) and description; a stale save offers to reload. */
export function CatalogDialog({ catalog, onClose, onSaved }: CatalogDialogProps) {
  const { t } = useServiceCatalogsTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const form = useForm<CatalogFormValues, unknown, CatalogFormOutput>({
    resolver: zodResolver(catalogFormSchema, { error: germanZodErrors }),
    defaultValues: catalog ? catalogToFormValues(catalog) : EMPTY_CATALOG_FORM,
  });
  const create = useCreateCatalog();
  const update = useUpdateCatalog();
  const { submit, conflict, alerts } = useVersionedSave({
    form,
    initialVersion: catalog?.version ?? 0,
    save: (body, version) =>
      catalog ? update.mutateAsync({ id: catalog.id, body: { ...body, version } }) : create.mutateAsync(body),
    onSaved: (saved) => {
      toast.success(t(catalog ? 'catalogDialog.saved' : 'catalogDialog.created', { name: saved.name }));
      onSaved?.(saved);
      onClose();
    },
    readCurrent: (value) => serviceCatalogSchema.safeParse(value).data,
    onReload: (current) => {
      form.reset(catalogToFormValues(current));
      queryClient.setQueryData(catalogKeys.detail(current.id), current);
    },
    texts: {
      fixErrors: t('form.fixErrors'),
      saveFailed: t('form.saveFailed'),
      conflictTitle: t('conflict.title'),
      conflictText: t('conflict.catalogText'),
      reload: t('conflict.reload'),
      reloaded: t('conflict.reloaded'),
    },
  });
  const busy = form.formState.isSubmitting;

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>
          {catalog ? t('catalogDialog.editTitle', { name: catalog.name }) : t('catalogDialog.createTitle')}
        </DialogTitle>
        <DialogContent dividers>
          <SaveAlerts {...alerts} sx={{ mb: 2 }} />
          <Box sx={{ display: 'grid', gap: 2, pt: 0.5 }}>
            <FormTextField<CatalogFormValues, CatalogFormOutput>
              control={form.control}
              name="name"
              label={t('fields.catalogName')}
              required
              autoFocus
              maxLength={200}
            />
            <FormTextField<CatalogFormValues, CatalogFormOutput>
              control={form.control}
              name="trade"
              label={t('fields.trade')}
              helperText={t('fields.tradeHelp')}
              maxLength={100}
            />
            <FormTextField<CatalogFormValues, CatalogFormOutput>
              control={form.control}
              name="description"
              label={t('fields.description')}
              multiline
              minRows={3}
              maxLength={2000}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="confirm" disabled={busy || conflict !== null}>
            {catalog ? t('actions.save') : t('actions.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
