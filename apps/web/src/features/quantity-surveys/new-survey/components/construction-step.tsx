import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useConstructions } from '../../../../entities/construction/get-constructions';
import { useQuantitySurveysTranslation } from '../../quantity-surveys-i18n';
import type { ConstructionChoice, NewSurveyPlan } from '../model/new-survey-plan';
import { ModeSwitch } from './mode-switch';

export interface ConstructionStepProps {
  /** The chosen project; null while a new one is to be created (it has no constructions yet). */
  projectId: string | null;
  value: NewSurveyPlan['construction'];
  onChange(value: NewSurveyPlan['construction']): void;
  /** projects:write: may create one. */
  canCreate: boolean;
  error?: string;
  disabled?: boolean;
}

/** The construction the survey hangs under: none, one of the project's, or a new one by name. */
export function ConstructionStep({
  projectId,
  value,
  onChange,
  canCreate,
  error,
  disabled,
}: ConstructionStepProps) {
  const { t } = useQuantitySurveysTranslation();
  const constructions = useConstructions(projectId ?? '');
  const picked = value.mode === 'existing' ? value.picked : null;
  const options: ConstructionChoice[] = [...(constructions.data ?? [])];
  if (picked && !options.some((construction) => construction.id === picked.id)) options.unshift(picked);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ModeSwitch
        label={t('newSurvey.construction')}
        value={value.mode}
        disabled={disabled}
        options={[
          { value: 'none', label: t('newSurvey.constructionNone') },
          { value: 'existing', label: t('newSurvey.constructionExisting'), disabled: projectId === null },
          ...(canCreate ? [{ value: 'new' as const, label: t('newSurvey.constructionNew') }] : []),
        ]}
        onChange={(mode) =>
          onChange(
            mode === 'new'
              ? { mode, name: '' }
              : mode === 'existing'
                ? { mode, picked: null }
                : { mode: 'none' },
          )
        }
      />
      {value.mode === 'existing' ? (
        <TextField
          select
          label={t('newSurvey.construction')}
          value={value.picked?.id ?? ''}
          disabled={disabled}
          onChange={(event) => {
            const chosen = options.find((construction) => construction.id === event.target.value);
            onChange({ mode: 'existing', picked: chosen ? { id: chosen.id, name: chosen.name } : null });
          }}
          error={error !== undefined}
          helperText={error ?? (options.length === 0 ? t('newSurvey.noConstructions') : undefined)}
        >
          {options.map((construction) => (
            <MenuItem key={construction.id} value={construction.id}>
              {construction.name}
            </MenuItem>
          ))}
        </TextField>
      ) : value.mode === 'new' ? (
        <TextField
          label={t('newSurvey.constructionName')}
          placeholder={t('newSurvey.constructionExample')}
          value={value.name}
          disabled={disabled}
          onChange={(event) => onChange({ mode: 'new', name: event.target.value })}
          error={error !== undefined}
          helperText={error}
          required
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      ) : null}
    </Box>
  );
}
