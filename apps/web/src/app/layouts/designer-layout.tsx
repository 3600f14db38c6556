import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { mdiArrowLeft } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { ThemeSwitch } from '../shell/theme-switch';
import { layoutRootSx, useRouteTitle, type LayoutProps } from './layout-parts';
import { paths } from '../../lib/navigation/paths';

export interface DesignerLayoutProps extends LayoutProps {
  /** Tools shown in the toolbar next to the title. */
  readonly toolbar?: ReactNode;
  /** Content of the side panel (properties of the selection). */
  readonly sidePanel?: ReactNode;
}

/** The designer layout: full-bleed workspace of a toolbar, the canvas area and a side panel. */
export function DesignerLayout({ children, title, embedded, toolbar, sidePanel }: DesignerLayoutProps) {
  const { t } = useTranslation('app');
  const routeTitle = useRouteTitle(title);
  return (
    <Box data-layout="designer" sx={layoutRootSx(embedded)}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <IconButton
            component={Link}
            to={paths.designerTemplates()}
            edge="start"
            aria-label={t('designerLayout.back')}
          >
            <MdiIcon path={mdiArrowLeft} />
          </IconButton>
          <Typography component="span" variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
            {routeTitle}
          </Typography>
          {toolbar ? (
            <>
              <Divider orientation="vertical" flexItem sx={{ mx: 1 }} />
              {toolbar}
            </>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <ThemeSwitch />
        </Toolbar>
      </Box>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Box
          component="main"
          aria-label={t('designerLayout.canvas')}
          sx={{
            flex: 1,
            minWidth: 0,
            overflow: 'auto',
            p: 3,
            bgcolor: 'action.hover',
            backgroundImage: (theme) => `radial-gradient(${theme.palette.divider} 1px, transparent 1px)`,
            backgroundSize: '16px 16px',
          }}
        >
          {children ?? <Outlet />}
        </Box>
        <Box
          component="aside"
          aria-label={t('designerLayout.panel')}
          sx={{
            width: 300,
            flexShrink: 0,
            overflowY: 'auto',
            p: 2,
            borderLeft: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            display: { xs: 'none', md: 'block' },
          }}
        >
          {sidePanel ?? (
            <>
              <Typography component="h2" variant="subtitle2" sx={{ mb: 1 }}>
                {t('designerLayout.panel')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('designerLayout.panelEmpty')}
              </Typography>
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}
