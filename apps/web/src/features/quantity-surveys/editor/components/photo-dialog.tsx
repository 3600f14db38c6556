import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import type { QuantitySurveyLine } from '@vendoc/contract/quantity-surveys';
import { ImageUploader } from '../../../../components/image-uploader/ImageUploader';
import { isReportedByHttpLayer, problemMessage } from '../../../../lib/http/api-problems';
import type { ImageUploadResult, ResizeOptions } from '../../../../lib/images/image-resize';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';

export interface PhotoDialogProps {
  readonly line: QuantitySurveyLine;
  readonly address: string;
  readonly readOnly: boolean;
  /** Uploads the resized image as a project file and sets it on the line. */
  readonly onUpload: (image: ImageUploadResult) => Promise<void>;
  readonly onRemove: () => Promise<void>;
  readonly onClose: () => void;
  /** The resize step (tests pass one; the canvas implementation by default). */
  readonly resize?: (file: File, options: ResizeOptions) => Promise<ImageUploadResult>;
}

/** A line's photo: shown large; take or choose one (resized, stored as a project file); remove it. */
export function PhotoDialog({
  line,
  address,
  readOnly,
  onUpload,
  onRemove,
  onClose,
  resize,
}: PhotoDialogProps) {
  const { t } = useSurveyEditorTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>, failedText: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(isReportedByHttpLayer(failure) ? failedText : (problemMessage(failure) ?? failedText));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{t('photo.title', { address })}</DialogTitle>
      <DialogContent>
        {line.photo ? (
          <Box
            component="img"
            src={line.photo.contentUrl}
            alt={t('photo.alt', { address })}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto', borderRadius: 1 }}
          />
        ) : null}
        {busy ? <LinearProgress sx={{ mt: 2 }} aria-label={t('photo.uploading')} /> : null}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
        {readOnly ? null : (
          <Box sx={{ mt: 2 }}>
            <ImageUploader
              label={line.photo ? t('photo.replace') : t('photo.choose')}
              showPreview={false}
              resize={resize}
              onUpload={(image) => void run(() => onUpload(image), t('photo.failed'))}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {line.photo && !readOnly ? (
          <Button color="error" disabled={busy} onClick={() => void run(onRemove, t('photo.removeFailed'))}>
            {t('photo.remove')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('photo.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
