import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiMapMarker } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import {
  SMART_NOTE_STATUSES,
  SMART_NOTE_TYPES,
  type SmartNoteStatus,
  type SmartNoteType,
} from '@vendoc/contract/smart-notes';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { matchesPinFilter, type BlueprintPin, type PinFilter } from '../blueprint-store';
import { pinColor } from '../pin-colors';

export interface PinListProps {
  readonly pins: readonly BlueprintPin[];
  readonly selectedPinId: string | null;
  readonly filter: PinFilter;
  readonly onFilter: (filter: PinFilter) => void;
  readonly onOpen: (pin: BlueprintPin) => void;
  readonly onSelect: (id: string | null) => void;
}

/** The plan's pins beside it (below it on a phone), filtered by type and status; a click opens the linked item. */
export function PinList({ pins, selectedPinId, filter, onFilter, onOpen, onSelect }: PinListProps) {
  const { t } = useTranslation('app');
  const shown = pins.filter((pin) => matchesPinFilter(pin, filter));
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('blueprint.list')} ({t('blueprint.pins', { count: shown.length })})
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          fullWidth
          label={t('blueprint.filterType')}
          value={filter.types[0] ?? ''}
          onChange={(event) => {
            const type = event.target.value as SmartNoteType | '';
            onFilter({ ...filter, types: type === '' ? [] : [type] });
          }}
        >
          <MenuItem value="">{t('blueprint.all')}</MenuItem>
          {SMART_NOTE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`blueprint.type.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          fullWidth
          label={t('blueprint.filterStatus')}
          value={filter.statuses[0] ?? ''}
          onChange={(event) => {
            const status = event.target.value as SmartNoteStatus | '';
            onFilter({ ...filter, statuses: status === '' ? [] : [status] });
          }}
        >
          <MenuItem value="">{t('blueprint.all')}</MenuItem>
          {SMART_NOTE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`blueprint.status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {pins.length === 0 ? t('blueprint.noPins') : t('blueprint.noPinsFiltered')}
        </Typography>
      ) : (
        <Box sx={{ overflow: 'auto', minHeight: 0 }}>
          <List dense disablePadding aria-label={t('blueprint.list')}>
            {shown.map((pin) => (
              <ListItemButton
                key={pin.id}
                selected={pin.id === selectedPinId}
                onClick={() => onOpen(pin)}
                onMouseEnter={() => onSelect(pin.id)}
                onFocus={() => onSelect(pin.id)}
                sx={{ minHeight: 48, borderRadius: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 36, color: pinColor(pin.link) }}>
                  <MdiIcon path={mdiMapMarker} />
                </ListItemIcon>
                <ListItemText
                  primary={pin.link ? `${pin.label}: ${pin.link.title}` : pin.label}
                  secondary={
                    pin.link
                      ? `${t(`blueprint.type.${pin.link.type}`)} · ${t(`blueprint.status.${pin.link.status}`)}`
                      : t('blueprint.unlinked')
                  }
                />
              </ListItemButton>
            ))}
          </List>
        </Box>
      )}
    </Paper>
  );
}
