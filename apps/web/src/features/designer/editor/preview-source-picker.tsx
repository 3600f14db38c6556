import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Project } from '@vendoc/contract/projects';
import type { QuantitySurvey } from '@vendoc/contract/quantity-surveys';
import type { PreviewSource } from '../../../entities/document-template/change-templates';
import { useProjectPage } from '../../../entities/project/get-projects';
import { useProjectSurveys } from '../../../entities/quantity-survey/get-surveys';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { useDesignerTranslation } from '../designer-i18n';

/** Options are records: one key and one identity, their id. */
const byId = {
  getOptionKey: (option: { id: string }) => option.id,
  isOptionEqualToValue: (option: { id: string }, chosen: { id: string }) => option.id === chosen.id,
};

interface PreviewSourcePickerProps {
  /** null: sample data. */
  readonly value: PreviewSource | null;
  readonly onChange: (source: PreviewSource | null) => void;
}

/**
 * What a quantity survey sheet's preview shows: "Beispieldaten", or a quantity survey of the company picked by
 * project (searched) and survey.
 */
export function PreviewSourcePicker({ value, onChange }: PreviewSourcePickerProps) {
  const { t } = useDesignerTranslation();
  const [mode, setMode] = useState<'sample' | 'survey'>(value ? 'survey' : 'sample');
  const [project, setProject] = useState<Project | null>(null);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 250);
  const projects = useProjectPage({ q, limit: 30 }, { enabled: mode === 'survey', keepPrevious: true });
  const surveys = useProjectSurveys(project?.id ?? '', mode === 'survey');
  const survey = surveys.data?.find((candidate) => candidate.id === value?.id) ?? null;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label={t('previewSource.label')}
        value={mode}
        onChange={(event) => {
          const next = event.target.value === 'survey' ? 'survey' : 'sample';
          setMode(next);
          if (next === 'sample') onChange(null);
        }}
      >
        <FormControlLabel value="sample" control={<Radio />} label={t('previewSource.sample')} />
        <FormControlLabel value="survey" control={<Radio />} label={t('previewSource.survey')} />
      </RadioGroup>
      {mode === 'survey' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Autocomplete<Project>
            sx={{ flex: 1 }}
            value={project}
            onChange={(_event, chosen) => {
              setProject(chosen);
              onChange(null);
            }}
            inputValue={search}
            onInputChange={(_event, text) => setSearch(text)}
            options={projects.data ?? []}
            filterOptions={(options) => options}
            getOptionLabel={(option) => `${option.number} · ${option.name}`}
            {...byId}
            loading={projects.isFetching}
            loadingText={t('previewSource.loading')}
            noOptionsText={t('previewSource.noProjects')}
            renderInput={(params) => (
              <TextField {...params} size="small" label={t('previewSource.project')} />
            )}
          />
          <Autocomplete<QuantitySurvey>
            sx={{ flex: 1 }}
            disabled={project === null}
            value={survey}
            onChange={(_event, chosen) => onChange(chosen ? { type: 'quantitySurvey', id: chosen.id } : null)}
            options={surveys.data ?? []}
            getOptionLabel={(option) => option.name}
            {...byId}
            loading={surveys.isFetching}
            loadingText={t('previewSource.loading')}
            noOptionsText={t('previewSource.noSurveys')}
            renderInput={(params) => (
              <TextField {...params} size="small" label={t('previewSource.quantitySurvey')} />
            )}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
