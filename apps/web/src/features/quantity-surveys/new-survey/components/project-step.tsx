import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useProjectPage } from '../../../../entities/project/get-projects';
import { useQuantitySurveysTranslation } from '../../quantity-surveys-i18n';
import type { NewSurveyPlan, ProjectChoice } from '../model/new-survey-plan';
import { ModeSwitch } from './mode-switch';

export interface ProjectStepProps {
  /** The chosen client; null while none is picked or a new one is to be created (it has no projects yet). */
  clientId: string | null;
  value: NewSurveyPlan['project'];
  onChange(value: NewSurveyPlan['project']): void;
  /** projects:write: may create one. */
  canCreate: boolean;
  error?: string;
  disabled?: boolean;
}

const label = (project: ProjectChoice) => `${project.number} · ${project.name}`;

/** The project: one of the chosen client's projects, or a new one by name. */
export function ProjectStep({ clientId, value, onChange, canCreate, error, disabled }: ProjectStepProps) {
  const { t } = useQuantitySurveysTranslation();
  // The client's projects, recently used first (the API's page limit: a client rarely has more).
  const projects = useProjectPage({ clientId: clientId ?? '', limit: 200 }, { enabled: clientId !== null });
  const picked = value.mode === 'existing' ? value.picked : null;
  // A project just created is picked before the client's list knows it.
  const options: ProjectChoice[] = [...(projects.data ?? [])];
  if (picked && !options.some((project) => project.id === picked.id)) options.unshift(picked);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {canCreate ? (
        <ModeSwitch
          label={t('newSurvey.project')}
          value={value.mode}
          disabled={disabled}
          options={[
            { value: 'existing', label: t('newSurvey.projectExisting'), disabled: clientId === null },
            { value: 'new', label: t('newSurvey.projectNew') },
          ]}
          onChange={(mode) => onChange(mode === 'new' ? { mode, name: '' } : { mode, picked: null })}
        />
      ) : null}
      {value.mode === 'existing' ? (
        <Autocomplete<ProjectChoice>
          disabled={disabled || clientId === null}
          value={value.picked}
          onChange={(_event, chosen) => onChange({ mode: 'existing', picked: chosen })}
          options={options}
          getOptionLabel={label}
          getOptionKey={(option) => option.id}
          isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
          loading={projects.isFetching}
          loadingText={t('newSurvey.loading')}
          noOptionsText={t('newSurvey.noProjects')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('newSurvey.project')}
              placeholder={clientId === null ? t('newSurvey.clientFirst') : t('newSurvey.projectSearch')}
              error={error !== undefined}
              helperText={error}
            />
          )}
        />
      ) : (
        <TextField
          label={t('newSurvey.projectName')}
          value={value.name}
          disabled={disabled}
          onChange={(event) => onChange({ mode: 'new', name: event.target.value })}
          error={error !== undefined}
          helperText={error}
          required
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      )}
    </Box>
  );
}
