import { useState } from 'react';
import { mdiDeleteOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SmartNote, SmartNoteFile } from '@vendoc/contract/smart-notes';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { VoiceMemoPlayer } from '../../../components/voice-memo/voice-memo-player';
import { VoiceMemoRecorder } from '../../../components/voice-memo/voice-memo-recorder';
import {
  DEFAULT_MAX_RECORDING_SECONDS,
  recordingFileName,
} from '../../../components/voice-memo/voice-memo-model';
import { uploadProjectFile } from '../../../entities/project-file/upload-project-file';
import { problemMessage } from '../../../lib/http/api-problems';
import { useFileSrc } from '../../../entities/project-file/local-file-content';
import { TOUCH_TARGET } from '../../../lib/theme/touch';
import type { NoteChanges } from '../model/use-note-save';
import { useSmartNotesTranslation } from '../smart-notes-i18n';

export interface NoteVoiceMemoProps {
  readonly note: SmartNote;
  readonly readOnly: boolean;
  readonly disabled: boolean;
  /** Saves the note; null when the server refused (the note view shows why). */
  readonly onSave: (changes: NoteChanges) => Promise<SmartNote | null>;
}

/**
 * The note's voice memo: recorded on the device, uploaded as a project file and linked to the note; played with the
 * browser's player. "Neu aufnehmen" replaces it and "Entfernen" unlinks it: the recordings stay in the project's
 * files.
 */
export function NoteVoiceMemo({ note, readOnly, disabled, onSave }: NoteVoiceMemoProps) {
  const { t } = useSmartNotesTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // What failed to be stored, kept for "Erneut versuchen": a weak connection on site does not cost the recording.
  const [pending, setPending] = useState<{ file: File; uploadedId?: string } | null>(null);
  const [recording, setRecording] = useState(false);
  const [removing, setRemoving] = useState(false);
  const memo = note.voiceMemo;

  /** Uploads the recording (unless it is on the server already) and links it to the note. */
  const store = async (file: File, uploadedId?: string) => {
    setFailure(null);
    setPending(null);
    let fileId = uploadedId;
    if (fileId === undefined) {
      setProgress(0);
      try {
        fileId = (await uploadProjectFile(note.projectId, file, { onProgress: setProgress })).id;
      } catch (error) {
        setFailure(problemMessage(error) ?? t('voiceMemo.uploadFailed'));
        setPending({ file });
        return;
      } finally {
        setProgress(null);
      }
    }
    if ((await onSave({ voiceMemoFileId: fileId })) === null) {
      setFailure(t('voiceMemo.notAttached'));
      setPending({ file, uploadedId: fileId });
    }
  };

  const attach = (recorded: Blob, durationSeconds: number) => {
    const startedAt = new Date(Date.now() - durationSeconds * 1000);
    const name = recordingFileName(t('voiceMemo.fileName'), recorded.type, startedAt);
    return store(new File([recorded], name, { type: recorded.type }));
  };

  const busy = disabled || progress !== null;
  return (
    <Stack spacing={1.5}>
      {memo ? (
        <Box>
          <MemoPlayer memo={memo} label={t('voiceMemo.play')} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {memo.name}
          </Typography>
        </Box>
      ) : readOnly ? (
        <Typography color="text.secondary">{t('voiceMemo.none')}</Typography>
      ) : null}
      {progress !== null ? (
        <Box role="status">
          <Typography variant="body2">{t('voiceMemo.uploading')}</Typography>
          <LinearProgress variant="determinate" value={progress * 100} />
        </Box>
      ) : null}
      {failure ? (
        <Alert
          severity="error"
          action={
            pending ? (
              <Button
                color="inherit"
                disabled={busy}
                onClick={() => void store(pending.file, pending.uploadedId)}
                sx={{ minHeight: TOUCH_TARGET }}
              >
                {t('voiceMemo.retry')}
              </Button>
            ) : undefined
          }
        >
          {failure}
        </Alert>
      ) : null}
      {readOnly ? null : (
        <VoiceMemoRecorder
          labels={{
            record: memo ? t('voiceMemo.recordAgain') : t('voiceMemo.record'),
            stop: t('voiceMemo.stop'),
            recording: t('voiceMemo.recording'),
            elapsed: t('voiceMemo.elapsed'),
            denied: t('voiceMemo.denied'),
            absent: t('voiceMemo.absent'),
            busy: t('voiceMemo.busy'),
            unsupported: t('voiceMemo.unsupported'),
            insecure: t('voiceMemo.insecure'),
            failed: t('voiceMemo.failed'),
            limitReached: t('voiceMemo.limitReached', { minutes: DEFAULT_MAX_RECORDING_SECONDS / 60 }),
          }}
          onRecorded={attach}
          onRecordingChange={setRecording}
          disabled={busy}
        />
      )}
      {memo && !readOnly && !recording ? (
        <Button
          color="error"
          variant="outlined"
          size="large"
          startIcon={<MdiIcon path={mdiDeleteOutline} />}
          disabled={busy}
          onClick={() => setRemoving(true)}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: TOUCH_TARGET }}
        >
          {t('voiceMemo.remove')}
        </Button>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t('voiceMemo.removeTitle')}
          text={t('voiceMemo.removeText')}
          confirmLabel={t('voiceMemo.removeConfirm')}
          onClose={() => setRemoving(false)}
          onConfirm={async () => {
            setFailure(null);
            const saved = await onSave({ voiceMemoFileId: null });
            if (saved === null) setFailure(t('voiceMemo.removeFailed'));
          }}
        />
      ) : null}
    </Stack>
  );
}

/** The memo's player: from the server, or from the device while its upload waits (recorded offline). */
function MemoPlayer({ memo, label }: { readonly memo: SmartNoteFile; readonly label: string }) {
  const src = useFileSrc(memo);
  return src === undefined ? null : <VoiceMemoPlayer src={src} label={label} />;
}
