import { useState, type ReactNode } from 'react';
import { mdiDeleteOutline, mdiRuler } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { defaultSurveyBoq, surveyBoqOrder } from '@vendoc/contract/quantity-surveys';
import type { SmartNote } from '@vendoc/contract/smart-notes';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useProjectBoqs } from '../../../entities/boq/get-project-boqs';
import { useCreateSurvey } from '../../../entities/quantity-survey/create-survey';
import { useSmartNoteChanges } from '../../../entities/smart-note/change-smart-notes';
import { hasPendingChanges } from '../../../entities/smart-note/pending-smart-notes';
import { useMe } from '../../../entities/user/get-me';
import { formatDate } from '../../../lib/format/format';
import { problemMessage } from '../../../lib/http/api-problems';
import { paths } from '../../../lib/navigation/paths';
import { toast } from '../../../lib/toast/toast-service';
import { STATUS_COLORS } from '../model/note-look';
import { useNoteSave, type NoteChanges } from '../model/use-note-save';
import { useSmartNotesTranslation } from '../smart-notes-i18n';
import type { PendingRecord } from '../../../lib/offline/pending-records';
import { NoteChecklist } from './note-checklist';
import { PendingNoteBanner } from './pending-note-banner';
import { NoteComments } from './note-comments';
import { NoteDetailsForm } from './note-details-form';
import { NotePhotos } from './note-photos';
import { NotePositions } from './note-positions';
import { NoteVoiceMemo } from './note-voice-memo';

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export interface NoteViewProps {
  readonly note: SmartNote;
  /** What of the note waits on this device (made or changed offline), if anything. */
  readonly pending?: PendingRecord<SmartNote> | null;
  /** Beside the survey editor: no survey button, no delete. */
  readonly besideSurvey?: boolean;
}

/**
 * One note to read and work on: details, checklist, photos, positions and comments. Checklist, photos and
 * positions are saved as they change; the details with "Speichern". Fitters change only their own notes and those
 * assigned to them (the server decides; the page shows the others read-only).
 */
export function NoteView({ note, pending = null, besideSurvey = false }: NoteViewProps) {
  const { t } = useSmartNotesTranslation();
  const me = useMe().data;
  const navigate = useNavigate();
  const { save, saving, failure } = useNoteSave(note);
  const { remove } = useSmartNoteChanges();
  const createSurvey = useCreateSurvey();
  // The BoQ the survey measures: the project's contract BoQ or its only one; with several and no contract the
  // user chooses (as when a survey is made on its own page; the server refuses to guess).
  const surveyable = note.quantitySurveyId === null && !besideSurvey;
  const boqs = useProjectBoqs(note.projectId, surveyable);
  const boqOptions = surveyBoqOrder(boqs.data ?? []);
  const defaultBoq = boqs.data ? defaultSurveyBoq(boqs.data) : null;
  const [chosenBoqId, setChosenBoqId] = useState('');
  const surveyBoqId = defaultBoq === 'ambiguous' ? chosenBoqId || null : (defaultBoq?.id ?? null);
  const boqMissing = defaultBoq === 'ambiguous' && surveyBoqId === null;
  const [deleting, setDeleting] = useState(false);
  const readOnly =
    me !== undefined &&
    me.user.role === 'fitter' &&
    note.createdBy.id !== me.user.id &&
    note.assignee?.id !== me.user.id;

  const saveDetails = async (changes: NoteChanges) => {
    const saved = await save(changes);
    if (saved) toast.success(hasPendingChanges(note.id) ? t('note.savedOffline') : t('note.saved'));
    return saved;
  };

  const startSurvey = async () => {
    try {
      const survey = await createSurvey.mutateAsync({
        projectId: note.projectId,
        boqId: surveyBoqId,
        name: t('survey.name', { title: note.title }).slice(0, 200),
      });
      const saved = await save({ quantitySurveyId: survey.id });
      if (saved) await navigate(paths.smartNoteQuantitySurvey(note.projectId, note.id, survey.id));
    } catch (error) {
      toast.error(t('survey.failed'), problemMessage(error));
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip label={t(`status.${note.status}`)} color={STATUS_COLORS[note.status]} />
        <Chip label={t(`type.${note.type}`)} variant="outlined" />
        <Typography variant="body2" color="text.secondary">
          {t('note.createdBy', { name: note.createdBy.displayName, date: formatDate(note.createdAt) })}
        </Typography>
      </Stack>
      {pending ? <PendingNoteBanner pending={pending} /> : null}
      {readOnly ? <Alert severity="info">{t('note.readOnly')}</Alert> : null}
      {failure?.conflict ? <Alert severity="warning">{t('note.conflict')}</Alert> : null}
      {failure && !failure.conflict ? (
        <Alert severity="error">{failure.message ?? t('note.saveFailed')}</Alert>
      ) : null}
      {besideSurvey ? null : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {note.quantitySurveyId !== null ? (
            <Button
              component={RouterLink}
              to={paths.smartNoteQuantitySurvey(note.projectId, note.id, note.quantitySurveyId)}
              variant="contained"
              size="large"
              startIcon={<MdiIcon path={mdiRuler} />}
              sx={{ minHeight: 48 }}
            >
              {t('survey.open')}
            </Button>
          ) : readOnly ? null : (
            <>
              {defaultBoq === 'ambiguous' ? (
                <TextField
                  select
                  label={t('survey.boq')}
                  value={chosenBoqId}
                  onChange={(event) => setChosenBoqId(event.target.value)}
                  helperText={boqMissing ? t('survey.boqHint') : undefined}
                  sx={{ minWidth: 240 }}
                >
                  {boqOptions.map((boq) => (
                    <MenuItem key={boq.id} value={boq.id} sx={{ minHeight: 48 }}>
                      {boq.name}
                    </MenuItem>
                  ))}
                </TextField>
              ) : null}
              <Button
                variant="contained"
                size="large"
                startIcon={<MdiIcon path={mdiRuler} />}
                disabled={createSurvey.isPending || saving || boqs.isPending || boqMissing}
                onClick={() => void startSurvey()}
                sx={{ minHeight: 48, alignSelf: 'flex-start' }}
              >
                {t('survey.start')}
              </Button>
            </>
          )}
        </Stack>
      )}
      <Section title={t('note.details')}>
        <NoteDetailsForm note={note} readOnly={readOnly} saving={saving} onSave={saveDetails} />
      </Section>
      <Section title={t('checklist.title')}>
        <NoteChecklist note={note} readOnly={readOnly} disabled={saving} onSave={save} />
      </Section>
      <Section title={t('photos.title')}>
        <NotePhotos note={note} readOnly={readOnly} disabled={saving} onSave={save} />
      </Section>
      <Section title={t('voiceMemo.title')}>
        <NoteVoiceMemo note={note} readOnly={readOnly} disabled={saving} onSave={save} />
      </Section>
      <Section title={t('positions.title')}>
        <NotePositions note={note} readOnly={readOnly} disabled={saving} onSave={save} />
      </Section>
      <Section title={t('comments.title')}>
        <NoteComments note={note} />
      </Section>
      {besideSurvey ? null : (
        <Stack direction="row">
          {readOnly || (me?.user.role === 'fitter' && note.createdBy.id !== me.user.id) ? null : (
            <Button
              color="error"
              variant="outlined"
              size="large"
              startIcon={<MdiIcon path={mdiDeleteOutline} />}
              onClick={() => setDeleting(true)}
              sx={{ minHeight: 48 }}
            >
              {t('note.delete')}
            </Button>
          )}
        </Stack>
      )}
      {deleting ? (
        <ConfirmDialog
          title={t('note.deleteTitle')}
          text={t('note.deleteText', { title: note.title })}
          confirmLabel={t('note.deleteConfirm')}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await remove.mutateAsync(note);
            toast.success(t('note.deleted'));
            await navigate(paths.smartNotes());
          }}
        />
      ) : null}
    </Stack>
  );
}
