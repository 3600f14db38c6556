import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { precipitationSchema, weatherConditionSchema, windSchema } from '@vendoc/contract/construction-notes';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';
import type { DraftErrors, NoteDraft } from '../model/note-draft';

export interface FieldsProps {
  readonly draft: NoteDraft;
  readonly onChange: (draft: NoteDraft) => void;
  readonly errors: DraftErrors;
  readonly readOnly: boolean;
}

/** Working time and breaks. */
export function WorkTimeFields({ draft, onChange, errors, readOnly }: FieldsProps) {
  const { t } = useConstructionNotesTranslation();
  const field = (name: 'workStart' | 'workEnd' | 'breakMinutes', type: string) => (
    <Grid size={{ xs: 12, sm: 4 }}>
      <TextField
        label={t(`fields.${name}`)}
        type={type}
        value={draft[name]}
        onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
        error={Boolean(errors[name])}
        helperText={errors[name] ? t(errors[name], { defaultValue: errors[name] }) : undefined}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { readOnly, ...(type === 'text' ? { inputMode: 'numeric' } : {}) },
        }}
        fullWidth
      />
    </Grid>
  );
  return (
    <Grid container spacing={1.5}>
      {field('workStart', 'time')}
      {field('workEnd', 'time')}
      {field('breakMinutes', 'text')}
    </Grid>
  );
}

/** Weather: conditions as toggles, temperatures, precipitation, wind and hours lost. */
export function WeatherFields({ draft, onChange, errors, readOnly }: FieldsProps) {
  const { t } = useConstructionNotesTranslation();
  const weather = draft.weather;
  const set = (changes: Partial<NoteDraft['weather']>) =>
    onChange({ ...draft, weather: { ...weather, ...changes } });
  const toggle = (condition: (typeof weather.conditions)[number]) =>
    set({
      conditions: weather.conditions.includes(condition)
        ? weather.conditions.filter((each) => each !== condition)
        : [...weather.conditions, condition],
    });
  const decimal = (name: 'temperatureMin' | 'temperatureMax' | 'hoursLost') => (
    <Grid size={{ xs: 12, sm: 4 }}>
      <TextField
        label={t(`fields.${name}`)}
        value={weather[name]}
        onChange={(event) => set({ [name]: event.target.value })}
        error={Boolean(errors[`weather.${name}`])}
        helperText={errors[`weather.${name}`] ? t(errors[`weather.${name}`] ?? '') : undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal', readOnly } }}
        fullWidth
      />
    </Grid>
  );
  const select = (name: 'precipitation' | 'wind', values: readonly string[]) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        select
        label={t(`fields.${name}`)}
        value={weather[name]}
        onChange={(event) => set({ [name]: event.target.value })}
        disabled={readOnly}
        fullWidth
      >
        {['', ...values].map((value) => (
          <MenuItem key={value} value={value} sx={{ minHeight: 48 }}>
            {t(`${name}.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {t('fields.conditions')}
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1 }}
          role="group"
          aria-label={t('fields.conditions')}
        >
          {weatherConditionSchema.options.map((condition) => {
            const selected = weather.conditions.includes(condition);
            return (
              <Chip
                key={condition}
                label={t(`conditions.${condition}`)}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                aria-pressed={selected}
                onClick={readOnly ? undefined : () => toggle(condition)}
                sx={{ minHeight: 48, px: 1, fontSize: '1rem' }}
              />
            );
          })}
        </Stack>
      </div>
      <Grid container spacing={1.5}>
        {decimal('temperatureMin')}
        {decimal('temperatureMax')}
        {decimal('hoursLost')}
        {select('precipitation', precipitationSchema.options)}
        {select('wind', windSchema.options)}
      </Grid>
    </Stack>
  );
}
