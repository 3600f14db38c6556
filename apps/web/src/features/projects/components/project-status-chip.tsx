import Chip from '@mui/material/Chip';
import type { ProjectStatus } from '@vendoc/contract/project-values';
import { useProjectsTranslation } from '../projects-i18n';
import { STATUS_COLORS } from '../project-status';

/** A project's status as a coloured chip with its German label. */
export function ProjectStatusChip({
  status,
  size = 'small',
}: {
  status: ProjectStatus;
  size?: 'small' | 'medium';
}) {
  const { t } = useProjectsTranslation();
  return (
    <Chip
      label={t(`status.${status}`)}
      color={STATUS_COLORS[status]}
      variant={status === 'archived' || status === 'inquiry' ? 'outlined' : 'filled'}
      size={size}
      sx={{ fontWeight: 500 }}
    />
  );
}
