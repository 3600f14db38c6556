import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import type { Construction } from '@vendoc/contract/quantity-surveys';
import { useId, useState } from 'react';
import { apiProblemOf, isReportedByHttpLayer } from '../../../../lib/http/api-problems';
import { toast } from '../../../../lib/toast/toast-service';
import { useProjectsTranslation } from '../../projects-i18n';
import { invalidateSurveysOfProject } from '../../../../entities/quantity-survey/survey-cache';
import { useDeleteConstruction } from '../api/delete-construction';

/**
 * Asks before deleting a construction. The server refuses (409) while quantity surveys hang under it; its
 * explanation then shows in the dialog.
 */
export function ConstructionDeleteDialog({
  construction,
  onClose,
}: {
  construction: Construction;
  onClose(): void;
}) {
  const { t } = useProjectsTranslation();
  const titleId = useId();
  const remove = useDeleteConstruction();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    try {
      await remove.mutateAsync(construction);
      toast.success(t('constructions.deleted', { name: construction.name }));
      onClose();
    } catch (error) {
      const problem = apiProblemOf(error);
      if (problem?.status === 409) {
        setRefusal(problem.detail ?? t('constructions.deleteRefused'));
        // A stale version: show the construction as it is now behind the dialog.
        if (problem.current != null) void invalidateSurveysOfProject(queryClient, construction.projectId);
      } else if (!isReportedByHttpLayer(error)) toast.error(t('constructions.deleteFailed'), problem?.detail);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('constructions.deleteTitle')}</DialogTitle>
      <DialogContent>
        {refusal ? (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          {t('constructions.deleteText', { name: construction.name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {refusal ? t('constructions.close') : t('delete.cancel')}
        </Button>
        {refusal ? null : (
          <Button
            variant="contained"
            color="error"
            onClick={() => void confirm()}
            disabled={remove.isPending}
          >
            {t('delete.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
