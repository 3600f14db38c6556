import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { mdiAccountPlus } from '@mdi/js';
import type { Client } from '@vendoc/contract/clients';
import { useState } from 'react';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useClientSearch } from '../../../entities/client/get-clients';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/hooks/use-search-text';
import { useProjectsTranslation } from '../projects-i18n';

/** A client as the picker shows it; full records (from a search or just created) also carry addresses. */
export type ClientOption = Pick<Client, 'id' | 'number' | 'name'> & Partial<Pick<Client, 'addresses'>>;

export interface ClientPickerProps {
  value: ClientOption | null;
  onChange(client: ClientOption | null): void;
  error?: string;
  disabled?: boolean;
  /** Opens the client dialog to create one; absent when no client dialog is available. */
  onCreateClient?: () => void;
}

/** Picks the project's client by searching the server as the user types (number or name). */
export function ClientPicker({ value, onChange, error, disabled, onCreateClient }: ClientPickerProps) {
  const { t } = useProjectsTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  // While the input shows the chosen client's label, list all clients rather than only that one.
  const search = value && input === optionLabel(value) ? '' : query;
  const results = useClientSearch(search, open);

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <Autocomplete
        sx={{ flex: '1 1 260px' }}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        disabled={disabled}
        value={value}
        onChange={(_event, chosen) => onChange(chosen)}
        inputValue={input}
        onInputChange={(_event, next) => setInput(next)}
        options={results.data ?? []}
        filterOptions={(options) => options}
        getOptionLabel={optionLabel}
        getOptionKey={(option) => option.id}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        loading={results.isFetching}
        loadingText={t('form.clientsLoading')}
        noOptionsText={t('form.noClients')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('form.client')}
            placeholder={t('form.clientSearch')}
            required
            error={error !== undefined}
            helperText={error}
          />
        )}
      />
      {onCreateClient ? (
        <Button
          variant="outlined"
          onClick={onCreateClient}
          disabled={disabled}
          startIcon={<MdiIcon path={mdiAccountPlus} />}
          sx={{ minHeight: 56, flexShrink: 0 }}
        >
          {t('form.newClient')}
        </Button>
      ) : null}
    </Box>
  );
}

function optionLabel(option: ClientOption): string {
  return `${option.number} · ${option.name}`;
}
