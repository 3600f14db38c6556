import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { mdiCloudUploadOutline } from '@mdi/js';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';

export interface FileDropZoneProps {
  readonly onFiles: (files: File[]) => void;
  /** What the overlay says while files are dragged over the zone. */
  readonly hint: string;
  readonly children: ReactNode;
}

/** Files dragged from the desktop anywhere onto the zone are uploaded; moving rows inside the page is ignored. */
export function FileDropZone({ onFiles, hint, children }: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child: count them to know when the pointer really left.
  const depth = useRef(0);
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  return (
    <Box
      data-testid="file-drop-zone"
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0) onFiles(files);
      }}
      sx={{ position: 'relative', minHeight: 240 }}
    >
      {children}
      {dragging ? (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            border: 3,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            borderRadius: 2,
            bgcolor: 'background.paper',
            opacity: 0.94,
            pointerEvents: 'none',
            zIndex: 1,
          }}
        >
          <Box sx={{ textAlign: 'center' }}>
            <MdiIcon path={mdiCloudUploadOutline} color="primary" sx={{ fontSize: 64 }} />
            <Typography variant="h6">{hint}</Typography>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
