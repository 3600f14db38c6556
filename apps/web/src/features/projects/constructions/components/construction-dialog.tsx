import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CONSTRUCTION_KINDS, constructionSchema, type Construction } from '@vendoc/contract/quantity-surveys';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SaveAlerts } from '../../../../components/form/save-alerts';
import { useVersionedSave } from '../../../../lib/forms/use-versioned-save';
import { toast } from '../../../../lib/toast/toast-service';
import { germanZodErrors } from '../../project-form';
import { useProjectsTranslation } from '../../projects-i18n';
import { constructionKeys } from '../../../../entities/construction/construction-keys';
import { useCreateConstruction } from '../../../../entities/construction/create-construction';
import { useUpdateConstruction } from '../api/update-construction';
import {
  constructionFormSchema,
  constructionToFormValues,
  EMPTY_CONSTRUCTION_FORM,
  type ConstructionFormOutput,
  type ConstructionFormValues,
} from '../construction-form';

export interface ConstructionDialogProps {
  projectId: string;
  /** The construction to edit; null creates one. */
  construction: Construction | null;
  onClose(): void;
}

/**
 * Create or edit a construction (Bauteil): name, kind, where in the building, description. The server's field
 * messages show at their fields; a stale save shows the conflict with "Neu laden".
 */
export function ConstructionDialog({ projectId, construction, onClose }: ConstructionDialogProps) {
  const { t } = useProjectsTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const form = useForm<ConstructionFormValues, unknown, ConstructionFormOutput>({
    resolver: zodResolver(constructionFormSchema, { error: germanZodErrors }),
    defaultValues: construction ? constructionToFormValues(construction) : EMPTY_CONSTRUCTION_FORM,
  });
  const create = useCreateConstruction();
  const update = useUpdateConstruction();
  const { submit, conflict, alerts } = useVersionedSave({
    form,
    initialVersion: construction?.version ?? 0,
    save: (body, version) =>
      construction
        ? update.mutateAsync({ id: construction.id, body: { ...body, version } })
        : create.mutateAsync({ projectId, body }),
    onSaved: (saved) => {
      toast.success(t(construction ? 'constructions.saved' : 'constructions.created', { name: saved.name }));
      onClose();
    },
    readCurrent: (value) => constructionSchema.safeParse(value).data,
    onReload: (current) => {
      form.reset(constructionToFormValues(current));
      void queryClient.invalidateQueries({ queryKey: constructionKeys.list(projectId) });
    },
    texts: {
      fixErrors: t('form.fixErrors'),
      saveFailed: t('constructions.saveFailed'),
      conflictTitle: t('constructions.conflictTitle'),
      conflictText: t('conflict.text'),
      reload: t('conflict.reload'),
      reloaded: t('conflict.reloaded'),
    },
  });
  const busy = form.formState.isSubmitting;

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>
          {construction
            ? t('constructions.editTitle', { name: construction.name })
            : t('constructions.createTitle')}
        </DialogTitle>
        <DialogContent dividers>
          <SaveAlerts {...alerts} sx={{ mb: 2 }} />
          <Box sx={{ display: 'grid', gap: 2, pt: 0.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
            <FormTextField<ConstructionFormValues, ConstructionFormOutput>
              control={form.control}
              name="name"
              label={t('constructions.name')}
              required
              autoFocus
              maxLength={200}
            />
            <Controller
              control={form.control}
              name="kind"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  fullWidth
                  label={t('constructions.kind')}
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message}
                >
                  {CONSTRUCTION_KINDS.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {t(`constructionKind.${kind}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Box>
          <Box
            sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
          >
            <FormTextField<ConstructionFormValues, ConstructionFormOutput>
              control={form.control}
              name="location.building"
              label={t('constructions.building')}
              placeholder={t('constructions.buildingExample')}
              maxLength={100}
            />
            <FormTextField<ConstructionFormValues, ConstructionFormOutput>
              control={form.control}
              name="location.floor"
              label={t('constructions.floor')}
              placeholder={t('constructions.floorExample')}
              maxLength={100}
            />
            <FormTextField<ConstructionFormValues, ConstructionFormOutput>
              control={form.control}
              name="location.room"
              label={t('constructions.room')}
              placeholder={t('constructions.roomExample')}
              maxLength={100}
            />
          </Box>
          <Box sx={{ mt: 2 }}>
            <FormTextField<ConstructionFormValues, ConstructionFormOutput>
              control={form.control}
              name="description"
              label={t('constructions.description')}
              multiline
              minRows={2}
              maxLength={10_000}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="confirm" disabled={busy || conflict !== null}>
            {construction ? t('form.save') : t('form.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
