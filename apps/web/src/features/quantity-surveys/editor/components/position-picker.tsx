import { memo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { mdiAlertOutline } from '@mdi/js';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import type { BoqItem } from '../../../../entities/boq/get-boq-items';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';
import { CellInput } from './grid-styles';

export interface BoqLookup {
  /** Whether the survey measures a BoQ at all (without one no OZ is "nicht im LV"). */
  readonly hasBoq: boolean;
  readonly loading: boolean;
  readonly items: readonly BoqItem[];
  readonly byOz: ReadonlyMap<string, BoqItem>;
}

export interface PositionPickerProps {
  readonly value: string;
  readonly onChange: (oz: string) => void;
  readonly boq: BoqLookup;
  readonly label: string;
  readonly readOnly: boolean;
  readonly dataAttributes: Readonly<Record<string, string>>;
}

const MAX_OPTIONS = 50;

/** OZ prefix or short text, the first 50 matches. */
const filterItems = (items: readonly BoqItem[], text: string): BoqItem[] => {
  const query = text.trim().toLowerCase();
  if (query === '') return items.slice(0, MAX_OPTIONS);
  const matches: BoqItem[] = [];
  for (const item of items) {
    if (item.oz.toLowerCase().startsWith(query) || item.shortText.toLowerCase().includes(query)) {
      matches.push(item);
      if (matches.length >= MAX_OPTIONS) break;
    }
  }
  return matches;
};

/**
 * The OZ cell: an autocomplete over the BoQ's items (OZ prefix or short text). A free OZ that the BoQ does not have
 * is allowed and marked "nicht im LV".
 */
export const PositionPicker = memo(function PositionPicker({
  value,
  onChange,
  boq,
  label,
  readOnly,
  dataAttributes,
}: PositionPickerProps) {
  const { t } = useSurveyEditorTranslation();
  const oz = value.trim();
  const unknown = boq.hasBoq && !boq.loading && oz !== '' && !boq.byOz.has(oz);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: '2px', minWidth: 0 }}>
      <Autocomplete<BoqItem, false, true, true>
        freeSolo
        disableClearable
        readOnly={readOnly}
        options={boq.items as BoqItem[]}
        filterOptions={(options, state) => filterItems(options, state.inputValue)}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.oz)}
        isOptionEqualToValue={(option, current) =>
          option.oz === (typeof current === 'string' ? current : current.oz)
        }
        inputValue={value}
        value={value}
        onInputChange={(_event, text, reason) => {
          if (reason === 'input' || reason === 'selectOption') onChange(text);
        }}
        onChange={(_event, option) => {
          if (option !== null) onChange(typeof option === 'string' ? option : option.oz);
        }}
        loading={boq.loading}
        loadingText={t('picker.loading')}
        noOptionsText={t('picker.noOptions')}
        autoHighlight={false}
        handleHomeEndKeys={false}
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{ popper: { sx: { minWidth: 360 } } }}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ gap: 1, fontSize: 14 }}>
            <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {option.oz}
            </Box>
            <Box
              component="span"
              sx={{ color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {option.shortText}
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <Box ref={params.slotProps.input.ref} sx={{ width: '100%' }}>
            <CellInput
              {...params.slotProps.htmlInput}
              {...dataAttributes}
              aria-label={label}
              readOnly={readOnly}
            />
          </Box>
        )}
      />
      {unknown ? (
        <Tooltip title={t('grid.notInBoq')}>
          <Box
            component="span"
            role="img"
            aria-label={t('grid.notInBoq')}
            sx={{ display: 'inline-flex', color: 'warning.main', flexShrink: 0 }}
          >
            <MdiIcon path={mdiAlertOutline} fontSize="small" />
          </Box>
        </Tooltip>
      ) : null}
    </Box>
  );
});
