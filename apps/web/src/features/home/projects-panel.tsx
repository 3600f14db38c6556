import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProjectsPanelProps {
  /** Buttons beside the heading (new project, new quantity survey). */
  readonly actions?: ReactNode;
  /** The project list. */
  readonly children?: ReactNode;
}

/** Home's project section: heading and actions, then the project list the page composes into it. */
export function ProjectsPanel({ actions, children }: ProjectsPanelProps) {
  const { t } = useTranslation('app');
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="home-projects-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography id="home-projects-title" component="h2" variant="h6">
          {t('home.projects')}
        </Typography>
        {actions ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}
