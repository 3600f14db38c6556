import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { mdiCamera } from '@mdi/js';
import { useQueryClient } from '@tanstack/react-query';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { projectFileKeys } from '../../../entities/project-file/get-project-file';
import { isLocalFile } from '../../../entities/project-file/local-file';
import { uploadProjectFile } from '../../../entities/project-file/upload-project-file';
import { isReportedByHttpLayer, problemMessage } from '../../../lib/http/api-problems';
import { shrinkPhoto } from '../../../lib/images/shrink-photo';
import { toast } from '../../../lib/toast/toast-service';
import { useTodayTranslation } from '../today-i18n';
import { actionButtonSx } from './action-button-sx';

export interface PhotoActionProps {
  readonly projectId: string;
  /** Number and name, for the messages. */
  readonly projectLabel: string;
}

/**
 * "Foto": opens the phone's camera directly, shrinks the photo on the phone (at most 2048 px, JPEG) and stores it in
 * the project's files; without a connection it waits on the phone and is sent later. Where there is no camera (a
 * desktop), the browser offers a file instead.
 */
export function PhotoAction({ projectId, projectLabel }: PhotoActionProps) {
  const { t } = useTodayTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (taken: File) => {
    setBusy(true);
    try {
      let photo: File;
      try {
        photo = await shrinkPhoto(taken);
      } catch {
        toast.error(t('photo.failed'), t('photo.notAnImage'));
        return;
      }
      const stored = await uploadProjectFile(projectId, photo);
      void queryClient.invalidateQueries({ queryKey: projectFileKeys.ofProject(projectId) });
      toast.success(
        isLocalFile(stored) ? t('photo.queued') : t('photo.uploaded'),
        t(isLocalFile(stored) ? 'photo.queuedText' : 'photo.uploadedText', {
          name: photo.name,
          project: projectLabel,
        }),
      );
    } catch (error) {
      if (!isReportedByHttpLayer(error)) toast.error(t('photo.failed'), problemMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        disabled={busy}
        onClick={() => input.current?.click()}
        startIcon={busy ? <CircularProgress size={22} color="inherit" /> : <MdiIcon path={mdiCamera} />}
        sx={actionButtonSx}
      >
        {busy ? t('photo.uploading') : t('actions.photo')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid={`photo-input-${projectId}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same photo can be chosen again (another try after a failure).
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </>
  );
}
