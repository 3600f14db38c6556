import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One icon with its name under it. */
export function IconTile({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Paper
      component="figure"
      variant="outlined"
      sx={{
        m: 0,
        p: 1.5,
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
        fontSize: 28,
        color: 'text.primary',
      }}
    >
      {children}
      <Typography
        component="figcaption"
        variant="caption"
        color="text.secondary"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {name}
      </Typography>
    </Paper>
  );
}
