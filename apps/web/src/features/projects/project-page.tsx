import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  mdiExport,
  mdiFolderOpen,
  mdiFormatListNumbered,
  mdiNotebookEdit,
  mdiClipboardText,
  mdiFileTree,
} from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { NotAvailableYet } from '../../components/page-frame/not-available-yet';
import { PageFrame } from '../../components/page-frame/page-frame';

/** The areas of one project, each a route below /projects/{projectId}. */
const PROJECT_AREAS = [
  { segment: 'positions', titleKey: 'routes.projectPositions', icon: mdiFormatListNumbered },
  { segment: 'files', titleKey: 'routes.projectFiles', icon: mdiFolderOpen },
  { segment: 'export', titleKey: 'routes.projectExport', icon: mdiExport },
  { segment: 'constructionNotes', titleKey: 'routes.projectConstructionNotes', icon: mdiNotebookEdit },
  { segment: 'quantitySurveySheets', titleKey: 'routes.quantitySurveySheets', icon: mdiClipboardText },
  { segment: 'quantitySurveyTemplates', titleKey: 'routes.quantitySurveyTemplates', icon: mdiFileTree },
] as const;

/** One project: its details (later) and the way to its positions, files, export, notes and surveys. */
export function ProjectPage() {
  const { t } = useTranslation('app');
  const { projectId = '' } = useParams();
  const title = t('routes.project');
  return (
    <PageFrame
      title={title}
      breadcrumbs={[{ label: t('routes.home'), to: '/' }, { label: title }]}
      ids={[{ label: t('ids.project'), value: projectId }]}
    >
      <Stack spacing={3}>
        <Box component="nav" aria-label={t('project.areas')}>
          <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {t('project.areas')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            }}
          >
            {PROJECT_AREAS.map((area) => (
              <Button
                key={area.segment}
                component={Link}
                to={`/projects/${encodeURIComponent(projectId)}/${area.segment}`}
                variant="outlined"
                color="inherit"
                startIcon={<MdiIcon path={area.icon} color="primary" />}
                sx={{ justifyContent: 'flex-start', py: 1.5, px: 2, borderColor: 'divider' }}
              >
                {t(area.titleKey)}
              </Button>
            ))}
          </Box>
        </Box>
        <NotAvailableYet description={t('pages.project')} />
      </Stack>
    </PageFrame>
  );
}
