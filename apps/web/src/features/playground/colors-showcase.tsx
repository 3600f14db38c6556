import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ShowcaseSection } from './showcase-section';

/** The theme's colours (SPEC.md section 9) as swatches with their values, in the current mode. */
export function ColorsShowcase({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('app');
  const { palette } = useTheme();
  const swatches = [
    { name: 'primary', value: palette.primary.main },
    { name: 'secondary', value: palette.secondary.main },
    { name: 'eyeCatcher', value: palette.eyeCatcher.main },
    { name: 'confirm', value: palette.confirm.main },
    { name: 'background', value: palette.background.default },
    { name: 'surface', value: palette.background.paper },
  ];
  return (
    <ShowcaseSection title={t('playground.colors', { mode: palette.mode })}>
      {children}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
        {swatches.map((swatch) => (
          <Box
            key={swatch.name}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
          >
            <Box sx={{ height: 48, bgcolor: swatch.value }} />
            <Box sx={{ px: 1.5, py: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {swatch.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                {swatch.value}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </ShowcaseSection>
  );
}
