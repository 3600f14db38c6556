import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiPencilOutline } from '@mdi/js';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';
import { TOUCH_TARGET } from '../../../../lib/theme/touch';

export interface SurveyTitleProps {
  readonly name: string;
  readonly editable: boolean;
  /** Saves the new name; resolves false when it was not saved (the field stays open). */
  readonly onRename: (name: string) => Promise<boolean>;
}

/** The survey's name as the page heading, editable in place (Enter saves, Escape cancels). */
export function SurveyTitle({ name, editable, onRename }: SurveyTitleProps) {
  const { t } = useSurveyEditorTranslation();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(name);
  const [busy, setBusy] = useState(false);

  const commit = async () => {
    const next = text.trim();
    if (next === '' || next === name) {
      setEditing(false);
      setText(name);
      return;
    }
    setBusy(true);
    const ok = await onRename(next);
    setBusy(false);
    if (ok) setEditing(false);
  };

  if (editing) {
    return (
      <TextField
        autoFocus
        size="small"
        label={t('header.nameLabel')}
        value={text}
        disabled={busy}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void commit();
          } else if (event.key === 'Escape') {
            setText(name);
            setEditing(false);
          }
        }}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        sx={{ minWidth: { xs: '100%', sm: 360 } }}
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {editable ? (
        <IconButton
          aria-label={t('header.rename')}
          onClick={() => {
            setText(name);
            setEditing(true);
          }}
          sx={{ width: TOUCH_TARGET, height: TOUCH_TARGET }}
        >
          <MdiIcon path={mdiPencilOutline} fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
}
