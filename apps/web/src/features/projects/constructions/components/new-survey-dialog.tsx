import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../../lib/format/format';
import { apiProblemOf, isReportedByHttpLayer } from '../../../../lib/http/api-problems';
import { useProjectsTranslation } from '../../projects-i18n';
import { useCreateSurvey } from '../../../../entities/quantity-survey/create-survey';
import { paths } from '../../../../lib/navigation/paths';

export interface NewSurveyDialogProps {
  projectId: string;
  /** The construction the survey hangs under; null for none. */
  construction: { id: string; name: string } | null;
  onClose(): void;
}

/** Names a new quantity survey ("Aufmaß 22.11.2026" by default), creates it and opens it in the editor. */
export function NewSurveyDialog({ projectId, construction, onClose }: NewSurveyDialogProps) {
  const { t } = useProjectsTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const create = useCreateSurvey();
  const [name, setName] = useState(() => t('surveys.defaultName', { date: formatDate(new Date()) }));
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    if (!name.trim()) {
      setError(t('surveys.nameMissing'));
      return;
    }
    try {
      const survey = await create.mutateAsync({
        projectId,
        constructionId: construction?.id ?? null,
        name: name.trim(),
      });
      onClose();
      void navigate(paths.quantitySurvey(projectId, survey.construction?.id ?? null, survey.id));
    } catch (failure) {
      const problem = apiProblemOf(failure);
      if (!isReportedByHttpLayer(failure)) {
        setError(
          problem?.fieldErrors.map((fieldError) => fieldError.message).join(' ') ||
            problem?.detail ||
            t('surveys.createFailed'),
        );
      }
    }
  };

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      maxWidth="xs"
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
        <DialogTitle id={titleId}>
          {construction ? t('surveys.newTitleFor', { name: construction.name }) : t('surveys.newTitle')}
        </DialogTitle>
        <DialogContent>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <TextField
            fullWidth
            autoFocus
            required
            label={t('surveys.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="confirm" disabled={create.isPending}>
            {t('surveys.start')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
