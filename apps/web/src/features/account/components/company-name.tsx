import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMe } from '../api/me-query';

/** The signed-in user's company name for the app bar, after a thin separator (nothing while unknown). */
export function CompanyName() {
  const { data: me } = useMe({ passive: true });
  if (!me) return null;
  return (
    <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 2, minWidth: 0, ml: 1 }}>
      <Box aria-hidden sx={{ width: '1px', height: 24, bgcolor: 'currentColor', opacity: 0.35 }} />
      <Typography component="span" data-testid="app-bar-company" noWrap sx={{ opacity: 0.92, fontSize: 15 }}>
        {me.company.name}
      </Typography>
    </Box>
  );
}
