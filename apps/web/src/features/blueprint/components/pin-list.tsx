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
import { useTranslation } from 'react-i18next';
import { PIN_STATUSES, PIN_TYPES, type Pin, type PinStatus, type PinType } from '@vendoc/contract/plans';
import { formatDate } from '../../../lib/format/format';
import { matchesPinFilter, type PinFilter } from '../blueprint-store';
import { PinBadge, pinLook } from './pin-badge';
import { touchSx } from './touch-sx';

export interface PinListProps {
  readonly pins: readonly Pin[];
  readonly selectedPinId: string | null;
  readonly filter: PinFilter;
  readonly onFilter: (filter: PinFilter) => void;
  /** A click on a pin of the list (opens its item, or picks it to move). */
  readonly onOpen: (pin: Pin) => void;
  readonly onSelect: (id: string | null) => void;
}

/** A pin's name: its number and its linked item's title (a diary day's date in German) or its label. */
export function pinTitle(pin: Pick<Pin, 'label' | 'link'>, numbered: string): string {
  const { link } = pin;
  const title =
    link === null
      ? pin.label
      : link.kind === 'constructionNote' && link.title !== ''
        ? formatDate(link.title)
        : link.title;
  return title === '' ? numbered : `${numbered}: ${title}`;
}

/** The plan's pins beside it (below it on a phone), filtered by type and status; a click opens the linked item. */
export function PinList({ pins, selectedPinId, filter, onFilter, onOpen, onSelect }: PinListProps) {
  const { t } = useTranslation('app');
  const shown = pins.filter((pin) => matchesPinFilter(pin, filter));
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('blueprint.listCount', { count: shown.length })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <TextField
          select
          fullWidth
          label={t('blueprint.filterType')}
          value={filter.types[0] ?? ''}
          onChange={(event) => {
            const type = event.target.value as PinType | '';
            onFilter({ ...filter, types: type === '' ? [] : [type] });
          }}
        >
          <MenuItem value="" sx={touchSx}>
            {t('blueprint.all')}
          </MenuItem>
          {PIN_TYPES.map((type) => (
            <MenuItem key={type} value={type} sx={touchSx}>
              {t(`blueprint.type.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label={t('blueprint.filterStatus')}
          value={filter.statuses[0] ?? ''}
          onChange={(event) => {
            const status = event.target.value as PinStatus | '';
            onFilter({ ...filter, statuses: status === '' ? [] : [status] });
          }}
        >
          <MenuItem value="" sx={touchSx}>
            {t('blueprint.all')}
          </MenuItem>
          {PIN_STATUSES.map((status) => (
            <MenuItem key={status} value={status} sx={touchSx}>
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
                sx={{ ...touchSx, borderRadius: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <PinBadge look={pinLook(pin)} size={24} />
                </ListItemIcon>
                <ListItemText
                  primary={pinTitle(pin, t('blueprint.pin', { number: pin.number }))}
                  secondary={`${t(`blueprint.type.${pin.type}`)} · ${t(`blueprint.status.${pin.status}`)} · ${t('blueprint.revisionOption', { index: pin.revisionIndex })}`}
                />
              </ListItemButton>
            ))}
          </List>
        </Box>
      )}
    </Paper>
  );
}
