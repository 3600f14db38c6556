import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { mdiChevronDown, mdiChevronRight, mdiDelete, mdiPencil } from '@mdi/js';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';

export interface ConstructionItemProps {
  title: string;
  /** Kind, location, number of surveys: shown after the title. */
  kindLabel?: string;
  details?: string;
  expanded: boolean;
  onToggle(): void;
  /** Labels of the edit and delete buttons; a button shows only with its handler. */
  editLabel?: string;
  deleteLabel?: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The surveys, rendered only while expanded (they load then). */
  children: ReactNode;
}

/** One construction (or the "without construction" group): a header that expands to its quantity surveys. */
export function ConstructionItem({
  title,
  kindLabel,
  details,
  expanded,
  onToggle,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  children,
}: ConstructionItemProps) {
  const regionId = useId();
  return (
    <Paper variant="outlined" component="li" sx={{ listStyle: 'none', overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <ButtonBase
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={regionId}
          sx={{
            flex: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            textAlign: 'left',
            gap: 1.5,
            px: 1.5,
            py: 1.25,
            minHeight: 56,
          }}
        >
          <MdiIcon path={expanded ? mdiChevronDown : mdiChevronRight} />
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {title}
              </Typography>
              {kindLabel ? <Chip size="small" variant="outlined" label={kindLabel} /> : null}
            </Box>
            {details ? (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {details}
              </Typography>
            ) : null}
          </Box>
        </ButtonBase>
        {onEdit && editLabel ? (
          <Tooltip title={editLabel}>
            <IconButton aria-label={editLabel} onClick={onEdit}>
              <MdiIcon path={mdiPencil} />
            </IconButton>
          </Tooltip>
        ) : null}
        {onDelete && deleteLabel ? (
          <Tooltip title={deleteLabel}>
            <IconButton aria-label={deleteLabel} onClick={onDelete}>
              <MdiIcon path={mdiDelete} />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
      <Collapse in={expanded} unmountOnExit>
        <Box id={regionId} role="region" aria-label={title} sx={{ px: 1.5, pb: 1 }}>
          {children}
        </Box>
      </Collapse>
    </Paper>
  );
}
