import { useEffect, useRef, useState, type ReactNode } from 'react';
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
import axios from 'axios';
import { FileDropZone } from '../../../../components/upload/FileDropZone';
import { httpStatusOf, isReportedByHttpLayer, problemMessage } from '../../../../lib/http/api-problems';
import type { FileUpload } from '../api/upload-file';
import { useServiceCatalogsTranslation } from '../service-catalogs-i18n';

type Stage<R> =
  | { readonly name: 'choose'; readonly error?: string }
  | { readonly name: 'uploading'; readonly percent: number }
  /** Everything is sent; the server reads and stores the file before it answers. */
  | { readonly name: 'processing' }
  | { readonly name: 'done'; readonly result: R };

export interface FileImportDialogProps<R> {
  readonly title: string;
  readonly doneTitle: string;
  /** What the file should be, under the drop zone (e.g. "GAEB X81 oder X83"). */
  readonly hint: string;
  /** The file picker's filter; omitted where names say nothing (DATANORM.001, .002 …). */
  readonly accept?: string;
  /** Sends the file; rejects with the HTTP error when the server refuses it. */
  readonly upload: (upload: FileUpload) => Promise<R>;
  /** What was read, once the server has answered. */
  readonly renderSummary: (result: R, fileName: string) => ReactNode;
  /** After a successful import (cache invalidation). */
  readonly onImported?: (result: R) => void;
  readonly onClose: () => void;
}

/**
 * Imports one file: drop it or pick it, watch it upload (percent), then wait while the server reads it (no
 * percent: the server says nothing until it is done), then see the summary, or why the file was refused (the
 * server's reason) with the chance to try another file.
 */
export function FileImportDialog<R>({
  title,
  doneTitle,
  hint,
  accept,
  upload,
  renderSummary,
  onImported,
  onClose,
}: FileImportDialogProps<R>) {
  const { t } = useServiceCatalogsTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage<R>>({ name: 'choose' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const choose = (files: FileList | readonly File[] | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    setFile(chosen);
    setStage({ name: 'choose' });
  };

  const start = async () => {
    if (!file) return;
    const abort = new AbortController();
    controller.current = abort;
    setStage({ name: 'uploading', percent: 0 });
    try {
      const result = await upload({
        file,
        signal: abort.signal,
        onProgress: (share) =>
          setStage(
            share >= 1 ? { name: 'processing' } : { name: 'uploading', percent: Math.floor(share * 100) },
          ),
      });
      setStage({ name: 'done', result });
      onImported?.(result);
    } catch (error) {
      if (axios.isCancel(error) || abort.signal.aborted) return;
      const status = httpStatusOf(error);
      let message: string;
      if (status === 413) message = t('upload.tooLarge');
      else if (status === 422) message = problemMessage(error) ?? t('upload.unreadable');
      else if (isReportedByHttpLayer(error)) message = t('upload.failed');
      else message = problemMessage(error) ?? t('upload.failed');
      setStage({ name: 'choose', error: message });
    }
  };

  const busy = stage.name === 'uploading' || stage.name === 'processing';
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{stage.name === 'done' ? doneTitle : title}</DialogTitle>
      <DialogContent>
        {stage.name === 'done' ? (
          renderSummary(stage.result, file?.name ?? '')
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FileDropZone
              label={file ? file.name : t('upload.dropHere')}
              hint={hint}
              chooseLabel={file ? t('upload.chooseOther') : t('upload.choose')}
              accept={accept}
              disabled={busy}
              onFiles={choose}
            />
            {stage.name === 'uploading' ? (
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
            {stage.name === 'processing' ? (
              <Box role="status">
                <LinearProgress aria-label={t('upload.processing')} sx={{ height: 8, borderRadius: 4 }} />
                <Typography variant="caption" color="text.secondary">
                  {t('upload.processing')}
                </Typography>
              </Box>
            ) : null}
            {stage.name === 'choose' && stage.error ? (
              <Alert severity="error" role="alert">
                <strong>{t('upload.refused')}</strong> {stage.error}
              </Alert>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {stage.name === 'done' ? (
          <Button variant="contained" onClick={onClose}>
            {t('actions.close')}
          </Button>
        ) : (
          <>
            <Button
              // Once the file is sent the server finishes the import anyway: cancelling would only hide the result.
              disabled={stage.name === 'processing'}
              onClick={() => {
                controller.current?.abort();
                onClose();
              }}
            >
              {t('actions.cancel')}
            </Button>
            <Button variant="contained" onClick={() => void start()} disabled={!file || busy}>
              {t('upload.start')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** A definition list of label/value pairs, as import summaries show them. */
export function SummaryList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
