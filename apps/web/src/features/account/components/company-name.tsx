import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMe } from '../../../entities/user/get-me';

/**
 * The signed-in user's company for the app bar, after a thin separator: its logo (composed in by the app, from
 * the company settings) and its name. Nothing while unknown.
 */
export function CompanyName({ logo }: { logo?: ReactNode }) {
  const { data: me } = useMe({ passive: true });
  if (!me) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, minWidth: 0, ml: 1 }}>
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'block' },
          width: '1px',
          height: 24,
          bgcolor: 'currentColor',
          opacity: 0.35,
        }}
      />
      {logo}
      <Typography
        component="span"
        data-testid="app-bar-company"
        noWrap
        sx={{ display: { xs: 'none', sm: 'block' }, opacity: 0.92, fontSize: 15 }}
      >
        {me.company.name}
      </Typography>
    </Box>
  );
}
