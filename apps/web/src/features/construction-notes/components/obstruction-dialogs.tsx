import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SENDING_CHANNELS, type SendingChannel } from '@vendoc/contract/obstruction-notices';
import { useState, type ReactNode } from 'react';
import { apiProblemOf } from '../../../lib/http/api-problems';
import { TOUCH_TARGET } from '../../../lib/theme/touch';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';
import { localIsoDate } from '../model/calendar';
import { DayPhoto } from './day-photos';

const tall = { minHeight: TOUCH_TARGET } as const;

/** The server's reason for a refused change, at the field it names when it names one. */
function problemText(failure: unknown, fallback: string): string {
  const problem = apiProblemOf(failure);
  return problem?.fieldErrors[0]?.message ?? problem?.detail ?? fallback;
}

interface FormDialogProps {
  readonly title: string;
  readonly confirm: string;
  readonly onConfirm: () => Promise<unknown>;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A small dialog that saves on confirm, shows the server's reason when refused, and closes when done; `onConfirm`
 * answering false keeps it open (its own check refused, shown at the field).
 */
function FormDialog({ title, confirm, onConfirm, onClose, children }: FormDialogProps) {
  const { t } = useConstructionNotesTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      // false: the dialog's own check refused (it shows why at the field)
      if ((await onConfirm()) === false) {
        setBusy(false);
        return;
      }
      onClose();
    } catch (failure) {
      setError(problemText(failure, t('notices.failed')));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
          {error === null ? null : (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={tall}>
          {t('notices.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy} sx={tall}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface CreateNoticeDialogProps {
  readonly obstruction: string;
  readonly photos: readonly { fileId: string; caption: string }[];
  readonly onCreate: (photoFileIds: string[]) => Promise<unknown>;
  readonly onClose: () => void;
}

/** Makes a notice of one obstruction, with the photos of the day ticked to go with it. */
export function CreateNoticeDialog({ obstruction, photos, onCreate, onClose }: CreateNoticeDialogProps) {
  const { t } = useConstructionNotesTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (fileId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(fileId);
      else next.delete(fileId);
      return next;
    });
  return (
    <FormDialog
      title={t('notices.createTitle')}
      confirm={t('notices.confirmCreate')}
      onConfirm={() => onCreate(photos.map((photo) => photo.fileId).filter((id) => chosen.has(id)))}
      onClose={onClose}
    >
      <DialogContentText>{obstruction}</DialogContentText>
      <DialogContentText>{t('notices.createText')}</DialogContentText>
      {photos.length === 0 ? (
        <Alert severity="info">{t('notices.noPhotos')}</Alert>
      ) : (
        <FormGroup>
          <FormLabel component="legend">{t('notices.photos')}</FormLabel>
          {photos.map((photo, index) => (
            <Stack key={photo.fileId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <DayPhoto fileId={photo.fileId} size={56} />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={chosen.has(photo.fileId)}
                    onChange={(event) => toggle(photo.fileId, event.target.checked)}
                  />
                }
                label={photo.caption || t('notices.photoFallback', { number: index + 1 })}
              />
            </Stack>
          ))}
        </FormGroup>
      )}
    </FormDialog>
  );
}

export interface SendingDialogProps {
  readonly title: string;
  readonly onRecord: (sending: {
    sentOn: string;
    channel: SendingChannel;
    recipient: string;
  }) => Promise<unknown>;
  readonly onClose: () => void;
}

/** Records that a letter went out: the day, the channel, the recipient. */
export function SendingDialog({ title, onRecord, onClose }: SendingDialogProps) {
  const { t } = useConstructionNotesTranslation();
  const [sentOn, setSentOn] = useState(localIsoDate());
  const [channel, setChannel] = useState<SendingChannel>('email');
  const [recipient, setRecipient] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <FormDialog
      title={title}
      confirm={t('notices.save')}
      onConfirm={async () => {
        if (recipient.trim() === '') {
          setMissing(true);
          return false;
        }
        return onRecord({ sentOn, channel, recipient: recipient.trim() });
      }}
      onClose={onClose}
    >
      <TextField
        type="date"
        label={t('notices.sentOn')}
        value={sentOn}
        onChange={(event) => setSentOn(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        required
      />
      <TextField
        select
        label={t('notices.channel')}
        value={channel}
        onChange={(event) => setChannel(event.target.value as SendingChannel)}
      >
        {SENDING_CHANNELS.map((each) => (
          <MenuItem key={each} value={each} sx={tall}>
            {t(`notices.channels.${each}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('notices.recipient')}
        value={recipient}
        onChange={(event) => {
          setRecipient(event.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? t('notices.recipientMissing') : undefined}
        required
      />
    </FormDialog>
  );
}

export interface EndDialogProps {
  readonly onEnd: (endedOn: string) => Promise<unknown>;
  readonly onClose: () => void;
}

/** Enters the day the obstruction ended. */
export function EndDialog({ onEnd, onClose }: EndDialogProps) {
  const { t } = useConstructionNotesTranslation();
  const [endedOn, setEndedOn] = useState(localIsoDate());
  return (
    <FormDialog
      title={t('notices.endTitle')}
      confirm={t('notices.save')}
      onConfirm={() => onEnd(endedOn)}
      onClose={onClose}
    >
      <TextField
        type="date"
        label={t('notices.endedOn')}
        value={endedOn}
        onChange={(event) => setEndedOn(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        required
      />
    </FormDialog>
  );
}
