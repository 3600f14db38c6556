import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { PinLinkKind } from '@vendoc/contract/plans';
import { SMART_NOTE_TYPES, type SmartNoteType } from '@vendoc/contract/smart-notes';
import { problemMessage } from '../../../lib/http/api-problems';
import type { PinChoice } from './pin-choice';
import {
  DiaryDayPicker,
  ProjectFilePicker,
  SmartNotePicker,
  SurveyLinePicker,
  type LinkPickerProps,
} from './pin-link-pickers';
import { touchSx } from './touch-sx';

/** What the dialog offers a pin to be: the first is the default (a defect noted on the spot). */
const PIN_MODES = [
  'newNote',
  'smartNote',
  'constructionNote',
  'photo',
  'file',
  'surveyLine',
  'none',
] as const;
type PinMode = (typeof PIN_MODES)[number];
type LinkMode = Exclude<PinMode, 'newNote' | 'none'>;

/** The link kind each picker's choice is stored as (photos and other files are both files). */
const LINK_KIND: Record<LinkMode, PinLinkKind> = {
  smartNote: 'smartNote',
  constructionNote: 'constructionNote',
  photo: 'file',
  file: 'file',
  surveyLine: 'surveyLine',
};

const isLinkMode = (mode: PinMode): mode is LinkMode => mode !== 'newNote' && mode !== 'none';

const PICKERS: Record<LinkMode, (props: LinkPickerProps) => React.JSX.Element> = {
  smartNote: SmartNotePicker,
  constructionNote: DiaryDayPicker,
  photo: (props) => <ProjectFilePicker {...props} kind="photo" />,
  file: (props) => <ProjectFilePicker {...props} kind="file" />,
  surveyLine: SurveyLinePicker,
};

export interface PinDialogProps {
  readonly projectId: string;
  readonly onClose: () => void;
  readonly onPlace: (choice: PinChoice) => void;
  /** The pin is being stored. */
  readonly pending: boolean;
  /** Why storing it failed (null: it did not). */
  readonly error: unknown;
}

/**
 * "Markierung setzen": a new smart note (a defect by default) made on the spot, or a link to an existing note, a
 * diary day, a photo, a file or a survey line of the project, or a plain marker with a label.
 */
export function PinDialog({ projectId, onClose, onPlace, pending, error }: PinDialogProps) {
  const { t } = useTranslation('app');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [mode, setMode] = useState<PinMode>('newNote');
  const [type, setType] = useState<SmartNoteType>('defect');
  const [text, setText] = useState('');
  const [linkId, setLinkId] = useState('');

  const choice: PinChoice | null = isLinkMode(mode)
    ? linkId === ''
      ? null
      : { kind: 'link', link: { kind: LINK_KIND[mode], id: linkId } }
    : text.trim() === ''
      ? null
      : mode === 'newNote'
        ? { kind: 'newNote', type, title: text.trim() }
        : { kind: 'none', label: text.trim() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice && !pending) onPlace(choice);
  };
  const Picker = isLinkMode(mode) ? PICKERS[mode] : null;

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
        <DialogTitle>{t('blueprint.dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormControl>
              <FormLabel id="pin-mode">{t('blueprint.dialog.mode')}</FormLabel>
              <RadioGroup
                aria-labelledby="pin-mode"
                value={mode}
                onChange={(event) => {
                  setMode(event.target.value as PinMode);
                  setLinkId('');
                }}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  columnGap: 2,
                }}
              >
                {PIN_MODES.map((each) => (
                  <FormControlLabel
                    key={each}
                    value={each}
                    control={<Radio sx={{ p: 1.5 }} />}
                    label={t(`blueprint.dialog.modes.${each}`)}
                    sx={{ ...touchSx, mr: 0 }}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {mode === 'newNote' ? (
              <TextField
                select
                label={t('blueprint.dialog.type')}
                value={type}
                onChange={(event) => setType(event.target.value as SmartNoteType)}
              >
                {SMART_NOTE_TYPES.map((each) => (
                  <MenuItem key={each} value={each} sx={touchSx}>
                    {t(`blueprint.type.${each}`)}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            {Picker ? (
              <Picker key={mode} projectId={projectId} value={linkId} onChange={setLinkId} />
            ) : (
              <TextField
                key={mode}
                label={t(mode === 'newNote' ? 'blueprint.dialog.noteTitle' : 'blueprint.dialog.label')}
                value={text}
                required
                autoFocus
                onChange={(event) => setText(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            )}
            {error ? (
              <Alert severity="error">{problemMessage(error) ?? t('blueprint.dialog.failed')}</Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} size="large" sx={touchSx}>
            {t('blueprint.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={!choice || pending} sx={touchSx}>
            {t('blueprint.dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
