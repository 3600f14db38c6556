import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { Project } from '@vendoc/contract/projects';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/format';
import { useProjectsTranslation } from '../projects-i18n';
import { ProjectStatusChip } from './project-status-chip';
import { paths } from '../../../lib/navigation/paths';

/** "01.03.2026 – 30.04.2026", "ab …", "bis …", or '' without dates. */
export function useProjectPeriod() {
  const { t } = useProjectsTranslation();
  return (project: Pick<Project, 'startDate' | 'endDate'>): string => {
    const start = project.startDate ? formatDate(project.startDate) : null;
    const end = project.endDate ? formatDate(project.endDate) : null;
    if (start && end) return t('list.dates', { start, end });
    if (start) return t('list.from', { start });
    if (end) return t('list.until', { end });
    return '';
  };
}

/** One project in the list: a link (big touch target) with number, name, client, status, city and dates. */
export function ProjectListItem({ project }: { project: Project }) {
  const period = useProjectPeriod()(project);
  const city = project.siteAddress?.city ?? '';
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={Link}
        to={paths.project(project.id)}
        sx={{
          py: 1.5,
          display: 'grid',
          gap: { xs: 0.75, md: 2 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 3fr) 140px minmax(0, 2fr)' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {project.number}
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{project.name}</Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {project.client.name}
          </Typography>
        </Box>
        <Box sx={{ justifySelf: { xs: 'end', md: 'start' }, alignSelf: { xs: 'start', md: 'center' } }}>
          <ProjectStatusChip status={project.status} />
        </Box>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {city}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {period}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
