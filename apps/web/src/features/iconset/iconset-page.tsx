import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { Icon } from '@mdi/react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame/page-frame';
import { FA_ICONS, MDI_ICONS } from './icon-sets';
import { IconTile } from './icon-tile';
import { paths } from '../../lib/navigation/paths';

function IconGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={label} sx={{ mb: 4 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))' }}>
        {children}
      </Box>
    </Box>
  );
}

/** /iconset: the two icon sets of the product (SPEC.md section 9), each icon labelled with its name. */
export function IconsetPage() {
  const { t } = useTranslation('app');
  const title = t('routes.iconset');
  return (
    <PageFrame title={title} breadcrumbs={[{ label: t('routes.home'), to: paths.home() }, { label: title }]}>
      <IconGrid label={t('iconset.mdi')}>
        {MDI_ICONS.map(({ name, path }) => (
          <IconTile key={name} name={name}>
            <Icon path={path} size={1.2} title={name} />
          </IconTile>
        ))}
      </IconGrid>
      <IconGrid label={t('iconset.fa')}>
        {FA_ICONS.map(({ name, icon }) => (
          <IconTile key={name} name={name}>
            <FontAwesomeIcon icon={icon} title={name} />
          </IconTile>
        ))}
      </IconGrid>
    </PageFrame>
  );
}
