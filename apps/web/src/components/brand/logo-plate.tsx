import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A small white plate behind a logo, so that it reads on the coloured app bar and in dark mode alike. */
export function LogoPlate({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#fff',
        borderRadius: 1.5,
        p: 0.5,
        lineHeight: 0,
      }}
    >
      {children}
    </Box>
  );
}
