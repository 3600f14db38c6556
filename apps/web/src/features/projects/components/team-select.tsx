import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { ProjectTeamUser } from '@vendoc/contract/projects';
import { useTeamUsers } from '../../../entities/project/get-team-users';
import { useProjectsTranslation } from '../projects-i18n';

export interface TeamSelectProps {
  value: string[];
  onChange(userIds: string[]): void;
  onBlur(): void;
  error?: string;
}

/**
 * The project's team: several of the company's active users (fitters see the delivery notes of their projects).
 * A deactivated user stays in the team until removed, but cannot be added.
 */
export function TeamSelect({ value, onChange, onBlur, error }: TeamSelectProps) {
  const { t } = useProjectsTranslation();
  const users = useTeamUsers();
  const known = users.data ?? [];
  const byId = new Map(known.map((user) => [user.id, user]));
  const selected: ProjectTeamUser[] = value.map(
    (id) => byId.get(id) ?? { id, displayName: '…', role: 'fitter', active: true },
  );
  const options = known.filter((user) => user.active || value.includes(user.id));
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      loading={users.isPending}
      loadingText={t('form.teamLoading')}
      noOptionsText={t('form.teamNone')}
      getOptionLabel={(user) => user.displayName}
      getOptionDisabled={(user) => !user.active}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen.map((user) => user.id))}
      onBlur={onBlur}
      renderOption={(props, user) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {user.displayName} ({t(`role.${user.role}`)})
          </li>
        );
      }}
      renderValue={(chosen, getItemProps) =>
        chosen.map((user, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={user.displayName} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('form.team')}
          error={error !== undefined}
          helperText={error ?? t('form.teamHelp')}
        />
      )}
    />
  );
}
