import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useProjectPage } from '../../../entities/project/get-projects';
import { usePlanFiles } from './plan-files';
import { touchSx } from './touch-sx';

export interface PlanChooserProps {
  /** The project given in the query string (its files are offered), or null. */
  readonly projectId: string | null;
  readonly onOpen: (projectId: string, fileId: string) => void;
}

/** Without a plan in the query string: pick a project, then one of its PDF or image files. */
export function PlanChooser({ projectId: givenProject, onOpen }: PlanChooserProps) {
  const { t } = useTranslation('app');
  const [projectId, setProjectId] = useState(givenProject ?? '');
  const [fileId, setFileId] = useState('');
  const projects = useProjectPage({ limit: 100 });
  const { files: plans, isSuccess: filesLoaded } = usePlanFiles(projectId);
  const chosenProject = projects.data?.some((project) => project.id === projectId) ? projectId : '';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('blueprint.chooseTitle')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          select
          label={t('blueprint.project')}
          value={chosenProject}
          onChange={(event) => {
            setProjectId(event.target.value);
            setFileId('');
          }}
        >
          {(projects.data ?? []).map((project) => (
            <MenuItem key={project.id} value={project.id} sx={touchSx}>
              {project.number} · {project.name}
            </MenuItem>
          ))}
          {projects.data?.length === 0 ? <MenuItem disabled>{t('blueprint.noProjects')}</MenuItem> : null}
        </TextField>
        {projectId !== '' && filesLoaded && plans.length === 0 ? (
          <Alert severity="info">{t('blueprint.noPlans')}</Alert>
        ) : null}
        {plans.length > 0 ? (
          <TextField
            select
            label={t('blueprint.file')}
            value={plans.some((file) => file.id === fileId) ? fileId : ''}
            onChange={(event) => setFileId(event.target.value)}
          >
            {plans.map((file) => (
              <MenuItem key={file.id} value={file.id} sx={touchSx}>
                {file.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            size="large"
            sx={touchSx}
            disabled={projectId === '' || fileId === ''}
            onClick={() => onOpen(projectId, fileId)}
          >
            {t('blueprint.open')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
