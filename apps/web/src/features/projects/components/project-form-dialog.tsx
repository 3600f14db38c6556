import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { projectSchema, type Project } from '@vendoc/contract/projects';
import { Suspense, useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { SaveAlerts } from '../../../components/form/save-alerts';
import { useVersionedSave } from '../../../lib/forms/use-versioned-save';
import { toast } from '../../../lib/toast/toast-service';
import { useCreateProject } from '../../../entities/project/create-project';
import { projectKeys } from '../../../entities/project/project-keys';
import { useUpdateProject } from '../api/update-project';
import { useProjectsTranslation } from '../projects-i18n';
import {
  EMPTY_PROJECT_FORM,
  germanZodErrors,
  projectFormSchema,
  projectToFormValues,
  type ProjectFormValues,
} from '../project-form';
import type { ClientOption } from './client-picker';
import { useClientDialogSlot } from './client-dialog-slot';
import { ProjectFormFields } from './project-form-fields';

export interface ProjectFormDialogProps {
  /** The project to edit; null creates one. */
  project: Project | null;
  onClose(): void;
  onSaved?(project: Project): void;
}

/**
 * Create or edit a project in a dialog. A stale version (someone else saved meanwhile) shows the conflict and
 * "Neu laden", which loads the current version into the open form: never a silent overwrite.
 */
export function ProjectFormDialog({ project, onClose, onSaved }: ProjectFormDialogProps) {
  const { t } = useProjectsTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const queryClient = useQueryClient();
  const ClientDialog = useClientDialogSlot();
  const schema = useMemo(() => projectFormSchema((key) => t(key)), [t]);
  const form = useForm<ProjectFormValues, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema, { error: germanZodErrors }),
    defaultValues: project ? projectToFormValues(project) : EMPTY_PROJECT_FORM,
  });
  const [client, setClient] = useState<ClientOption | null>(project?.client ?? null);
  const [creatingClient, setCreatingClient] = useState(false);
  const create = useCreateProject();
  const update = useUpdateProject();
  const { submit, conflict, alerts } = useVersionedSave({
    form,
    initialVersion: project?.version ?? 0,
    save: (body, version) =>
      project ? update.mutateAsync({ id: project.id, body: { ...body, version } }) : create.mutateAsync(body),
    onSaved: (saved) => {
      toast.success(t(project ? 'form.saved' : 'form.created', { number: saved.number }));
      onSaved?.(saved);
      onClose();
    },
    readCurrent: (value) => projectSchema.safeParse(value).data,
    onReload: (current) => {
      form.reset(projectToFormValues(current));
      setClient(current.client);
      queryClient.setQueryData(projectKeys.detail(current.id), current);
    },
    texts: {
      fixErrors: t('form.fixErrors'),
      saveFailed: t('form.saveFailed'),
      conflictTitle: t('conflict.title'),
      conflictText: t('conflict.text'),
      reload: t('conflict.reload'),
      reloaded: t('conflict.reloaded'),
    },
  });

  const busy = form.formState.isSubmitting;
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
          <DialogTitle id={titleId}>
            {project ? t('form.editTitle', { number: project.number }) : t('form.createTitle')}
          </DialogTitle>
          <DialogContent dividers>
            <SaveAlerts {...alerts} sx={{ mb: 2 }} />
            <ProjectFormFields
              client={client}
              onClientChange={setClient}
              onCreateClient={ClientDialog ? () => setCreatingClient(true) : undefined}
              project={project}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose} disabled={busy}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" variant="contained" color="confirm" disabled={busy || conflict !== null}>
              {project ? t('form.save') : t('form.create')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
      {ClientDialog && creatingClient ? (
        <Suspense fallback={null}>
          <ClientDialog
            open
            clientId={null}
            onClose={() => setCreatingClient(false)}
            onSaved={(created) => {
              setClient(created);
              form.setValue('clientId', created.id, { shouldValidate: form.formState.isSubmitted });
            }}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
