import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiArchive, mdiDelete, mdiPencil } from '@mdi/js';
import type { Project } from '@vendoc/contract/projects';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { PageFrame } from '../../components/page-frame/page-frame';
import { apiProblemOf } from '../../lib/http/api-problems';
import { useProject } from '../../entities/project/get-project';
import { invalidateProjectLists } from '../../entities/project/project-cache';
import { useClientDialogSlot } from './components/client-dialog-slot';
import { useDocumentsSlot } from './components/documents-slot';
import { ProjectAreaLinks } from './components/project-area-links';
import { ConstructionsSection } from './constructions/components/constructions-section';
import { ProjectDetails } from './components/project-details';
import { ProjectFormDialog } from './components/project-form-dialog';
import { ProjectRemovalDialog } from './components/project-removal-dialog';
import { ProjectStatusProgress } from './components/project-status-progress';
import { usePermission } from '../../entities/user/get-me';
import { useProjectsTranslation } from './projects-i18n';
import { paths } from '../../lib/navigation/paths';

type OpenDialog = 'edit' | 'delete' | 'archive' | 'client' | null;

/**
 * /projects/{projectId}: the project's data, its status (moved on one step at a time), edit, delete (empty
 * projects) or archive (projects with content), and the ways to every area of the project.
 */
export function ProjectPage() {
  const { t } = useProjectsTranslation();
  const { t: tApp } = useTranslation('app');
  const { projectId = '' } = useParams();
  const project = useProject(projectId);
  const home = { label: tApp('routes.home'), to: paths.home() };
  const queryClient = useQueryClient();
  const opened = project.isSuccess;

  // Opening the project recorded a visit: "recently used first" lists are out of date from now on.
  useEffect(() => {
    if (opened) void invalidateProjectLists(queryClient);
  }, [opened, projectId, queryClient]);

  if (project.data) return <ProjectView project={project.data} />;

  const notFound = apiProblemOf(project.error)?.status === 404;
  return (
    <PageFrame
      title={project.isError ? t(notFound ? 'page.notFound' : 'page.loadFailed') : tApp('routes.project')}
      breadcrumbs={[home, { label: tApp('routes.project') }]}
    >
      {project.isError ? (
        <Alert
          severity={notFound ? 'warning' : 'error'}
          action={
            notFound ? (
              <Button component={Link} to={paths.home()} color="inherit" size="small">
                {t('page.toHome')}
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => void project.refetch()}>
                {t('page.retry')}
              </Button>
            )
          }
        >
          {notFound ? t('page.notFoundText') : t('page.loadFailed')}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>{t('page.loading')}</Typography>
        </Box>
      )}
    </PageFrame>
  );
}

function ProjectView({ project }: { project: Project }) {
  const { t } = useProjectsTranslation();
  const { t: tApp } = useTranslation('app');
  const navigate = useNavigate();
  const ClientDialog = useClientDialogSlot();
  const Documents = useDocumentsSlot();
  const canWrite = usePermission('projects:write');
  const canDelete = usePermission('projects:delete');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const archivable = project.hasContent && project.status !== 'archived';

  const actions = (
    <>
      {canWrite ? (
        <Button
          variant="contained"
          startIcon={<MdiIcon path={mdiPencil} />}
          onClick={() => setDialog('edit')}
        >
          {t('page.edit')}
        </Button>
      ) : null}
      {canWrite && archivable ? (
        <Button
          variant="outlined"
          startIcon={<MdiIcon path={mdiArchive} />}
          onClick={() => setDialog('archive')}
        >
          {t('page.archive')}
        </Button>
      ) : null}
      {canDelete && !project.hasContent ? (
        <Button
          variant="outlined"
          color="error"
          startIcon={<MdiIcon path={mdiDelete} />}
          onClick={() => setDialog('delete')}
        >
          {t('page.delete')}
        </Button>
      ) : null}
    </>
  );

  return (
    <PageFrame
      title={project.name}
      breadcrumbs={[
        { label: tApp('routes.home'), to: paths.home() },
        { label: `${tApp('routes.project')} ${project.number}` },
      ]}
      ids={[{ label: t('page.number'), value: project.number }]}
      actions={
        canWrite || canDelete ? <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box> : null
      }
    >
      <Stack spacing={3}>
        <ProjectStatusProgress project={project} canChange={canWrite} />
        <ProjectDetails
          project={project}
          onOpenClient={ClientDialog ? () => setDialog('client') : undefined}
        />
        <ProjectAreaLinks projectId={project.id} />
        <ConstructionsSection projectId={project.id} />
        {Documents ? (
          <Suspense fallback={null}>
            <Documents projectId={project.id} projectLabel={`${project.number} · ${project.name}`} />
          </Suspense>
        ) : null}
      </Stack>
      {dialog === 'edit' ? <ProjectFormDialog project={project} onClose={() => setDialog(null)} /> : null}
      {dialog === 'delete' || dialog === 'archive' ? (
        <ProjectRemovalDialog
          project={project}
          mode={dialog}
          canArchive={canWrite}
          onCancel={() => setDialog(null)}
          onDeleted={() => void navigate(paths.home(), { replace: true })}
          onArchived={() => setDialog(null)}
        />
      ) : null}
      {ClientDialog && dialog === 'client' ? (
        <Suspense fallback={null}>
          <ClientDialog open clientId={project.client.id} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
