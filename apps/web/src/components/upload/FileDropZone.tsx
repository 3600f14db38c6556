import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { mdiFileUploadOutline } from '@mdi/js';
import { MdiIcon } from '../mdi-icon/mdi-icon';

export interface FileDropZoneProps {
  /** The chosen file's name, or the invitation to drop one. */
  readonly label: string;
  /** A line under the label (which files are accepted), if any. */
  readonly hint?: ReactNode;
  /** The picker button's text ("Datei wählen", "Andere Datei wählen"). */
  readonly chooseLabel: string;
  /** The `accept` attribute of the file input (none: any file). */
  readonly accept?: string | undefined;
  /** No choosing while an upload runs. */
  readonly disabled: boolean;
  /** Files dropped or picked. */
  readonly onFiles: (files: FileList | readonly File[] | null) => void;
}

/**
 * A dashed area that takes one file by drag and drop or through a picker button (import dialogs). The input keeps
 * the test id `import-file-input` so end-to-end tests can set files on it.
 */
export function FileDropZone({ label, hint, chooseLabel, accept, disabled, onFiles }: FileDropZoneProps) {
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <Box
      data-testid="import-drop-zone"
      onDragEnter={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        p: 3,
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'transparent',
        textAlign: 'center',
      }}
    >
      <MdiIcon path={mdiFileUploadOutline} color={dragging ? 'primary' : 'action'} sx={{ fontSize: 40 }} />
      <Typography sx={{ overflowWrap: 'anywhere' }}>{label}</Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
      <Button variant="outlined" onClick={() => picker.current?.click()} disabled={disabled}>
        {chooseLabel}
      </Button>
      <input
        ref={picker}
        type="file"
        accept={accept}
        hidden
        data-testid="import-file-input"
        onChange={(event) => {
          onFiles(event.target.files);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
