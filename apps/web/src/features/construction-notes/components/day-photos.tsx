import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PhotoThumbnail } from '../../../components/photo-capture/photo-thumbnail';
import { TakePhotosButton } from '../../../components/photo-capture/take-photos-button';
import { useProjectFile } from '../../../entities/project-file/get-project-file';
import { uploadProjectFile } from '../../../entities/project-file/upload-project-file';
import { useFileSrc } from '../../../entities/project-file/local-file-content';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';
import type { DraftRow } from '../model/note-draft';

/** A photo a day names, as a thumbnail that opens it in full. */
export function DayPhoto({ fileId, size = 160 }: { readonly fileId: string; readonly size?: number }) {
  const { t } = useConstructionNotesTranslation();
  const file = useProjectFile(fileId);
  const name = file.data?.name ?? t('photos.photo');
  // From the server, or from the phone while its upload waits (taken offline).
  const src = useFileSrc(file.data ?? null);
  return <PhotoThumbnail src={src} name={name} openLabel={t('photos.open', { name })} size={size} />;
}

export interface TakeDayPhotosProps {
  readonly projectId: string;
  readonly rows: readonly DraftRow[];
  readonly onChange: (rows: DraftRow[]) => void;
}

/** "Foto aufnehmen" under the day's photos: each photo taken becomes a row with an empty caption. */
export function TakeDayPhotos({ projectId, rows, onChange }: TakeDayPhotosProps) {
  const { t } = useConstructionNotesTranslation();
  return (
    <TakePhotosButton
      label={t('photos.take')}
      uploadingLabel={t('photos.uploading')}
      failedText={t('photos.failed')}
      upload={(photo, onProgress) => uploadProjectFile(projectId, photo, { onProgress })}
      onUploaded={(stored) =>
        onChange([...rows, ...stored.map((file) => ({ fileId: file.id, caption: '' }))])
      }
      testId="diary-photo-input"
    />
  );
}

export interface DeliveryNotePhotoProps {
  readonly projectId: string;
  readonly fileId: string | null;
  readonly onChange: (fileId: string | null) => void;
  readonly readOnly: boolean;
}

/** The photo of a delivery's delivery note: taken with the camera, shown, replaced or removed. */
export function DeliveryNotePhoto({ projectId, fileId, onChange, readOnly }: DeliveryNotePhotoProps) {
  const { t } = useConstructionNotesTranslation();
  return (
    <Stack spacing={1}>
      {fileId === null ? null : <DayPhoto fileId={fileId} size={120} />}
      {readOnly ? null : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TakePhotosButton
            label={fileId === null ? t('photos.deliveryNote') : t('photos.replaceDeliveryNote')}
            uploadingLabel={t('photos.uploading')}
            failedText={t('photos.failed')}
            upload={(photo, onProgress) => uploadProjectFile(projectId, photo, { onProgress })}
            onUploaded={(stored) => onChange(stored[0]?.id ?? fileId)}
            multiple={false}
            testId="delivery-note-photo-input"
          />
          {fileId === null ? null : (
            <Button color="error" onClick={() => onChange(null)} sx={{ minHeight: 48 }}>
              {t('photos.removeDeliveryNote')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
