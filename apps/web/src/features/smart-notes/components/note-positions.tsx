import { mdiClose } from '@mdi/js';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SmartNote } from '@vendoc/contract/smart-notes';
import { BoqPositionPicker } from '../../../components/boq-position-picker/boq-position-picker';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { usePositionChoice } from '../../../entities/boq/use-position-choice';
import type { NoteChanges } from '../model/use-note-save';
import { useSmartNotesTranslation } from '../smart-notes-i18n';

export interface NotePositionsProps {
  readonly note: SmartNote;
  readonly readOnly: boolean;
  readonly disabled: boolean;
  readonly onSave: (changes: NoteChanges) => Promise<unknown>;
}

/** The linked BoQ positions (OZ, short text, unit), and a search over the project's BoQ to link another. */
export function NotePositions({ note, readOnly, disabled, onSave }: NotePositionsProps) {
  const { t } = useSmartNotesTranslation();
  const choice = usePositionChoice(note.projectId, !readOnly);
  const ids = note.positions.map((position) => position.id);

  return (
    <Stack spacing={1}>
      {note.positions.length === 0 ? (
        <Typography color="text.secondary">{t('positions.empty')}</Typography>
      ) : (
        <List disablePadding dense>
          {note.positions.map((position) => (
            <ListItem
              key={position.id}
              disableGutters
              sx={{ minHeight: 48 }}
              secondaryAction={
                readOnly ? null : (
                  <IconButton
                    edge="end"
                    aria-label={t('positions.remove', { oz: position.oz })}
                    disabled={disabled}
                    sx={{ width: 48, height: 48 }}
                    onClick={() =>
                      void onSave({ positions: note.positions.filter((each) => each.id !== position.id) })
                    }
                  >
                    <MdiIcon path={mdiClose} />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={`${position.oz} ${position.shortText}`}
                secondary={position.unit ?? undefined}
                sx={{ pr: 6, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {readOnly ? null : (
        <BoqPositionPicker
          {...choice}
          onBoqChange={choice.setBoqId}
          exclude={ids}
          label={t('positions.search')}
          disabled={disabled}
          onPick={(item) =>
            void onSave({
              positions: [
                ...note.positions,
                {
                  id: item.id,
                  boqId: choice.boqId ?? '',
                  oz: item.oz,
                  shortText: item.shortText,
                  unit: item.unit,
                },
              ],
            })
          }
        />
      )}
    </Stack>
  );
}
