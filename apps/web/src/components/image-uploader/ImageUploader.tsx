import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMAGE_DEFAULTS,
  resizeImage,
  type ImageUploadResult,
  type ResizeOptions,
} from '../../lib/images/image-resize';
import { toast } from '../../lib/toast/toast-service';

export interface ImageUploaderProps {
  onUpload(result: ImageUploadResult): void;
  maxWidth?: number;
  maxHeight?: number;
  quality?: number;
  accept?: string;
  label?: string;
  /** Shows the resized image below the button. */
  showPreview?: boolean;
  /** The resize step; the canvas implementation by default. */
  resize?: (file: File, options: ResizeOptions) => Promise<ImageUploadResult>;
}

/** Picks an image, scales it into the box (SPEC.md section 9 defaults) and hands over the result. */
export function ImageUploader({
  onUpload,
  maxWidth = IMAGE_DEFAULTS.maxWidth,
  maxHeight = IMAGE_DEFAULTS.maxHeight,
  quality = IMAGE_DEFAULTS.quality,
  accept = IMAGE_DEFAULTS.accept,
  label,
  showPreview = true,
  resize = resizeImage,
}: ImageUploaderProps) {
  const { t } = useTranslation('shell');
  const [preview, setPreview] = useState<ImageUploadResult | null>(null);
  const [busy, setBusy] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Reset so that choosing the same file again fires a change event.
    input.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const result = await resize(file, { maxWidth, maxHeight, quality });
      setPreview(result);
      onUpload(result);
    } catch (error) {
      console.error('Image could not be processed', error);
      toast.error(t('image.failed'), file.name);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button component="label" variant="outlined" disabled={busy}>
        {label ?? t('image.choose')}
        <input hidden type="file" accept={accept} onChange={(event) => void onFile(event)} />
      </Button>
      {showPreview && preview && (
        <Box
          component="img"
          src={preview.dataUrl}
          alt={t('image.preview')}
          width={preview.newWidth}
          height={preview.newHeight}
          sx={{ maxWidth: '100%', height: 'auto', borderRadius: 1 }}
        />
      )}
    </Stack>
  );
}
