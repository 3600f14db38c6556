import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Project } from '@vendoc/contract/projects';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format/format';
import { useProjectsTranslation } from '../projects-i18n';
import { useProjectPeriod } from './project-list-item';
import { ProjectStatusChip } from './project-status-chip';

export interface ProjectDetailsProps {
  project: Project;
  /** Opens the client's dialog; without it the client is plain text. */
  onOpenClient?: () => void;
}

/** The project's data as a description list. */
export function ProjectDetails({ project, onOpenClient }: ProjectDetailsProps) {
  const { t } = useProjectsTranslation();
  const period = useProjectPeriod()(project);
  const address = project.siteAddress;
  const addressLines = address
    ? [address.street, [address.postalCode, address.city].filter(Boolean).join(' ')].filter(Boolean)
    : [];
  const none = t('page.none');
  const client = `${project.client.number} · ${project.client.name}`;

  const rows: [string, ReactNode][] = [
    [t('page.number'), project.number],
    [
      t('page.client'),
      onOpenClient ? (
        <Link component="button" type="button" onClick={onOpenClient} sx={{ textAlign: 'left' }}>
          {client}
        </Link>
      ) : (
        client
      ),
    ],
    [t('page.status'), <ProjectStatusChip key="status" status={project.status} />],
    [t('page.contractType'), t(`contractType.${project.contractType}`)],
    [t('page.period'), period || none],
    [t('page.responsible'), project.responsibleUser?.displayName ?? none],
    [
      t('page.siteAddress'),
      addressLines.length > 0
        ? addressLines.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))
        : none,
    ],
  ];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('page.details')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1.25 },
          '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      {project.description ? (
        <Box sx={{ mt: 2 }}>
          <Typography color="text.secondary">{t('page.description')}</Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {project.description}
          </Typography>
        </Box>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('page.updated', { date: formatDateTime(project.updatedAt) })}
      </Typography>
    </Paper>
  );
}
