import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export interface LogoProps {
  /** Height in pixels; the width follows the mark's 1:1 ratio plus the word mark. */
  size?: number;
  /** Show the word "VenDoc" next to the mark. */
  withText?: boolean;
}

/** The VenDoc logo: a document sheet with a folded corner and a "V", in the primary colour. */
export function Logo({ size = 40, withText = false }: LogoProps) {
  const { t } = useTranslation('shell');
  const width = withText ? size * 3.6 : size;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={t('brand.logo')}
      viewBox={withText ? '0 0 180 50' : '0 0 50 50'}
      width={width}
      height={size}
      sx={{ color: 'primary.main', display: 'block', flexShrink: 0 }}
    >
      <path d="M8 3h24l10 10v34H8z" fill="currentColor" />
      <path d="M32 3v10h10z" fill="#ffffff" fillOpacity={0.45} />
      <path d="M15 19l10 20 10-20h-5l-5 11-5-11z" fill="#ffffff" />
      {withText && (
        <text
          x="52"
          y="36"
          fill="currentColor"
          fontFamily="Roboto, Helvetica, Arial, sans-serif"
          fontSize="30"
          fontWeight="700"
        >
          VenDoc
        </text>
      )}
    </Box>
  );
}
