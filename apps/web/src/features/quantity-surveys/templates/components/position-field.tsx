import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useBoqItems, type BoqItem } from '../../../../entities/boq/get-boq-items';
import { useQuantitySurveysTranslation } from '../../quantity-surveys-i18n';

export interface PositionFieldProps {
  /** The survey's BoQ whose positions are offered; null offers none (free text only). */
  boqId: string | null;
  value: string;
  onChange(oz: string): void;
  disabled?: boolean;
}

const MAX_OPTIONS = 100;

/** The position (OZ) the lines measure: typed freely or picked from the survey's BoQ (OZ prefix or short text). */
export function PositionField({ boqId, value, onChange, disabled }: PositionFieldProps) {
  const { t } = useQuantitySurveysTranslation();
  const [open, setOpen] = useState(false);
  const items = useBoqItems(open ? boqId : null);

  return (
    <Autocomplete<BoqItem, false, false, true>
      freeSolo
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={disabled}
      options={items.data ?? []}
      loading={items.isFetching}
      loadingText={t('apply.positionsLoading')}
      inputValue={value}
      onInputChange={(_event, next) => onChange(next)}
      onChange={(_event, chosen) => onChange(typeof chosen === 'string' ? chosen : (chosen?.oz ?? ''))}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.oz)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      filterOptions={(options, state) => {
        const query = state.inputValue.trim().toLocaleLowerCase('de');
        return options
          .filter(
            (option) =>
              query === '' ||
              option.oz.toLocaleLowerCase('de').startsWith(query) ||
              option.shortText.toLocaleLowerCase('de').includes(query),
          )
          .slice(0, MAX_OPTIONS);
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <span style={{ fontFamily: 'monospace', marginRight: 12 }}>{option.oz}</span>
          {option.shortText}
          {option.unit ? ` (${option.unit})` : ''}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('apply.position')}
          placeholder={t('apply.positionPlaceholder')}
          helperText={boqId ? t('apply.positionHelp') : t('apply.positionHelpNoBoq')}
        />
      )}
    />
  );
}
