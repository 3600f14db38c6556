import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  BoqChoiceField,
  effectiveBoqChoice,
  type BoqChoice,
} from '../../../../components/boq-choice/boq-choice-field';
import { useProjectBoqs } from '../../../../entities/boq/get-project-boqs';
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

/**
 * Names a new quantity survey ("Aufmaß 22.11.2026" by default) and the BoQ it measures (the contract BoQ
 * preselected), creates it and opens it in the editor.
 */
export function NewSurveyDialog({ projectId, construction, onClose }: NewSurveyDialogProps) {
  const { t } = useProjectsTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const create = useCreateSurvey();
  const [name, setName] = useState(() => t('surveys.defaultName', { date: formatDate(new Date()) }));
  const boqs = useProjectBoqs(projectId);
  const [boqPicked, setBoqPicked] = useState<BoqChoice | undefined>(undefined);
  const [boqMissing, setBoqMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    if (!name.trim()) {
      setError(t('surveys.nameMissing'));
      return;
    }
    const boqId = effectiveBoqChoice(boqPicked, boqs.data);
    if (boqId === undefined && !boqs.isError) {
      setBoqMissing(true);
      return;
    }
    try {
      const survey = await create.mutateAsync({
        projectId,
        constructionId: construction?.id ?? null,
        // Always explicit: the server never has to guess (without the list, none).
        boqId: boqId ?? null,
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
            sx={{ mt: 1, mb: 2.5 }}
          />
          <BoqChoiceField
            boqs={boqs.data}
            loadFailed={boqs.isError}
            value={boqPicked}
            onChange={setBoqPicked}
            disabled={create.isPending}
            missing={boqMissing}
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
