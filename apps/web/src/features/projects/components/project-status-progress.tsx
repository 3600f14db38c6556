import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { mdiArrowRight } from '@mdi/js';
import { useQueryClient } from '@tanstack/react-query';
import { projectSchema, type Project } from '@vendoc/contract/projects';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { toast } from '../../../lib/toast/toast-service';
import { apiProblemOf, isReportedByHttpLayer } from '../../../lib/http/api-problems';
import { projectKeys } from '../../../entities/project/project-keys';
import { projectUpdateBody, useUpdateProject } from '../api/update-project';
import { useProjectsTranslation } from '../projects-i18n';
import { nextStatus, PROJECT_STATUSES } from '../project-status';
import { ProjectStatusChip } from './project-status-chip';
import { TOUCH_TARGET } from '../../../lib/theme/touch';

/**
 * Where the project stands (a stepper over every status) and the button that moves it on by one status,
 * saved with the version it was read at: a stale version shows the current project instead.
 */
export function ProjectStatusProgress({ project, canChange }: { project: Project; canChange: boolean }) {
  const { t } = useProjectsTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateProject();
  const next = nextStatus(project.status);

  const advance = async () => {
    if (!next) return;
    try {
      const saved = await update.mutateAsync({
        id: project.id,
        body: projectUpdateBody(project, { status: next }),
      });
      toast.success(t('page.advanced', { status: t(`status.${saved.status}`) }));
    } catch (error) {
      const problem = apiProblemOf(error);
      const current = problem?.status === 409 ? projectSchema.safeParse(problem.current) : null;
      if (current?.success) {
        queryClient.setQueryData(projectKeys.detail(project.id), current.data);
        toast.error(t('page.statusConflict'), t('page.statusConflictText'));
      } else if (!isReportedByHttpLayer(error)) {
        toast.error(t('page.statusFailed'), problem?.detail);
      }
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: { xs: 0, md: 2 } }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('page.statusProgress')}
        </Typography>
        <Box sx={{ display: { md: 'none' } }}>
          <ProjectStatusChip status={project.status} size="medium" />
        </Box>
        {canChange && next ? (
          <Button
            variant="contained"
            endIcon={<MdiIcon path={mdiArrowRight} />}
            onClick={() => void advance()}
            disabled={update.isPending}
            sx={{ minHeight: TOUCH_TARGET }}
          >
            {t('page.advance', { next: t(`status.${next}`) })}
          </Button>
        ) : null}
      </Box>
      <Stepper
        activeStep={PROJECT_STATUSES.indexOf(project.status)}
        alternativeLabel
        sx={{ display: { xs: 'none', md: 'flex' } }}
        aria-label={t('page.statusProgress')}
      >
        {PROJECT_STATUSES.map((status) => (
          <Step
            key={status}
            completed={PROJECT_STATUSES.indexOf(status) < PROJECT_STATUSES.indexOf(project.status)}
          >
            <StepLabel>{t(`status.${status}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Paper>
  );
}
