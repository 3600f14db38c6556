import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { quantitySurveyTemplateSchema, type QuantitySurveyTemplate } from '@vendoc/contract/quantity-surveys';
import { useId, useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SaveAlerts } from '../../../../components/form/save-alerts';
import { useVersionedSave } from '../../../../lib/forms/use-versioned-save';
import { toast } from '../../../../lib/toast/toast-service';
import { useCreateTemplate, useUpdateTemplate } from '../../api/save-template';
import { surveyKeys } from '../../../../entities/quantity-survey/survey-keys';
import { useQuantitySurveysTranslation } from '../../quantity-surveys-i18n';
import {
  EMPTY_TEMPLATE_FORM,
  germanZodErrors,
  templateFormSchema,
  templateToFormValues,
  type TemplateFormOutput,
  type TemplateFormValues,
} from '../model/template-form';
import { previewTemplate } from '../model/template-preview';
import { TemplateLines } from './template-lines';
import { TemplateParameters } from './template-parameters';

export interface TemplateEditorDialogProps {
  /** The template to edit; null creates one. */
  template: QuantitySurveyTemplate | null;
  onClose(): void;
}

/**
 * Create or edit a survey template: name, description, parameters and lines, with the engine checking each
 * formula as it is typed and a preview of the results with the parameters' suggested values.
 */
export function TemplateEditorDialog({ template, onClose }: TemplateEditorDialogProps) {
  const { t } = useQuantitySurveysTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const queryClient = useQueryClient();
  const form = useForm<TemplateFormValues, unknown, TemplateFormOutput>({
    resolver: zodResolver(templateFormSchema, { error: germanZodErrors }),
    defaultValues: template ? templateToFormValues(template) : EMPTY_TEMPLATE_FORM,
  });
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const { submit, conflict, alerts } = useVersionedSave({
    form,
    initialVersion: template?.version ?? 0,
    save: (body, version) =>
      template
        ? update.mutateAsync({ id: template.id, body: { ...body, version } })
        : create.mutateAsync(body),
    onSaved: (saved) => {
      toast.success(t(template ? 'templates.saved' : 'templates.created', { name: saved.name }));
      onClose();
    },
    readCurrent: (value) => quantitySurveyTemplateSchema.safeParse(value).data,
    onReload: (current) => {
      form.reset(templateToFormValues(current));
      void queryClient.invalidateQueries({ queryKey: surveyKeys.templates });
    },
    texts: {
      fixErrors: t('form.fixErrors'),
      saveFailed: t('templates.saveFailed'),
      conflictTitle: t('templates.conflictTitle'),
      conflictText: t('form.conflictText'),
      reload: t('form.reload'),
      reloaded: t('form.reloaded'),
    },
  });
  const parameters = useWatch({ control: form.control, name: 'parameters' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const preview = useMemo(() => previewTemplate(parameters, lines), [parameters, lines]);
  const busy = form.formState.isSubmitting;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      aria-labelledby={titleId}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
          <DialogTitle id={titleId}>
            {template ? t('templates.editTitle', { name: template.name }) : t('templates.createTitle')}
          </DialogTitle>
          <DialogContent dividers>
            <SaveAlerts {...alerts} sx={{ mb: 2 }} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, pt: 0.5 }}>
              <FormTextField<TemplateFormValues, TemplateFormOutput>
                name="name"
                label={t('templates.name')}
                required
                autoFocus
                maxLength={200}
              />
              <FormTextField<TemplateFormValues, TemplateFormOutput>
                name="description"
                label={t('templates.description')}
                maxLength={2000}
              />
            </Box>
            <Divider sx={{ my: 2 }} />
            <TemplateParameters />
            <Divider sx={{ my: 2 }} />
            <TemplateLines preview={preview} />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose} disabled={busy}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" variant="contained" color="confirm" disabled={busy || conflict !== null}>
              {template ? t('actions.save') : t('actions.create')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
