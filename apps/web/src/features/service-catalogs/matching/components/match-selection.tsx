import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Boq } from '@vendoc/contract/boqs';
import type { Project } from '@vendoc/contract/projects';
import { useDebouncedValue } from '../../../../lib/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../../../lib/hooks/use-search-text';
import { useProjectBoqs } from '../../../../entities/boq/get-project-boqs';
import { useProject } from '../../../../entities/project/get-project';
import { useProjectPage } from '../../../../entities/project/get-projects';
import { useMatchingTranslation } from '../matching-i18n';

type ProjectOption = Pick<Project, 'id' | 'number' | 'name'> & Partial<Pick<Project, 'client'>>;

export interface MatchSelectionProps {
  readonly projectId: string | null;
  readonly boqId: string | null;
  readonly onProjectChange: (projectId: string | null) => void;
  /** `replace`: chosen for the user (the project's only or first BoQ), so no history entry. */
  readonly onBoqChange: (boqId: string, replace: boolean) => void;
}

const NO_BOQS: readonly Boq[] = [];
/** Projects offered by the picker at a time; typing narrows the search. */
const PROJECT_SEARCH_LIMIT = 20;

function projectLabel(project: ProjectOption): string {
  return `${project.number} · ${project.name}`;
}

/**
 * The project (searched on the server as the user types) and one of its BoQs. A project with BoQs gets its
 * first one chosen, so one pick is enough for the common case of a single tender.
 */
export function MatchSelection({ projectId, boqId, onProjectChange, onBoqChange }: MatchSelectionProps) {
  const { t } = useMatchingTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const project = useProject(projectId);
  const value: ProjectOption | null = project.data ?? null;
  // While the input shows the chosen project's label, list all projects rather than only that one.
  const search = value && input === projectLabel(value) ? '' : query;
  // By number, name, client or site city (recently used first without text), asked for only while the picker is open.
  const results = useProjectPage(
    { q: search, limit: PROJECT_SEARCH_LIMIT },
    { enabled: open, keepPrevious: true },
  );
  const boqs = useProjectBoqs(projectId);
  const list: readonly Boq[] = boqs.data ?? NO_BOQS;
  const chosen = list.find((boq) => boq.id === boqId);
  const first = list[0];

  useEffect(() => {
    if (!chosen && first) onBoqChange(first.id, true);
  }, [chosen, first, onBoqChange]);

  return (
    <Box
      role="group"
      aria-label={t('selection.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      <Autocomplete
        sx={{ flex: '1 1 320px', maxWidth: 520 }}
        size="small"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        value={value}
        onChange={(_event, next) => onProjectChange(next?.id ?? null)}
        inputValue={input}
        onInputChange={(_event, next) => setInput(next)}
        options={results.data ?? []}
        filterOptions={(options) => options}
        getOptionLabel={projectLabel}
        getOptionKey={(option) => option.id}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Box sx={{ minWidth: 0 }}>
              <Box sx={{ fontWeight: 500 }}>{projectLabel(option)}</Box>
              {option.client ? (
                <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{option.client.name}</Box>
              ) : null}
            </Box>
          </li>
        )}
        loading={results.isFetching || (projectId !== null && project.isPending)}
        loadingText={t('selection.projectsLoading')}
        noOptionsText={t('selection.noProjects')}
        renderInput={(params) => (
          <TextField {...params} label={t('selection.project')} placeholder={t('selection.projectSearch')} />
        )}
      />
      <TextField
        select
        size="small"
        sx={{ flex: '1 1 260px', maxWidth: 420 }}
        label={t('selection.boq')}
        value={chosen ? chosen.id : ''}
        disabled={projectId === null || list.length === 0}
        onChange={(event) => onBoqChange(event.target.value, false)}
        helperText={
          projectId !== null && boqs.isSuccess && list.length === 0
            ? t('selection.noBoqs')
            : boqs.isError
              ? t('selection.boqsFailed')
              : undefined
        }
        error={boqs.isError}
      >
        {list.map((boq) => (
          <MenuItem key={boq.id} value={boq.id}>
            {`${boq.name} · ${t(`boqKinds.${boq.kind}`)} · ${t('selection.itemCount', { count: boq.counts.items })}`}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
