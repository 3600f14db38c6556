import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { useUploads } from '../../../lib/upload/use-uploads';
import { projectFilesQueryKey } from '../../../entities/project-file/get-project-files';
import { uploadProjectFile } from '../api/upload-project-file';
import { useFilesTranslation } from '../project-files-i18n';

export type UploadStatus = 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  readonly key: string;
  readonly name: string;
  readonly size: number;
  /** 0 to 100 (99 while the server stores the file). */
  readonly percent: number;
  readonly status: UploadStatus;
  readonly error?: string;
}

export interface UploadQueueOptions {
  readonly projectId: string;
  /** Where new files go; null for the top level. */
  readonly folderId: string | null;
  /** The API client; the app's by default. */
  readonly http?: AxiosInstance;
}

/**
 * Uploads files with the client's one upload hook (lib/upload), one request each so every file has its own
 * progress; the list of files is refetched as each one arrives. Items stay (done, failed, cancelled) until
 * cleared, so the user sees what happened.
 */
export function useUploadQueue({ projectId, folderId, http }: UploadQueueOptions) {
  const { t } = useFilesTranslation();
  const queryClient = useQueryClient();
  const { uploads, add, cancel, clear } = useUploads({
    send: (file, control) => uploadProjectFile(projectId, folderId, file, { ...control, http }),
    texts: {
      tooLarge: t('upload.tooLarge'),
      unreadable: t('upload.failed'),
      forbidden: t('upload.failed'),
      failed: t('upload.failed'),
    },
    onDone: () => void queryClient.invalidateQueries({ queryKey: projectFilesQueryKey(projectId) }),
  });

  const items = useMemo(
    () =>
      uploads.map(({ key, file, stage }): UploadItem => {
        const item = { key, name: file.name, size: file.size };
        switch (stage.name) {
          case 'uploading':
            // The last percent waits for the server's answer: it has only arrived when the file is stored.
            return { ...item, percent: Math.min(99, stage.percent), status: 'uploading' };
          case 'processing':
            return { ...item, percent: 99, status: 'uploading' };
          case 'done':
            return { ...item, percent: 100, status: 'done' };
          case 'failed':
            return { ...item, percent: 0, status: 'failed', error: stage.message };
          case 'cancelled':
            return { ...item, percent: 0, status: 'cancelled' };
        }
      }),
    [uploads],
  );

  return { items, add, cancel, clearFinished: () => clear() };
}
