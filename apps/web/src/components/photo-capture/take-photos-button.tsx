import { useRef, useState } from 'react';
import { mdiCamera } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { problemMessage } from '../../lib/http/api-problems';
import { shrinkPhoto } from '../../lib/images/shrink-photo';
import { MdiIcon } from '../mdi-icon/mdi-icon';

export interface TakePhotosButtonProps<Stored> {
  readonly label: string;
  readonly uploadingLabel: string;
  /** Shown when an upload fails without a reason from the server. */
  readonly failedText: string;
  /** Stores one (shrunk) photo, reporting progress from 0 to 1. */
  readonly upload: (photo: File, onProgress: (share: number) => void) => Promise<Stored>;
  /** Gets what was stored, in the order taken; may itself save (and fail with a reason shown here). */
  readonly onUploaded: (stored: Stored[]) => unknown;
  readonly multiple?: boolean;
  readonly disabled?: boolean;
  readonly testId?: string;
}

/**
 * "Foto aufnehmen": opens the camera directly on a phone (a file picker on a desk). Each photo is shrunk on the
 * device (at most 2048 px, JPEG) before it is uploaded; progress and a failure's reason are shown below.
 */
export function TakePhotosButton<Stored>({
  label,
  uploadingLabel,
  failedText,
  upload,
  onUploaded,
  multiple = true,
  disabled = false,
  testId,
}: TakePhotosButtonProps<Stored>) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const take = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setFailure(null);
    setProgress(0);
    const stored: Stored[] = [];
    try {
      for (const file of Array.from(files)) {
        // A file the browser cannot read as an image goes as it is (the server says why not).
        const photo = await shrinkPhoto(file).catch(() => file);
        stored.push(await upload(photo, setProgress));
      }
      await onUploaded(stored);
    } catch (error) {
      setFailure(problemMessage(error) ?? failedText);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack spacing={1}>
      {progress !== null ? (
        <Box role="status">
          <Typography variant="body2">{uploadingLabel}</Typography>
          <LinearProgress variant="determinate" value={progress * 100} />
        </Box>
      ) : null}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple={multiple}
        hidden
        data-testid={testId}
        onChange={(event) => void take(event.target.files)}
      />
      <Button
        variant="outlined"
        size="large"
        startIcon={<MdiIcon path={mdiCamera} />}
        disabled={disabled || progress !== null}
        onClick={() => input.current?.click()}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: 48 }}
      >
        {label}
      </Button>
    </Stack>
  );
}
