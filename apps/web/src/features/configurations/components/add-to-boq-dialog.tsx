import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Configuration } from '@vendoc/contract/configurations';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoqTitles } from '../../../entities/boq/get-boq-titles';
import { useProjectBoqs } from '../../../entities/boq/get-project-boqs';
import { useAddConfigurationToBoq } from '../../../entities/configuration/change-configurations';
import { apiProblemOf, isReportedByHttpLayer } from '../../../lib/http/api-problems';
import { toast } from '../../../lib/toast/toast-service';
import { useConfigurationsTranslation } from '../configurations-i18n';

// The title select's value for "no title" (node ids are UUIDs).
const TOP_LEVEL = 'top';

export interface AddToBoqDialogProps {
  readonly projectId: string;
  readonly configuration: Configuration;
  onClose(): void;
}

/** "Zum LV hinzufügen": a BoQ of the project and a title in it; the item goes at the end of the title. */
export function AddToBoqDialog({ projectId, configuration, onClose }: AddToBoqDialogProps) {
  const { t } = useConfigurationsTranslation();
  const { t: tApp } = useTranslation('app');
  const titleId = useId();
  const boqs = useProjectBoqs(projectId);
  const [picked, setPicked] = useState<string | null>(null);
  // The only BoQ is taken without asking.
  const boqId = picked ?? (boqs.data?.length === 1 ? boqs.data[0]!.id : null);
  const titles = useBoqTitles(boqId);
  const [parent, setParent] = useState<string | null>(null);
  const parentValue = parent ?? titles.data?.[0]?.id ?? TOP_LEVEL;
  const add = useAddConfigurationToBoq(configuration.id);
  const [errors, setErrors] = useState<{ boq?: string; title?: string; general?: string }>({});

  const submit = async () => {
    setErrors({});
    if (boqId === null) {
      setErrors({ boq: t('add.boqMissing') });
      return;
    }
    try {
      await add.mutateAsync({
        boqId,
        parentId: parentValue === TOP_LEVEL ? null : parentValue,
        version: configuration.version,
      });
      toast.success(t('add.done'));
      onClose();
    } catch (failure) {
      if (isReportedByHttpLayer(failure)) return;
      const problem = apiProblemOf(failure);
      const at = (path: string) =>
        problem?.fieldErrors
          .filter((error) => error.path === path)
          .map((error) => error.message)
          .join(' ') || undefined;
      const rest = problem?.fieldErrors
        .filter((error) => error.path !== 'boqId' && error.path !== 'parentId')
        .map((error) => error.message)
        .join(' ');
      setErrors({
        boq: at('boqId'),
        title: at('parentId'),
        general: rest || (problem?.fieldErrors.length ? undefined : (problem?.detail ?? t('add.failed'))),
      });
    }
  };

  let boqHint: string | undefined;
  if (boqs.isError) boqHint = t('add.boqsFailed');
  else if (boqs.data?.length === 0) boqHint = t('add.noBoqs');
  let titleHint: string | undefined;
  if (boqId !== null && titles.isPending) titleHint = t('add.titlesLoading');
  else if (titles.isError) titleHint = t('add.titlesFailed');

  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <form
        noValidate
        style={{ display: 'contents' }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{t('add.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          {errors.general ? (
            <Alert severity="error" role="alert">
              {errors.general}
            </Alert>
          ) : null}
          <TextField
            select
            fullWidth
            label={t('add.boq')}
            value={boqId ?? ''}
            onChange={(event) => {
              setPicked(event.target.value);
              setParent(null);
            }}
            disabled={add.isPending || !boqs.data?.length}
            error={errors.boq !== undefined || boqs.isError}
            helperText={errors.boq ?? boqHint}
            sx={{ mt: 1 }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="" disabled>
              {t('add.pickBoq')}
            </MenuItem>
            {(boqs.data ?? []).map((boq) => (
              <MenuItem key={boq.id} value={boq.id}>
                {`${boq.name} (${tApp(`boqChoice.kinds.${boq.kind}`)})`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            label={t('add.title_field')}
            value={boqId === null || titles.isPending ? '' : parentValue}
            onChange={(event) => setParent(event.target.value)}
            disabled={add.isPending || boqId === null || titles.isPending}
            error={errors.title !== undefined || titles.isError}
            helperText={errors.title ?? titleHint}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            {boqId === null || titles.isPending ? <MenuItem value="">{'\u00a0'}</MenuItem> : null}
            {(titles.data ?? []).map((title) => (
              <MenuItem key={title.id} value={title.id} sx={{ pl: 2 + title.depth * 2 }}>
                {[title.oz, title.shortText].filter(Boolean).join(' ')}
              </MenuItem>
            ))}
            <MenuItem value={TOP_LEVEL}>{t('add.topLevel')}</MenuItem>
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={add.isPending}>
            {t('add.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="confirm"
            disabled={add.isPending || boqId === null}
          >
            {t('add.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
