import { Suspense } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiRuler } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyWithReload } from '../../components/lazy-load/lazy-with-reload';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { PageFrame } from '../../components/page-frame/page-frame';
import { CurrentUserCard } from '../../features/account/components/current-user-card';
import { AreaGrid } from '../../features/home/area-grid';
import { ProjectsPanel } from '../../features/home/projects-panel';
import { ClientDialogSlot } from '../../features/projects/components/client-dialog-slot';
import { NewProjectButton } from '../../features/projects/components/new-project-button';
import { ProjectList } from '../../features/projects/components/project-list';
import { paths } from '../../lib/navigation/paths';
import { useSiteLayout } from '../layouts/use-site-layout';
import { TOUCH_TARGET } from '../../lib/theme/touch';

// The project form's "Neuen Kunden anlegen" opens the clients feature's dialog, loaded when first needed.
const ClientDialog = lazyWithReload(() =>
  import('../../features/clients/components/client-dialog').then((m) => m.ClientDialog),
);

// "Heute", home in the site layout, is loaded on phones of people on site only.
const TodayPage = lazyWithReload(() => import('../../features/home/today-page').then((m) => m.TodayPage));

/**
 * Home `/`: the signed-in user and company, the project list, then every area of the product; in the site layout
 * (phones, fitters or site mode) "Heute" instead.
 */
export function HomePage() {
  const site = useSiteLayout();
  if (site)
    return (
      <Suspense fallback={null}>
        <TodayPage />
      </Suspense>
    );
  return <DeskHomePage />;
}

function DeskHomePage() {
  const { t } = useTranslation('app');
  return (
    <PageFrame title={t('routes.home')}>
      <Stack spacing={3}>
        <CurrentUserCard />
        <ClientDialogSlot value={ClientDialog}>
          <ProjectsPanel
            actions={
              <>
                <Button
                  component={Link}
                  to={paths.newQuantitySurvey()}
                  variant="outlined"
                  startIcon={<MdiIcon path={mdiRuler} />}
                  sx={{ minHeight: TOUCH_TARGET }}
                >
                  {t('routes.newQuantitySurvey')}
                </Button>
                <NewProjectButton />
              </>
            }
          >
            <ProjectList />
          </ProjectsPanel>
        </ClientDialogSlot>
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
