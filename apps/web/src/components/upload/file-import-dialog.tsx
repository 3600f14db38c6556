import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UploadFailureTexts } from '../../lib/upload/upload-failure';
import { useUpload, type UploadSend } from '../../lib/upload/use-uploads';
import { FileDropZone } from './FileDropZone';

export interface FileImportDialogProps<Result> {
  readonly title: string;
  readonly doneTitle: string;
  /** The drop zone's invitation when no file is chosen (a general one by default). */
  readonly dropHere?: string;
  /** What the file should be, under the drop zone (e.g. "GAEB X81 oder X83"). */
  readonly hint?: string;
  /** The file picker's filter; omitted where names say nothing (DATANORM.001, .002 …). */
  readonly accept?: string;
  /** Further choices sent with the file (the kind of BoQ, a construction), not changeable while it uploads. */
  readonly fields?: (busy: boolean) => ReactNode;
  /** False while a choice in `fields` is missing (the field says which): the import waits for it. */
  readonly canStart?: boolean;
  /** Sends the file; rejects with the HTTP error when the server refuses it. */
  readonly upload: UploadSend<Result>;
  /** The feature's words for failures the server does not explain (general ones by default). */
  readonly texts?: Partial<UploadFailureTexts>;
  /** What was read, once the server has answered. */
  readonly renderSummary: (result: Result, fileName: string) => ReactNode;
  /** After a successful import (cache invalidation). */
  readonly onImported?: (result: Result) => void;
  /** Buttons beside "Schließen" once imported (e.g. opening what was imported). */
  readonly doneActions?: (result: Result) => ReactNode;
  readonly onClose: () => void;
}

/**
 * Imports one file, the same way everywhere: drop it or pick it, watch it upload (percent), wait while the server
 * reads it, then see the summary, or why the file was refused (the server's reason, German) with the chance to try
 * again or another file.
 */
export function FileImportDialog<Result>({
  title,
  doneTitle,
  dropHere,
  hint,
  accept,
  fields,
  canStart = true,
  upload,
  texts,
  renderSummary,
  onImported,
  doneActions,
  onClose,
}: FileImportDialogProps<Result>) {
  const { t } = useTranslation('shell');
  const [file, setFile] = useState<File | null>(null);
  const { stage, start, abort, reset } = useUpload<Result>({
    send: upload,
    texts: {
      tooLarge: t('upload.tooLarge'),
      unreadable: t('upload.unreadable'),
      forbidden: t('upload.forbidden'),
      failed: t('upload.failed'),
      ...texts,
    },
    onDone: (result) => onImported?.(result),
  });

  const choose = (files: FileList | readonly File[] | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    setFile(chosen);
    reset();
  };

  const busy = stage?.name === 'uploading' || stage?.name === 'processing';
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{stage?.name === 'done' ? doneTitle : title}</DialogTitle>
      <DialogContent>
        {stage?.name === 'done' ? (
          renderSummary(stage.result, file?.name ?? '')
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FileDropZone
              label={file ? file.name : (dropHere ?? t('upload.dropHere'))}
              hint={hint}
              chooseLabel={file ? t('upload.chooseOther') : t('upload.choose')}
              accept={accept}
              disabled={busy}
              onFiles={choose}
            />
            {fields?.(busy)}
            {stage?.name === 'uploading' ? (
              <Box>
                <LinearProgress
                  variant="determinate"
                  value={stage.percent}
                  aria-label={t('upload.progress', { name: file?.name ?? '' })}
                  sx={{ height: 8, borderRadius: 4 }}
                />
                <Typography variant="caption" color="text.secondary">
                  {t('upload.percent', { percent: stage.percent })}
                </Typography>
              </Box>
            ) : null}
            {stage?.name === 'processing' ? (
              <Box role="status">
                <LinearProgress aria-label={t('upload.processing')} sx={{ height: 8, borderRadius: 4 }} />
                <Typography variant="caption" color="text.secondary">
                  {t('upload.processing')}
                </Typography>
              </Box>
            ) : null}
            {stage?.name === 'failed' ? (
              <Alert severity="error" role="alert">
                <strong>{t('upload.refused')}</strong> {stage.message}
              </Alert>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {stage?.name === 'done' ? (
          <>
            <Button variant={doneActions ? 'text' : 'contained'} onClick={onClose}>
              {t('upload.close')}
            </Button>
            {doneActions?.(stage.result)}
          </>
        ) : (
          <>
            <Button
              // Once the file is sent the server finishes the import anyway: cancelling would only hide the result.
              disabled={stage?.name === 'processing'}
              onClick={() => {
                abort();
                onClose();
              }}
            >
              {t('upload.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={() => file && start(file)}
              disabled={!file || busy || !canStart}
            >
              {t('upload.start')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
