import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import axios, { type AxiosInstance } from 'axios';
import { uploadProjectFile } from '../api/upload-project-file';
import { projectFilesQueryKey } from '../api/project-files-query';
import { useFilesTranslation } from '../project-files-i18n';
import { httpStatusOf, problemMessage } from '../../../lib/http/api-problems';

export type UploadStatus = 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  readonly key: string;
  readonly name: string;
  readonly size: number;
  /** 0 to 100. */
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

let nextKey = 1;

/**
 * Uploads files one request each, so every file has its own progress; the list of files is refetched as each
 * one arrives. Items stay (done, failed, cancelled) until cleared, so the user sees what happened.
 */
export function useUploadQueue({ projectId, folderId, http }: UploadQueueOptions) {
  const { t } = useFilesTranslation();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const describeFailure = useCallback(
    (error: unknown) =>
      httpStatusOf(error) === 413 ? t('upload.tooLarge') : (problemMessage(error) ?? t('upload.failed')),
    [t],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const key = `upload-${nextKey++}`;
        const controller = new AbortController();
        controllers.current.set(key, controller);
        setItems((current) => [
          ...current,
          { key, name: file.name, size: file.size, percent: 0, status: 'uploading' },
        ]);
        uploadProjectFile({
          projectId,
          folderId,
          file,
          http,
          signal: controller.signal,
          onProgress: ({ loaded, total }) => {
            const whole = total ?? file.size;
            // The last percent waits for the server's answer: it has only arrived when the file is stored.
            const percent = whole > 0 ? Math.min(99, Math.floor((loaded / whole) * 100)) : 0;
            patch(key, { percent });
          },
        })
          .then(() => {
            patch(key, { status: 'done', percent: 100 });
            return queryClient.invalidateQueries({ queryKey: projectFilesQueryKey(projectId) });
          })
          .catch((error: unknown) => {
            if (axios.isCancel(error) || controller.signal.aborted) patch(key, { status: 'cancelled' });
            else patch(key, { status: 'failed', error: describeFailure(error) });
          })
          .finally(() => controllers.current.delete(key));
      }
    },
    [projectId, folderId, http, patch, queryClient, describeFailure],
  );

  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), []);

  const clearFinished = useCallback(() => {
    setItems((current) => current.filter((item) => item.status === 'uploading'));
  }, []);

  return { items, add, cancel, clearFinished };
}
