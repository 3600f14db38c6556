import { useEffect, useId, useReducer, useState } from 'react';
import { mdiClose } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { problemMessage } from '../../lib/http/api-problems';
import { TOUCH_TARGET } from '../../lib/theme/touch';
import { MdiIcon } from '../mdi-icon/mdi-icon';
import { loadImage, type MarkupImage } from './load-image';
import { MarkupCanvas } from './markup-canvas';
import type { PhotoMarkupLabels } from './markup-labels';
import {
  EMPTY_MARKUP,
  markupReducer,
  markupTextSize,
  textShape,
  type MarkupColor,
  type MarkupTool,
  type Point,
} from './markup-model';
import { MarkupToolbar } from './markup-toolbar';
import { renderMarkedPhoto } from './render-marked-photo';
import { TextPromptDialog } from './text-prompt-dialog';

export interface PhotoMarkupDialogProps {
  /** The photo's URL (loaded as a CORS request, so the canvas can be saved). */
  readonly src: string;
  readonly labels: PhotoMarkupLabels;
  /**
   * Gets the marked photo (JPEG, full size) and stores it, reporting progress from 0 to 1; the caller closes the
   * dialog when it is done. A rejection is shown in the dialog, which stays open with the markup for another try.
   */
  readonly onSave: (photo: Blob, onProgress: (share: number) => void) => Promise<unknown>;
  /** Closes without saving. */
  readonly onClose: () => void;
}

type Loaded = { src: string } & ({ state: 'failed' } | { state: 'ready'; image: MarkupImage });

/**
 * Draws arrows, ellipses and text labels onto a photo and saves the photo with them as a new JPEG. Full screen on a
 * phone. Shapes are kept in the photo's own pixels; saving draws them onto the photo at its full size.
 */
export function PhotoMarkupDialog({ src, labels, onSave, onClose }: PhotoMarkupDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [markup, dispatch] = useReducer(markupReducer, EMPTY_MARKUP);
  const [tool, setTool] = useState<MarkupTool>('arrow');
  const [color, setColor] = useState<MarkupColor>('red');
  const [textAt, setTextAt] = useState<Point | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const saving = progress !== null;

  useEffect(() => {
    let current = true;
    loadImage(src).then(
      (image) => current && setLoaded({ src, state: 'ready', image }),
      () => current && setLoaded({ src, state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [src]);

  // What was loaded for an earlier src does not count (the shapes belong to one photo: render with a key per photo).
  const state = loaded?.src === src ? loaded.state : 'loading';
  const image = loaded?.src === src && loaded.state === 'ready' ? loaded.image : null;

  const save = async () => {
    if (image === null) return;
    setFailure(null);
    setProgress(0);
    try {
      await onSave(await renderMarkedPhoto(image, markup.shapes), setProgress);
    } catch (error) {
      setFailure(problemMessage(error) ?? labels.saveFailed);
    } finally {
      setProgress(null);
    }
  };

  const addText = (text: string) => {
    if (textAt !== null && image !== null) {
      const shape = textShape(textAt, text, { color, size: markupTextSize(image.width, image.height) });
      if (shape) dispatch({ type: 'add', shape });
    }
    setTextAt(null);
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: { sm: '90vh' }, display: 'flex', flexDirection: 'column' } } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1, py: 0.5 }}>
        <IconButton
          aria-label={labels.cancel}
          onClick={onClose}
          disabled={saving}
          sx={{ width: TOUCH_TARGET, height: TOUCH_TARGET }}
        >
          <MdiIcon path={mdiClose} />
        </IconButton>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {labels.title}
        </Typography>
        <Button
          variant="contained"
          size="large"
          disabled={image === null || markup.shapes.length === 0 || saving}
          onClick={() => void save()}
          sx={{ minHeight: TOUCH_TARGET }}
        >
          {labels.save}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {labels.hint}
      </Typography>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 200, bgcolor: 'grey.900' }}>
        {image !== null ? (
          <MarkupCanvas
            image={image}
            shapes={markup.shapes}
            tool={tool}
            color={color}
            label={labels.canvas}
            disabled={saving}
            onShape={(shape) => dispatch({ type: 'add', shape })}
            onTextAt={setTextAt}
          />
        ) : null}
        {state === 'loading' ? (
          <Stack
            role="status"
            spacing={1}
            sx={{
              position: 'absolute',
              inset: 0,
              placeContent: 'center',
              alignItems: 'center',
              color: 'common.white',
            }}
          >
            <CircularProgress color="inherit" aria-hidden />
            <Typography>{labels.loading}</Typography>
          </Stack>
        ) : null}
        {state === 'failed' ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {labels.loadFailed}
          </Alert>
        ) : null}
      </Box>
      {progress !== null ? (
        <Box role="status" sx={{ px: 2, pt: 1 }}>
          <Typography variant="body2">{labels.saving}</Typography>
          <LinearProgress variant="determinate" value={progress * 100} />
        </Box>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mx: 1, mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
      <MarkupToolbar
        labels={labels}
        tool={tool}
        color={color}
        canUndo={markup.past.length > 0}
        canClear={markup.shapes.length > 0}
        disabled={image === null || saving}
        onTool={setTool}
        onColor={setColor}
        onUndo={() => dispatch({ type: 'undo' })}
        onClear={() => dispatch({ type: 'clear' })}
      />
      {textAt !== null ? (
        <TextPromptDialog
          title={labels.textTitle}
          fieldLabel={labels.textField}
          confirmLabel={labels.textConfirm}
          cancelLabel={labels.textCancel}
          onConfirm={addText}
          onCancel={() => setTextAt(null)}
        />
      ) : null}
    </Dialog>
  );
}
