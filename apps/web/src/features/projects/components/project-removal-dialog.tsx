import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import type { Project } from '@vendoc/contract/projects';
import { useState } from 'react';
import { toast } from '../../../lib/toast/toast-service';
import { apiProblemOf, isReportedByHttpLayer } from '../../../lib/http/api-problems';
import { useDeleteProject } from '../api/delete-project';
import { invalidateProject } from '../../../entities/project/project-cache';
import { projectUpdateBody, useUpdateProject } from '../api/update-project';
import { useProjectsTranslation } from '../projects-i18n';

export interface ProjectRemovalDialogProps {
  project: Project;
  /** `delete` for an empty project; `archive` for one with content (or when the server refused the delete). */
  mode: 'delete' | 'archive';
  /** Whether the role may archive (projects:write); without it a refused delete offers nothing more. */
  canArchive: boolean;
  onCancel(): void;
  onDeleted(): void;
  onArchived(): void;
}

/** Asks before deleting or archiving; a delete the server refuses (409: content) turns into an archive offer. */
export function ProjectRemovalDialog(props: ProjectRemovalDialogProps) {
  const { project, canArchive, onCancel, onDeleted, onArchived } = props;
  const { t } = useProjectsTranslation();
  const [mode, setMode] = useState(props.mode);
  const [refusal, setRefusal] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const remove = useDeleteProject();
  const update = useUpdateProject();
  const names = { number: project.number, name: project.name };

  const deleteProject = async () => {
    try {
      await remove.mutateAsync(project.id);
      toast.success(t('delete.deleted', names));
      onDeleted();
    } catch (error) {
      const problem = apiProblemOf(error);
      if (problem?.status === 409) {
        setRefusal(problem.detail ?? t('delete.hasContent'));
        setMode('archive');
      } else if (!isReportedByHttpLayer(error)) toast.error(t('delete.failed'), problem?.detail);
    }
  };

  const archiveProject = async () => {
    try {
      await update.mutateAsync({ id: project.id, body: projectUpdateBody(project, { status: 'archived' }) });
      toast.success(t('delete.archived', names));
      onArchived();
    } catch (error) {
      const problem = apiProblemOf(error);
      if (problem?.status === 409) {
        // Someone else saved meanwhile: show what is current now and let the user decide again.
        void invalidateProject(queryClient, project.id);
        toast.error(t('page.statusConflict'), t('page.statusConflictText'));
        onCancel();
      } else if (!isReportedByHttpLayer(error)) toast.error(t('page.statusFailed'), problem?.detail);
    }
  };

  const busy = remove.isPending || update.isPending;
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="project-removal-title">
      <DialogTitle id="project-removal-title">
        {mode === 'delete' ? t('delete.title') : t('delete.archiveTitle')}
      </DialogTitle>
      <DialogContent>
        {refusal ? (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        <DialogContentText>
          {mode === 'delete' ? t('delete.text', names) : t('delete.archiveText', names)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('delete.cancel')}</Button>
        {mode === 'delete' ? (
          <Button variant="contained" color="error" onClick={() => void deleteProject()} disabled={busy}>
            {t('delete.confirm')}
          </Button>
        ) : canArchive ? (
          <Button variant="contained" onClick={() => void archiveProject()} disabled={busy}>
            {refusal ? t('delete.archiveInstead') : t('page.archive')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
