import { useCallback, useEffect, useRef, useState } from 'react';
import axios from 'axios';
import type { UploadControl } from './post-upload';
import { uploadFailureMessage, type UploadFailureTexts } from './upload-failure';

/** Where an upload stands. */
export type UploadStage<Result> =
  /** The file is on its way: the share sent. */
  | { readonly name: 'uploading'; readonly percent: number }
  /** Everything is sent; the server reads and stores the file before it answers (no percent to show). */
  | { readonly name: 'processing' }
  /** The server's answer: what it stored or read (the summary). */
  | { readonly name: 'done'; readonly result: Result }
  /** Refused or failed, with the reason in German. */
  | { readonly name: 'failed'; readonly message: string }
  | { readonly name: 'cancelled' };

export interface Upload<Result> {
  readonly key: string;
  readonly file: File;
  readonly stage: UploadStage<Result>;
}

/** Sends one file (the feature's request, built on postUpload) and resolves the server's answer, parsed. */
export type UploadSend<Result> = (
  file: File,
  control: Required<Omit<UploadControl, 'http'>>,
) => Promise<Result>;

export interface UploadsOptions<Result> {
  readonly send: UploadSend<Result>;
  readonly texts: UploadFailureTexts;
  /** After the server took a file (cache invalidation). */
  readonly onDone?: (result: Result, file: File) => void;
}

export interface Uploads<Result> {
  readonly uploads: readonly Upload<Result>[];
  /** Starts one upload per file (each with its own progress); returns their keys. */
  add(files: readonly File[]): string[];
  /** Stops an upload on its way (it shows as cancelled). */
  cancel(key: string): void;
  /** Forgets the uploads that are over (done, failed, cancelled); `all` stops and forgets the running ones too. */
  clear(options?: { all?: boolean }): void;
}

let nextKey = 1;

/**
 * Uploading files, the one way of the client: each file its own request with progress, a stop button (abort), the
 * failure as the server explains it (problem+json, German) and the server's answer as the summary. Uploads still
 * on their way stop when the component goes.
 */
export function useUploads<Result>(options: UploadsOptions<Result>): Uploads<Result> {
  const [uploads, setUploads] = useState<readonly Upload<Result>[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const setStage = useCallback((key: string, stage: UploadStage<Result>) => {
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, stage } : upload)));
  }, []);

  const run = useCallback(
    async (key: string, file: File, controller: AbortController) => {
      try {
        const result = await latest.current.send(file, {
          signal: controller.signal,
          // The last percent waits for the answer: the file is only stored once all of it has arrived.
          onProgress: (share) =>
            setStage(
              key,
              share >= 1 ? { name: 'processing' } : { name: 'uploading', percent: Math.floor(share * 100) },
            ),
        });
        setStage(key, { name: 'done', result });
        latest.current.onDone?.(result, file);
      } catch (error) {
        if (axios.isCancel(error) || controller.signal.aborted) setStage(key, { name: 'cancelled' });
        else setStage(key, { name: 'failed', message: uploadFailureMessage(error, latest.current.texts) });
      } finally {
        controllers.current.delete(key);
      }
    },
    [setStage],
  );

  const add = useCallback(
    (files: readonly File[]) =>
      files.map((file) => {
        const key = `upload-${nextKey++}`;
        const controller = new AbortController();
        controllers.current.set(key, controller);
        setUploads((current) => [...current, { key, file, stage: { name: 'uploading', percent: 0 } }]);
        void run(key, file, controller);
        return key;
      }),
    [run],
  );

  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), []);

  const clear = useCallback(({ all = false } = {}) => {
    if (all) for (const controller of controllers.current.values()) controller.abort();
    setUploads((current) => (all ? [] : current.filter((upload) => controllers.current.has(upload.key))));
  }, []);

  return { uploads, add, cancel, clear };
}

/** One file at a time (an import dialog): the same uploads, of which the last one counts. */
export function useUpload<Result>(options: UploadsOptions<Result>) {
  const { uploads, add, cancel, clear } = useUploads(options);
  const current = uploads.at(-1) ?? null;
  return {
    /** The current upload's stage; null before the first one (or after reset). */
    stage: current?.stage ?? null,
    /** Uploads `file`, forgetting an earlier attempt. */
    start(file: File) {
      clear({ all: true });
      add([file]);
    },
    abort() {
      if (current) cancel(current.key);
    },
    reset() {
      clear({ all: true });
    },
  };
}
