import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ConstructionNoteFilters } from '../../../entities/construction-note/get-construction-notes';
import { useProjectPage } from '../../../entities/project/get-projects';
import { useTeamUsers } from '../../../entities/project/get-team-users';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';

export interface ListFiltersProps {
  readonly filters: ConstructionNoteFilters;
  readonly onChange: (filters: ConstructionNoteFilters) => void;
}

/** Project, period, author and status of the list of all entries. */
export function ListFilters({ filters, onChange }: ListFiltersProps) {
  const { t } = useConstructionNotesTranslation();
  const projects = useProjectPage({ limit: 200, sort: 'number' });
  const users = useTeamUsers();
  const set = (name: keyof ConstructionNoteFilters, value: string) =>
    onChange({ ...filters, [name]: value === '' ? undefined : value });
  const select = (
    name: 'projectId' | 'authorId' | 'status',
    label: string,
    all: string,
    options: { value: string; label: string }[],
  ) => (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <TextField
        select
        label={label}
        value={filters[name] ?? ''}
        onChange={(event) => set(name, event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        fullWidth
      >
        <MenuItem value="" sx={{ minHeight: 48 }}>
          {all}
        </MenuItem>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value} sx={{ minHeight: 48 }}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
  const date = (name: 'from' | 'to') => (
    <Grid size={{ xs: 6, md: 1.5 }}>
      <TextField
        type="date"
        label={t(`list.${name}`)}
        value={filters[name] ?? ''}
        onChange={(event) => set(name, event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
    </Grid>
  );
  return (
    <Grid container spacing={1.5} component="section" aria-label={t('list.filters')}>
      {select(
        'projectId',
        t('list.project'),
        t('list.allProjects'),
        (projects.data ?? []).map((project) => ({
          value: project.id,
          label: `${project.number} ${project.name}`,
        })),
      )}
      {date('from')}
      {date('to')}
      {select(
        'authorId',
        t('list.author'),
        t('list.allAuthors'),
        (users.data ?? []).map((user) => ({ value: user.id, label: user.displayName })),
      )}
      {select('status', t('list.statusFilter'), t('list.allStatuses'), [
        { value: 'draft', label: t('status.draft') },
        { value: 'signed', label: t('status.signed') },
      ])}
    </Grid>
  );
}
