import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ClientKind } from '@vendoc/contract/clients';
import { useState } from 'react';
import { useDebouncedValue } from '../../../../lib/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../../../lib/hooks/use-search-text';
import { useClientSearch } from '../../../../entities/client/get-clients';
import { useQuantitySurveysTranslation } from '../../quantity-surveys-i18n';
import { CLIENT_KINDS_ORDER } from '../model/client-kinds';
import type { ClientChoice, NewSurveyPlan } from '../model/new-survey-plan';
import { ModeSwitch } from './mode-switch';

export interface ClientStepProps {
  value: NewSurveyPlan['client'];
  onChange(value: NewSurveyPlan['client']): void;
  /** clients:write: may create one. */
  canCreate: boolean;
  error?: string;
  disabled?: boolean;
}

const label = (client: ClientChoice) => `${client.number} · ${client.name}`;

/** The client: searched on the server as the user types, or a new one by name (and kind). */
export function ClientStep({ value, onChange, canCreate, error, disabled }: ClientStepProps) {
  const { t } = useQuantitySurveysTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const picked = value.mode === 'existing' ? value.picked : null;
  const search = picked && input === label(picked) ? '' : query;
  const results = useClientSearch(search, open && value.mode === 'existing');

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {canCreate ? (
        <ModeSwitch
          label={t('newSurvey.client')}
          value={value.mode}
          disabled={disabled}
          options={[
            { value: 'existing', label: t('newSurvey.clientExisting') },
            { value: 'new', label: t('newSurvey.clientNew') },
          ]}
          onChange={(mode) =>
            onChange(mode === 'new' ? { mode, name: '', kind: 'private' } : { mode, picked: null })
          }
        />
      ) : null}
      {value.mode === 'existing' ? (
        <Autocomplete<ClientChoice>
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          disabled={disabled}
          value={value.picked}
          onChange={(_event, chosen) => onChange({ mode: 'existing', picked: chosen })}
          inputValue={input}
          onInputChange={(_event, next) => setInput(next)}
          options={results.data ?? []}
          filterOptions={(options) => options}
          getOptionLabel={label}
          getOptionKey={(option) => option.id}
          isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
          loading={results.isFetching}
          loadingText={t('newSurvey.searching')}
          noOptionsText={t('newSurvey.noClients')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('newSurvey.client')}
              placeholder={t('newSurvey.clientSearch')}
              error={error !== undefined}
              helperText={error}
            />
          )}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <TextField
            label={t('newSurvey.clientName')}
            value={value.name}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, name: event.target.value })}
            error={error !== undefined}
            helperText={error}
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            select
            label={t('newSurvey.clientKind')}
            value={value.kind}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, kind: event.target.value as ClientKind })}
          >
            {CLIENT_KINDS_ORDER.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`clientKind.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
    </Box>
  );
}
