import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { zodResolver } from '@hookform/resolvers/zod';
import { serviceCatalogDuplicateSchema, type ServiceCatalog } from '@vendoc/contract/service-catalogs';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/form-text-field';
import { formatNumber } from '../../../../lib/format/format';
import { apiProblemOf, isReportedByHttpLayer, placeFieldErrors } from '../../../../lib/http/api-problems';
import { toast } from '../../../../lib/toast/toast-service';
import { useDuplicateCatalog } from '../api/duplicate-catalog';
import { copyName } from '../model/catalog-form';
import { germanZodErrors } from '../model/german-zod';
import { useServiceCatalogsTranslation } from '../service-catalogs-i18n';

interface DuplicateValues {
  name: string;
}

export interface DuplicateCatalogDialogProps {
  readonly catalog: ServiceCatalog;
  readonly onClose: () => void;
}

/** Copies a catalog with its articles, categories and positions under a new name ("{name} (Kopie)" to start). */
export function DuplicateCatalogDialog({ catalog, onClose }: DuplicateCatalogDialogProps) {
  const { t } = useServiceCatalogsTranslation();
  const titleId = useId();
  const duplicate = useDuplicateCatalog();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DuplicateValues>({
    resolver: zodResolver(serviceCatalogDuplicateSchema, { error: germanZodErrors }),
    defaultValues: { name: copyName(catalog.name, t('duplicate.suffix')) },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      const copy = await duplicate.mutateAsync({ id: catalog.id, name });
      toast.success(t('duplicate.done', { name: copy.name }));
      onClose();
    } catch (error) {
      const problem = apiProblemOf(error);
      const general = problem ? placeFieldErrors(problem.fieldErrors, form.setError) : [];
      if (problem && problem.status !== 404) {
        setFailure([problem.detail ?? t('duplicate.failed'), ...general].join(' '));
      } else if (!isReportedByHttpLayer(error)) setFailure(t('duplicate.failed'));
    }
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{t('duplicate.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('duplicate.text', {
              name: catalog.name,
              articles: formatNumber(catalog.counts.articles, 0),
              positions: formatNumber(catalog.counts.positions, 0),
            })}
          </DialogContentText>
          {failure ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          <FormTextField<DuplicateValues>
            control={form.control}
            name="name"
            label={t('duplicate.name')}
            required
            autoFocus
            maxLength={200}
          />
          {/* Copying thousands of articles and positions takes a moment. */}
          <Box sx={{ height: 24, pt: 2 }}>
            {busy ? <LinearProgress aria-label={t('duplicate.working')} /> : null}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="confirm" disabled={busy}>
            {t('duplicate.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
