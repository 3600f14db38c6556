import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A BoQ position as the picker shows it. */
export interface PickablePosition {
  readonly id: string;
  readonly oz: string;
  readonly shortText: string;
  readonly unit: string | null;
}

export interface BoqPositionPickerProps<P extends PickablePosition> {
  /** The project's BoQs (undefined while loading); a choice of BoQ is offered when there are several. */
  readonly boqs: readonly { readonly id: string; readonly name: string }[] | undefined;
  readonly boqId: string | null;
  readonly onBoqChange: (boqId: string) => void;
  /** The chosen BoQ's items (undefined while loading). */
  readonly items: readonly P[] | undefined;
  readonly loading: boolean;
  /** Positions already chosen: not offered again. */
  readonly exclude?: readonly string[];
  readonly label: string;
  readonly disabled?: boolean;
  readonly onPick: (position: P) => void;
}

const matches = (item: PickablePosition, search: string) => {
  const terms = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${item.oz} ${item.shortText}`.toLowerCase();
  return terms.every((term) => text.includes(term));
};

/**
 * A search over the project's BoQ positions by OZ and short text (all words, any order; the first 50 shown), with a
 * choice of BoQ when the project has several; 48 px options for a finger on site.
 */
export function BoqPositionPicker<P extends PickablePosition>({
  boqs,
  boqId,
  onBoqChange,
  items,
  loading,
  exclude = [],
  label,
  disabled = false,
  onPick,
}: BoqPositionPickerProps<P>) {
  const { t } = useTranslation('shell');
  const [search, setSearch] = useState('');
  if (boqs && boqs.length === 0)
    return <Typography color="text.secondary">{t('boqPicker.noBoq')}</Typography>;
  const options = (items ?? []).filter((item) => !exclude.includes(item.id));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      {boqs && boqs.length > 1 ? (
        <TextField
          select
          size="small"
          label={t('boqPicker.boq')}
          value={boqId ?? ''}
          onChange={(event) => onBoqChange(event.target.value)}
          sx={{ minWidth: 180 }}
        >
          {boqs.map((boq) => (
            <MenuItem key={boq.id} value={boq.id} sx={{ minHeight: 48 }}>
              {boq.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Autocomplete
        fullWidth
        options={options}
        value={null}
        inputValue={search}
        onInputChange={(_event, text, reason) => setSearch(reason === 'reset' ? '' : text)}
        filterOptions={(all) => all.filter((item) => matches(item, search)).slice(0, 50)}
        getOptionLabel={(item) => `${item.oz} ${item.shortText}`}
        loading={loading}
        loadingText={t('boqPicker.loading')}
        noOptionsText={t('boqPicker.noMatch')}
        disabled={disabled}
        onChange={(_event, item) => {
          if (item) onPick(item);
        }}
        renderOption={(props, item) => (
          <li {...props} key={item.id} style={{ minHeight: 48 }}>
            <span>
              <strong>{item.oz}</strong> {item.shortText}
              {item.unit ? ` (${item.unit})` : ''}
            </span>
          </li>
        )}
        renderInput={(params) => <TextField {...params} label={label} />}
      />
    </Stack>
  );
}
