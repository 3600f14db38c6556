import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConstructionNote } from '@vendoc/contract/construction-notes';
import { isSurveyEditable } from '@vendoc/contract/quantity-surveys';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useProjectSurveys } from '../../../entities/quantity-survey/get-surveys';
import { formatDate, formatDateTime } from '../../../lib/format/format';
import { apiProblemOf } from '../../../lib/http/api-problems';
import { paths } from '../../../lib/navigation/paths';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';

export interface SurveyTransferDialogProps {
  readonly note: Pick<ConstructionNote, 'projectId' | 'date' | 'surveyTransfers'>;
  /** Saves the day if needed and takes its work done into the survey; throws with the server's reason. */
  readonly onTransfer: (quantitySurveyId: string) => Promise<unknown>;
  readonly onClose: () => void;
}

/** Chooses a survey of the project that can still change and takes the day's work done into it. */
export function SurveyTransferDialog({ note, onTransfer, onClose }: SurveyTransferDialogProps) {
  const { t } = useConstructionNotesTranslation();
  const surveys = useProjectSurveys(note.projectId);
  const taken = new Set(note.surveyTransfers.map((transfer) => transfer.quantitySurveyId));
  const choices = (surveys.data ?? []).filter(
    (survey) => isSurveyEditable(survey.status) && !taken.has(survey.id),
  );
  const [surveyId, setSurveyId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = choices.some((survey) => survey.id === surveyId) ? surveyId : '';

  const submit = async () => {
    if (chosen === '') {
      setError(t('transfer.chooseSurvey'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onTransfer(chosen);
      onClose();
    } catch (failure) {
      const problem = apiProblemOf(failure);
      setError(problem?.fieldErrors[0]?.message ?? problem?.detail ?? t('transfer.failed'));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('transfer.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('transfer.text', { date: formatDate(note.date) })}
        </DialogContentText>
        {surveys.isSuccess && choices.length === 0 ? (
          <Alert severity="info">{t('transfer.noSurvey')}</Alert>
        ) : (
          <TextField
            select
            label={t('transfer.survey')}
            value={chosen}
            onChange={(event) => {
              setSurveyId(event.target.value);
              setError(null);
            }}
            disabled={!surveys.isSuccess}
            fullWidth
            required
          >
            {choices.map((survey) => (
              <MenuItem key={survey.id} value={survey.id} sx={{ minHeight: 48 }}>
                {survey.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {error === null ? null : (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          {t('sign.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy || choices.length === 0}
          sx={{ minHeight: 48 }}
        >
          {t('transfer.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Where the day's work done went: each survey with the sheet it got, linked to the survey at that sheet. */
export function SurveyTransfers({ note }: { readonly note: ConstructionNote }) {
  const { t } = useConstructionNotesTranslation();
  if (note.surveyTransfers.length === 0) return null;
  return (
    <section aria-labelledby="survey-transfers-title">
      <Typography id="survey-transfers-title" component="h2" variant="h6">
        {t('transfer.listTitle')}
      </Typography>
      <List dense aria-labelledby="survey-transfers-title">
        {note.surveyTransfers.map((transfer) => (
          <ListItem key={transfer.sheetId} disableGutters sx={{ gap: 1, flexWrap: 'wrap', minHeight: 48 }}>
            <Link
              component={RouterLink}
              to={paths.quantitySurvey(note.projectId, transfer.constructionId, transfer.quantitySurveyId, {
                sheet: transfer.sheetNumber,
              })}
              sx={{ py: 1.5 }}
            >
              {t('transfer.item', {
                survey: transfer.quantitySurveyName,
                sheet: transfer.sheetNumber,
                count: transfer.lineCount,
              })}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {[
                transfer.noteRevision === null
                  ? null
                  : t('entry.revisionItem', { revision: transfer.noteRevision }),
                formatDateTime(transfer.createdAt),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </ListItem>
        ))}
      </List>
    </section>
  );
}
