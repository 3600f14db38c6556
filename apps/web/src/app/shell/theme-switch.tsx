import IconButton from '@mui/material/IconButton';
import { mdiWeatherNight, mdiWhiteBalanceSunny } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { useThemeStore } from '../../lib/theme/theme-store';

/** Switches between the light and the dark theme; the choice is remembered by the theme store. */
export function ThemeSwitch() {
  const mode = useThemeStore((state) => state.mode);
  const toggle = useThemeStore((state) => state.toggle);
  const { t } = useTranslation('app');
  const label = mode === 'dark' ? t('chrome.lightTheme') : t('chrome.darkTheme');
  return (
    <IconButton color="inherit" onClick={toggle} aria-label={label} title={label}>
      <MdiIcon path={mode === 'dark' ? mdiWhiteBalanceSunny : mdiWeatherNight} />
    </IconButton>
  );
}
