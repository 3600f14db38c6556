import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiPlus } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';

/** Home's project section: the project list is built later; a new quantity survey can be started already. */
export function ProjectsPanel() {
  const { t } = useTranslation('app');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <div>
          <Typography component="h2" variant="h6">
            {t('home.projects')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('notAvailable.title')}: {t('home.projectsText')}
          </Typography>
        </div>
        <Button
          component={Link}
          to="/projects/new/quantitySurvey"
          variant="contained"
          startIcon={<MdiIcon path={mdiPlus} />}
        >
          {t('routes.newQuantitySurvey')}
        </Button>
      </Stack>
    </Paper>
  );
}
