import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** An empty state of the matching page: what is missing, what to do, and a way to do it. */
export function MatchingNote({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <Box
      sx={{
        py: 6,
        px: 2,
        textAlign: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {text ? (
        <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
          {text}
        </Typography>
      ) : null}
      {action}
    </Box>
  );
}
