import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface EditorSectionProps {
  /** Id of the heading, which names the section. */
  readonly titleId: string;
  readonly title: string;
  /** A line below the heading saying what the section is for. */
  readonly hint?: string;
  readonly children: ReactNode;
}

/** A section of the position and variant editors: its heading, a hint below it, then the content. */
export function EditorSection({ titleId, title, hint, children }: EditorSectionProps) {
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {hint === undefined ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Box>
  );
}
