import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { lazyWithReload } from '../../components/lazy-load/lazy-with-reload';
import { changeLanguage, currentLanguage, type AppLanguage } from '../../lib/i18n/i18n';
import { TOUCH_TARGET } from '../../lib/theme/touch';

const loadMenu = () => import('./language-menu').then((m) => m.LanguageMenu);
const LanguageMenu = lazyWithReload(loadMenu);

/** Chooses the interface language (German or English); the choice is remembered. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('app');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const language = currentLanguage(i18n);
  const code = language.toUpperCase();
  const choose = (next: AppLanguage) => {
    setAnchor(null);
    if (next !== language) void changeLanguage(next, i18n);
  };
  return (
    <>
      <Button
        color="inherit"
        onPointerEnter={() => void loadMenu().catch(() => undefined)}
        onClick={(event) => {
          setLoaded(true);
          setAnchor(event.currentTarget);
        }}
        // The name starts with the code the button shows (WCAG 2.5.3: "click DE" works for voice control).
        aria-label={t('chrome.language', { code })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ minWidth: TOUCH_TARGET, fontWeight: 600 }}
      >
        {code}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            current={language}
            onClose={() => setAnchor(null)}
            onChoose={choose}
          />
        </Suspense>
      ) : null}
    </>
  );
}
