import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ShowcaseSection } from './showcase-section';

const COLORS = ['primary', 'secondary', 'eyeCatcher', 'confirm'] as const;

/** The buttons in the product colours (primary, secondary, eye-catcher, confirm), filled and outlined. */
export function ButtonsShowcase() {
  const { t } = useTranslation('app');
  return (
    <ShowcaseSection title={t('playground.buttons')}>
      <Stack spacing={1.5}>
        {(['contained', 'outlined'] as const).map((variant) => (
          <Stack key={variant} direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
            {COLORS.map((color) => (
              <Button key={color} variant={variant} color={color}>
                {color}
              </Button>
            ))}
          </Stack>
        ))}
      </Stack>
    </ShowcaseSection>
  );
}
