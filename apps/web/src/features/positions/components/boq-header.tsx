import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { mdiDotsVertical } from '@mdi/js';
import type { Boq } from '@vendoc/contract/boqs';
import { Badge } from '../../../components/badge/badge';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { phaseLabel } from '../model/boq-labels';
import { usePositionsTranslation } from '../positions-i18n';

export interface BoqHeaderProps {
  readonly boq: Boq;
  /** Omitted for users who may not delete BoQs. */
  readonly onDelete?: () => void;
}

/** The BoQ's name with its kind, GAEB phase and version, counts, and (office) its menu. */
export function BoqHeader({ boq, onDelete }: BoqHeaderProps) {
  const { t } = usePositionsTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    // Beside the totals: the info chips wrap before the totals go below (rows for the table on a desktop).
    <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {boq.name}
        </Typography>
        {onDelete ? (
          <>
            <IconButton
              size="small"
              aria-label={t('boq.menu', { name: boq.name })}
              aria-haspopup="menu"
              onClick={(event) => setAnchor(event.currentTarget)}
            >
              <MdiIcon path={mdiDotsVertical} fontSize="small" />
            </IconButton>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
              <MenuItem
                onClick={() => {
                  setAnchor(null);
                  onDelete();
                }}
                sx={{ color: 'error.main' }}
              >
                {t('boq.delete')}
              </MenuItem>
            </Menu>
          </>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }} data-testid="boq-info">
        <Badge>{t(`boqKinds.${boq.kind}`)}</Badge>
        <Badge>{phaseLabel(boq.phase, t, boq.gaebVersion)}</Badge>
        <Badge>{t('boq.gaebVersion', { version: boq.gaebVersion })}</Badge>
        <Badge>{t('boq.counts', { items: boq.counts.items, categories: boq.counts.categories })}</Badge>
        {boq.sourceFileName ? <Badge title={t('boq.source')}>{boq.sourceFileName}</Badge> : null}
      </Box>
    </Box>
  );
}
