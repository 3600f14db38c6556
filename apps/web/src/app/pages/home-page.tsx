import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame/page-frame';
import { CurrentUserCard } from '../../features/account/components/current-user-card';
import { AreaGrid } from '../../features/home/area-grid';
import { ProjectsPanel } from '../../features/home/projects-panel';

/** Home `/`: the signed-in user and company, then every area of the product. */
export function HomePage() {
  const { t } = useTranslation('app');
  return (
    <PageFrame title={t('routes.home')}>
      <Stack spacing={3}>
        <CurrentUserCard />
        <ProjectsPanel />
        <section>
          <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {t('home.areas')}
          </Typography>
          <AreaGrid />
        </section>
      </Stack>
    </PageFrame>
  );
}
