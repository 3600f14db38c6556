import { useState, type ComponentProps } from 'react';
import { mdiClose } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SmartNote, SmartNoteFile } from '@vendoc/contract/smart-notes';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { PhotoThumbnail } from '../../../components/photo-capture/photo-thumbnail';
import { TakePhotosButton } from '../../../components/photo-capture/take-photos-button';
import type { PhotoMarkupLabels } from '../../../components/photo-markup/markup-labels';
import { PhotoMarkupDialog } from '../../../components/photo-markup/photo-markup-dialog';
import { uploadProjectFile } from '../../../entities/project-file/upload-project-file';
import { useFileSrc } from '../../../entities/project-file/local-file-content';
import { markedFileName } from '../model/marked-file-name';
import { TOUCH_TARGET } from '../../../lib/theme/touch';
import type { NoteChanges } from '../model/use-note-save';
import { useSmartNotesTranslation } from '../smart-notes-i18n';

export interface NotePhotosProps {
  readonly note: SmartNote;
  readonly readOnly: boolean;
  readonly disabled: boolean;
  /** Saves the changes; resolves null when that failed (the note view shows why). */
  readonly onSave: (changes: NoteChanges) => Promise<SmartNote | null>;
}

/**
 * Photos as thumbnails; "Foto aufnehmen" opens the camera directly on a phone. Each photo is shrunk to at most
 * 2048 px (JPEG) before it is uploaded as a project file, then linked to the note. "Markieren" draws arrows, circles
 * and text onto a photo: the marked copy is uploaded as a new project file and takes the photo's place in the note,
 * the original stays in the project's files.
 */
export function NotePhotos({ note, readOnly, disabled, onSave }: NotePhotosProps) {
  const { t } = useSmartNotesTranslation();
  const ids = note.photos.map((photo) => photo.id);
  const [marking, setMarking] = useState<SmartNoteFile | null>(null);

  const saveMarked = async (photo: SmartNoteFile, marked: Blob, onProgress: (share: number) => void) => {
    const name = markedFileName(photo.name, (base) => t('photos.markup.fileName', { name: base }));
    const stored = await uploadProjectFile(note.projectId, new File([marked], name, { type: 'image/jpeg' }), {
      onProgress,
    });
    // In the original's place; should someone have taken the original out meanwhile, at the end.
    const photoFileIds = ids.includes(photo.id)
      ? ids.map((id) => (id === photo.id ? stored.id : id))
      : [...ids, stored.id];
    if ((await onSave({ photoFileIds })) === null) throw new Error('The note could not be saved');
    setMarking(null);
  };

  return (
    <Stack spacing={1.5}>
      {note.photos.length === 0 ? <Typography color="text.secondary">{t('photos.empty')}</Typography> : null}
      {note.photos.length > 0 ? (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
          }}
        >
          {note.photos.map((photo) => (
            <Box component="li" key={photo.id} sx={{ position: 'relative' }}>
              <NotePhoto photo={photo} openLabel={t('photos.open', { name: photo.name })} />
              {readOnly ? null : (
                <Button
                  variant="outlined"
                  fullWidth
                  aria-label={t('photos.markup.buttonLabel', { name: photo.name })}
                  disabled={disabled}
                  onClick={() => setMarking(photo)}
                  sx={{ mt: 0.5, minHeight: TOUCH_TARGET, px: 1 }}
                >
                  {t('photos.markup.button')}
                </Button>
              )}
              {readOnly ? null : (
                <IconButton
                  aria-label={t('photos.remove', { name: photo.name })}
                  disabled={disabled}
                  size="small"
                  onClick={() => void onSave({ photoFileIds: ids.filter((id) => id !== photo.id) })}
                  sx={{
                    position: 'absolute',
                    top: 4,
                    right: 4,
                    width: TOUCH_TARGET,
                    height: TOUCH_TARGET,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  <MdiIcon path={mdiClose} fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      ) : null}
      {readOnly ? null : (
        <TakePhotosButton
          label={t('photos.take')}
          uploadingLabel={t('photos.uploading')}
          failedText={t('photos.failed')}
          upload={(photo, onProgress) => uploadProjectFile(note.projectId, photo, { onProgress })}
          onUploaded={(stored) => onSave({ photoFileIds: [...ids, ...stored.map((file) => file.id)] })}
          disabled={disabled}
          testId="note-photo-input"
        />
      )}
      {marking !== null && !readOnly ? (
        <MarkupDialogOf
          key={marking.id}
          photo={marking}
          labels={markupLabels(t, marking.name)}
          onSave={(marked, onProgress) => saveMarked(marking, marked, onProgress)}
          onClose={() => setMarking(null)}
        />
      ) : null}
    </Stack>
  );
}

/** A photo of the note: from the server, or from the device while its upload waits (taken offline). */
function NotePhoto({ photo, openLabel }: { readonly photo: SmartNoteFile; readonly openLabel: string }) {
  return <PhotoThumbnail src={useFileSrc(photo)} name={photo.name} openLabel={openLabel} />;
}

/** The markup dialog over a photo, once the page knows where to read it from. */
function MarkupDialogOf({
  photo,
  ...props
}: Omit<ComponentProps<typeof PhotoMarkupDialog>, 'src'> & { readonly photo: SmartNoteFile }) {
  const src = useFileSrc(photo);
  return src === undefined ? null : <PhotoMarkupDialog src={src} {...props} />;
}

function markupLabels(t: ReturnType<typeof useSmartNotesTranslation>['t'], name: string): PhotoMarkupLabels {
  return {
    title: t('photos.markup.title'),
    hint: t('photos.markup.hint'),
    canvas: t('photos.markup.canvas', { name }),
    loading: t('photos.markup.loading'),
    loadFailed: t('photos.markup.loadFailed'),
    tools: t('photos.markup.tools'),
    arrow: t('photos.markup.arrow'),
    ellipse: t('photos.markup.ellipse'),
    text: t('photos.markup.text'),
    colors: t('photos.markup.colors'),
    color: {
      red: t('photos.markup.red'),
      yellow: t('photos.markup.yellow'),
      blue: t('photos.markup.blue'),
      white: t('photos.markup.white'),
    },
    undo: t('photos.markup.undo'),
    clear: t('photos.markup.clear'),
    save: t('photos.markup.save'),
    cancel: t('photos.markup.cancel'),
    saving: t('photos.markup.saving'),
    saveFailed: t('photos.markup.failed'),
    textTitle: t('photos.markup.textTitle'),
    textField: t('photos.markup.textField'),
    textConfirm: t('photos.markup.textConfirm'),
    textCancel: t('photos.markup.textCancel'),
  };
}
