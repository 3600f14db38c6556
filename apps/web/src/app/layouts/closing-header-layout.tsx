import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { mdiClose } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { layoutRootSx, ScrollMain, useRouteTitle, type LayoutProps } from './layout-parts';
import { paths } from '../../lib/navigation/paths';

/** Where the close button of the closing-header layout leads: the service catalogs it manages. */
export const CLOSING_HEADER_TARGET = paths.serviceCatalogs();

/** The closing-header layout: a header with the title and a close (X) button back to the service catalogs. */
export function ClosingHeaderLayout({ children, title, embedded }: LayoutProps) {
  const { t } = useTranslation('app');
  const routeTitle = useRouteTitle(title);
  const navigate = useNavigate();
  return (
    <Box data-layout="closing-header" sx={layoutRootSx(embedded)}>
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <Typography component="span" variant="h6" noWrap sx={{ flex: 1, fontWeight: 600 }}>
            {routeTitle}
          </Typography>
          <IconButton
            edge="end"
            aria-label={t('chrome.close')}
            onClick={() => void navigate(CLOSING_HEADER_TARGET)}
          >
            <MdiIcon path={mdiClose} />
          </IconButton>
        </Toolbar>
      </AppBar>
      <ScrollMain>{children ?? <Outlet />}</ScrollMain>
    </Box>
  );
}
