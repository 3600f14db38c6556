import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A small outlined label (role, identifier): the look of a chip without its interactive machinery. */
export function Badge({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <Box
      component="span"
      title={title}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        maxWidth: '100%',
        minHeight: 24,
        px: 1.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        fontSize: 13,
        lineHeight: 1.3,
        color: 'text.secondary',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  );
}
