import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { mdiMenu } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/brand/Logo';
import { LogoPlate } from '../../components/brand/logo-plate';
import { ConnectionStatusSlot } from '../../components/connection-status/connection-status-slot';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { CompanyName } from '../../features/account/components/company-name';
import { UserMenu } from '../../features/account/components/user-menu';
import { CompanyLogo } from '../../features/company-settings/components/company-logo';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitch } from './theme-switch';
import { paths } from '../../lib/navigation/paths';

export interface AppTopBarProps {
  /** Shown on small screens, where the drawer is hidden. */
  readonly onMenuClick?: () => void;
  readonly children?: ReactNode;
}

/** The default layout's app bar: brand, company (logo and name), language, theme and the user menu. */
export function AppTopBar({ onMenuClick, children }: AppTopBarProps) {
  const { t } = useTranslation('app');
  return (
    <AppBar position="static" elevation={0}>
      {/* On a phone (390 px) everything fits: tighter gaps, the brand as its logo only (the link keeps its name). */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        {onMenuClick ? (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('chrome.openNavigation')}
            onClick={onMenuClick}
            sx={{ display: { md: 'none' } }}
          >
            <MdiIcon path={mdiMenu} />
          </IconButton>
        ) : null}
        <Box
          component={Link}
          to={paths.home()}
          // The name starts with the brand the link shows (WCAG 2.5.3, label in name).
          aria-label={t('chrome.homeOf', { app: t('appName') })}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
        >
          <LogoPlate>
            <Logo size={28} />
          </LogoPlate>
          <Typography
            component="span"
            variant="h6"
            sx={{ fontWeight: 700, letterSpacing: 0.3, display: { xs: 'none', sm: 'inline' } }}
          >
            {t('appName')}
          </Typography>
        </Box>
        <CompanyName logo={<CompanyLogo />} />
        {children}
        <Box sx={{ flex: 1 }} />
        <ConnectionStatusSlot />
        <LanguageSwitch />
        <ThemeSwitch />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
