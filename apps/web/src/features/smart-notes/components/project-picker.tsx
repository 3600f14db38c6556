import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { cachedProjects } from '../../../entities/project/cached-projects';
import { useProjectPage } from '../../../entities/project/get-projects';

export interface ProjectOption {
  readonly id: string;
  /** The project's name (a note made offline shows it before the server answers). */
  readonly name: string;
  readonly label: string;
}

export interface ProjectPickerProps {
  readonly label: string;
  readonly noOptionsText: string;
  readonly value: ProjectOption | null;
  readonly onChange: (value: ProjectOption | null) => void;
  readonly required?: boolean;
  readonly autoFocus?: boolean;
}

/**
 * Picks a project by number or name (the first 20 matches of what is typed); offline among the projects this device
 * knows.
 */
export function ProjectPicker({
  label,
  noOptionsText,
  value,
  onChange,
  required,
  autoFocus,
}: ProjectPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const queryClient = useQueryClient();
  const result = useProjectPage({ q: search, limit: 20 }, { enabled: open, keepPrevious: true });
  // Without a connection the search waits: the projects this device knows are offered instead.
  const offline = result.fetchStatus === 'paused' || (result.isError && !result.data);
  const found = offline ? cachedProjects(queryClient, search, 20) : result.data;
  const options: ProjectOption[] =
    found?.map((project) => ({
      id: project.id,
      name: project.name,
      label: `${project.number} · ${project.name}`,
    })) ?? [];
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      loading={result.isFetching && !offline}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
        if (reason === 'clear') setSearch('');
      }}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} autoFocus={autoFocus} />
      )}
    />
  );
}
