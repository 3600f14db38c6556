import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useClientSearch } from '../../../entities/client/get-clients';
import { useProjectPage } from '../../../entities/project/get-projects';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/hooks/use-search-text';
import { useOrderDocumentsTranslation } from '../order-documents-i18n';

/** A record a picker offers: its id and what the user reads. */
export interface PickedOption {
  id: string;
  label: string;
}

interface SearchPickerProps {
  label: string;
  placeholder?: string;
  value: PickedOption | null;
  onChange(value: PickedOption | null): void;
  error?: string;
  required?: boolean;
  size?: 'small' | 'medium';
}

type OptionsHook = (search: string, open: boolean) => { data?: PickedOption[]; isFetching: boolean };

/** An autocomplete that asks the server as the user types (debounced) and offers what it answers. */
function SearchPicker({ useOptions, ...props }: SearchPickerProps & { useOptions: OptionsHook }) {
  const { t } = useOrderDocumentsTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const search = props.value && input === props.value.label ? '' : query;
  const results = useOptions(search, open);
  return (
    <Autocomplete
      sx={{ minWidth: 220, flex: '1 1 220px' }}
      size={props.size}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={props.value}
      onChange={(_event, chosen) => props.onChange(chosen)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={results.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={results.isFetching}
      loadingText={t('filters.searching')}
      noOptionsText={t('filters.noResults')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          placeholder={props.placeholder}
          required={props.required}
          error={props.error !== undefined}
          helperText={props.error}
        />
      )}
    />
  );
}

function useClientOptions(search: string, open: boolean) {
  const result = useClientSearch(search, open);
  return {
    data: result.data?.map((client) => ({ id: client.id, label: `${client.number} · ${client.name}` })),
    isFetching: result.isFetching,
  };
}

const PROJECT_SEARCH_LIMIT = 20;

function useProjectOptions(search: string, open: boolean) {
  const result = useProjectPage(
    { q: search, limit: PROJECT_SEARCH_LIMIT },
    { enabled: open, keepPrevious: true },
  );
  return {
    data: result.data?.map((project) => ({ id: project.id, label: `${project.number} · ${project.name}` })),
    isFetching: result.isFetching,
  };
}

/** Picks a client by number or name. */
export function ClientSearchPicker(props: SearchPickerProps) {
  return <SearchPicker {...props} useOptions={useClientOptions} />;
}

/** Picks a project by number or name. */
export function ProjectSearchPicker(props: SearchPickerProps) {
  return <SearchPicker {...props} useOptions={useProjectOptions} />;
}
