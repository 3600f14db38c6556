import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { QuantitySurvey } from '@vendoc/contract/quantity-surveys';
import {
  BoqChoiceField,
  useBoqLabel,
  type BoqChoice,
} from '../../../../components/boq-choice/boq-choice-field';
import { useProjectBoqs } from '../../../../entities/boq/get-project-boqs';
import { toast } from '../../../../lib/toast/toast-service';
import type { BoqChangeFailure } from '../hooks/use-survey-actions';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';

export interface ChangeBoqDialogProps {
  readonly survey: Pick<QuantitySurvey, 'projectId' | 'boq'>;
  /** Sends the choice with the survey's current version. */
  readonly onChangeBoq: (boqId: BoqChoice) => Promise<BoqChangeFailure | null>;
  readonly onClose: () => void;
}

/**
 * "LV wechseln": the project's BoQs with the survey's own preselected. A refusal keeps the dialog open with the
 * reason; after someone else's change the choice stays and is sent again with the newest version on request.
 */
export function ChangeBoqDialog({ survey, onChangeBoq, onClose }: ChangeBoqDialogProps) {
  const { t } = useSurveyEditorTranslation();
  const label = useBoqLabel();
  const titleId = useId();
  const boqs = useProjectBoqs(survey.projectId);
  const [picked, setPicked] = useState<BoqChoice>(survey.boq?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async () => {
    if (picked === (survey.boq?.id ?? null)) {
      onClose();
      return;
    }
    setBusy(true);
    setMessage(null);
    const failure = await onChangeBoq(picked);
    setBusy(false);
    if (failure === null) {
      const chosen = boqs.data?.find((boq) => boq.id === picked) ?? null;
      toast.success(t('header.boqChanged', { boq: label(chosen) }));
      onClose();
    } else if (failure.kind === 'stale') {
      setMessage(t('header.changeBoqStale', { boq: label(failure.current.boq) }));
    } else if (failure.kind === 'refused') {
      setMessage(failure.message);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form
        noValidate
        style={{ display: 'contents' }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{t('header.changeBoqTitle')}</DialogTitle>
        <DialogContent>
          {message ? (
            <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
              {message}
            </Alert>
          ) : null}
          <DialogContentText sx={{ mb: 2.5 }}>{t('header.changeBoqText')}</DialogContentText>
          <BoqChoiceField
            boqs={boqs.data}
            loadFailed={boqs.isError}
            value={picked}
            onChange={setPicked}
            disabled={busy}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('header.changeBoqCancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || boqs.data === undefined}>
            {t('header.changeBoqSave')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
