import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { BoqImportResponse, BoqKind } from '@vendoc/contract/boqs';
import axios from 'axios';
import { FileDropZone } from '../../../components/upload/FileDropZone';
import { httpStatusOf, isReportedByHttpLayer, problemMessage } from '../../../lib/http/api-problems';
import { invalidateProjectBoqs } from '../../../entities/boq/boq-cache';
import { importBoq } from '../api/import-boq';
import { BOQ_KIND_VALUES, phaseLabel } from '../model/boq-labels';
import { usePositionsTranslation } from '../positions-i18n';

/** GAEB DA XML exchange files (X80 to X89, upper or lower case) and plain XML. */
const ACCEPT =
  '.x80,.x81,.x82,.x83,.x84,.x85,.x86,.x87,.x89,.xml,.X80,.X81,.X82,.X83,.X84,.X85,.X86,.X87,.X89';

type Stage =
  | { readonly name: 'choose'; readonly error?: string }
  | { readonly name: 'uploading'; readonly percent: number }
  | { readonly name: 'done'; readonly result: BoqImportResponse };

export interface ImportDialogProps {
  readonly projectId: string;
  readonly onClose: () => void;
  /** Shows the imported BoQ. */
  readonly onOpen: (boqId: string) => void;
}

/**
 * Imports a GAEB file as a new BoQ of the project: drop it or pick it, say what it is, watch it upload, then
 * see what was read (phase, version, counts, warnings) or why the file was refused (the server's reason).
 */
export function ImportDialog({ projectId, onClose, onOpen }: ImportDialogProps) {
  const { t } = usePositionsTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<BoqKind>('tender');
  const [stage, setStage] = useState<Stage>({ name: 'choose' });
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
      const result = await importBoq({
        projectId,
        file,
        kind,
        signal: abort.signal,
        // The last percent waits for the answer: the file is only read and stored when it has all arrived.
        onProgress: (share) =>
          setStage({ name: 'uploading', percent: Math.min(99, Math.round(share * 100)) }),
      });
      setStage({ name: 'done', result });
      void invalidateProjectBoqs(queryClient, projectId);
    } catch (error) {
      if (axios.isCancel(error) || abort.signal.aborted) return;
      const status = httpStatusOf(error);
      let message: string;
      if (status === 413) message = t('import.tooLarge');
      else if (status === 422) message = problemMessage(error) ?? t('import.unreadable');
      else if (isReportedByHttpLayer(error)) message = t('import.failed');
      else message = problemMessage(error) ?? t('import.failed');
      setStage({ name: 'choose', error: message });
    }
  };

  const uploading = stage.name === 'uploading';
  return (
    <Dialog open onClose={uploading ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{stage.name === 'done' ? t('import.doneTitle') : t('import.title')}</DialogTitle>
      <DialogContent>
        {stage.name === 'done' ? (
          <ImportSummary result={stage.result} fileName={file?.name ?? ''} />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FileDropZone
              label={file ? file.name : t('import.dropHere')}
              chooseLabel={file ? t('import.chooseOther') : t('import.choose')}
              accept={ACCEPT}
              disabled={uploading}
              onFiles={choose}
            />
            <TextField
              select
              label={t('import.kind')}
              value={kind}
              onChange={(event) => setKind(event.target.value as BoqKind)}
              disabled={uploading}
              size="small"
            >
              {BOQ_KIND_VALUES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`boqKinds.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            {uploading ? (
              <Box>
                <LinearProgress
                  variant="determinate"
                  value={stage.percent}
                  aria-label={t('import.progress', { name: file?.name ?? '' })}
                  sx={{ height: 8, borderRadius: 4 }}
                />
                <Typography variant="caption" color="text.secondary">
                  {stage.percent >= 99
                    ? t('import.reading')
                    : t('import.percent', { percent: stage.percent })}
                </Typography>
              </Box>
            ) : null}
            {stage.name === 'choose' && stage.error ? (
              <Alert severity="error" role="alert">
                <strong>{t('import.refused')}</strong> {stage.error}
              </Alert>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {stage.name === 'done' ? (
          <>
            <Button onClick={onClose}>{t('actions.close')}</Button>
            <Button variant="contained" onClick={() => onOpen(stage.result.boqId)}>
              {t('import.open')}
            </Button>
          </>
        ) : (
          <>
            <Button
              onClick={() => {
                controller.current?.abort();
                onClose();
              }}
            >
              {t('actions.cancel')}
            </Button>
            <Button variant="contained" onClick={() => void start()} disabled={!file || uploading}>
              {t('import.start')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function ImportSummary({ result, fileName }: { result: BoqImportResponse; fileName: string }) {
  const { t } = usePositionsTranslation();
  const rows: [string, string][] = [
    [t('import.file'), fileName],
    [t('import.phase'), phaseLabel(result.phase, t)],
    [t('import.version'), result.version],
    [t('import.categories'), String(result.counts.categories)],
    [t('import.items'), String(result.counts.items)],
  ];
  return (
    <Stack spacing={2} data-testid="import-summary">
      <Alert severity="success">{t('import.success')}</Alert>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {result.warnings.length > 0 ? (
        <Box component="section" aria-label={t('import.warnings', { count: result.warnings.length })}>
          <Typography component="h3" variant="subtitle2" color="warning.main">
            {t('import.warnings', { count: result.warnings.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, maxHeight: 200, overflowY: 'auto' }}>
            {result.warnings.map((warning, index) => (
              <li key={index}>
                <Typography variant="body2">
                  {warning.message}
                  {warning.element || warning.line !== undefined ? (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      (
                      {[
                        warning.element,
                        warning.line === undefined ? null : t('import.line', { line: warning.line }),
                      ]
                        .filter(Boolean)
                        .join(', ')}
                      )
                    </Typography>
                  ) : null}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('import.noWarnings')}
        </Typography>
      )}
    </Stack>
  );
}
