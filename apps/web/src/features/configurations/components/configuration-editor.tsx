import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { configurationSchema, type Configuration } from '@vendoc/contract/configurations';
import type { CatalogPositionDetail, PositionParameterView } from '@vendoc/contract/service-catalogs';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useUpdateConfiguration } from '../../../entities/configuration/change-configurations';
import { configurationKeys } from '../../../entities/configuration/configuration-keys';
import { usePositionConfiguration } from '../../../entities/service-catalog/configure-position';
import { formatFigure } from '../../../lib/format/decimal-format';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { apiProblemOf, isReportedByHttpLayer } from '../../../lib/http/api-problems';
import { useConfigurationsTranslation } from '../configurations-i18n';
import {
  draftOf,
  placeProblems,
  readDraft,
  sameChoice,
  type ConfigurationChoice,
  type ConfigurationDraft,
  type PlacedProblems,
} from '../model/configuration-draft';
import { ConfigurationFigures } from './configuration-figures';

/** How long typing pauses before the choice is priced and saved. */
export const PREVIEW_DEBOUNCE_MS = 350;

const NO_CHOICE: ConfigurationChoice = { optionIds: [], values: {} };
const NO_PROBLEMS: PlacedProblems = { parameters: {}, groups: {}, general: [] };

export interface ConfigurationEditorProps {
  readonly configuration: Configuration;
  /** The catalog position; undefined when it is gone (or did not load): then only the stored figures show. */
  readonly position: CatalogPositionDetail | undefined;
  /** Open, and the user may change it. */
  readonly editable: boolean;
  /** Whether what the fields show is saved and priced (so it can be added or duplicated). */
  onSettledChange(settled: boolean): void;
}

/**
 * The fields of a configuration and what they give: while editable, each change is priced by the server after a
 * pause (POST …/configure, nothing stored) and, when it is valid, saved with the version (PATCH). The server's
 * reasons show at their fields.
 */
export function ConfigurationEditor({
  configuration,
  position,
  editable,
  onSettledChange,
}: ConfigurationEditorProps) {
  const { t } = useConfigurationsTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateConfiguration(configuration.id);
  const [draft, setDraft] = useState<ConfigurationDraft | null>(() =>
    position ? draftOf(configuration, position) : null,
  );
  const [notice, setNotice] = useState<{ severity: 'error' | 'info'; text: string } | null>(null);
  const [saveProblems, setSaveProblems] = useState<PlacedProblems>(NO_PROBLEMS);
  const lastSent = useRef<string | null>(null);

  const debounced = useDebouncedValue(draft, PREVIEW_DEBOUNCE_MS);
  const reading = draft && position ? readDraft(draft, position) : null;
  const debouncedReading = debounced && position ? readDraft(debounced, position) : null;
  const askedChoice = debouncedReading?.ok ? debouncedReading.choice : NO_CHOICE;
  const preview = usePositionConfiguration(
    configuration.catalogId,
    configuration.positionId,
    askedChoice,
    editable && debouncedReading?.ok === true,
  );
  const savedChoice = useMemo(() => {
    if (!position) return null;
    const stored = readDraft(draftOf(configuration, position), position);
    return stored.ok ? stored.choice : null;
  }, [configuration, position]);

  const choiceSaved = (choice: ConfigurationChoice) =>
    savedChoice !== null && sameChoice(choice, savedChoice);
  const previewCurrent = preview.isSuccess && !preview.isPlaceholderData;

  // The paused choice, to be saved once the server priced it without objection (a name alone needs no price).
  let wanted: { key: string; name: string; choice: ConfigurationChoice } | null = null;
  if (editable && debounced && debouncedReading?.ok) {
    const name = debounced.name.trim();
    const choice = debouncedReading.choice;
    const choiceChanged = !choiceSaved(choice);
    if ((name !== configuration.name || choiceChanged) && (!choiceChanged || previewCurrent)) {
      wanted = { key: JSON.stringify([configuration.version, name, choice]), name, choice };
    }
  }
  const save = useEffectEvent((request: { key: string; name: string; choice: ConfigurationChoice }) => {
    if (update.isPending || request.key === lastSent.current) return;
    lastSent.current = request.key;
    setNotice(null);
    const { name, choice } = request;
    update.mutate(
      {
        name,
        optionIds: [...choice.optionIds],
        values: { ...choice.values },
        version: configuration.version,
      },
      {
        onSuccess: () => setSaveProblems(NO_PROBLEMS),
        onError: (failure) => {
          const problem = apiProblemOf(failure);
          const current = configurationSchema.safeParse(problem?.current);
          if (problem?.status === 409 && current.success) {
            queryClient.setQueryData(configurationKeys.detail(configuration.id), current.data);
            if (position) setDraft(draftOf(current.data, position));
            setNotice({ severity: 'info', text: t('screen.conflict') });
          } else if (problem?.status === 400 && position) {
            setSaveProblems(placeProblems(problem.fieldErrors, choice.optionIds, position));
          } else if (!isReportedByHttpLayer(failure)) {
            setNotice({ severity: 'error', text: problem?.detail ?? t('screen.saveFailed') });
          }
        },
      },
    );
  });
  const wantedKey = wanted?.key ?? null;
  const saving = update.isPending;
  const saveWanted = useEffectEvent(() => {
    if (wanted) save(wanted);
  });
  useEffect(() => {
    // Asked again when what is wanted changes or the previous save ends.
    if (wantedKey !== null && !saving) saveWanted();
  }, [wantedKey, saving]);

  const previewProblems =
    preview.isError && position && debouncedReading?.ok
      ? placeProblems(apiProblemOf(preview.error)?.fieldErrors ?? [], askedChoice.optionIds, position)
      : NO_PROBLEMS;
  // A stored configuration the catalog no longer fits (shown until the user's choice is priced).
  const storedProblems =
    position && (!editable || (!previewCurrent && !preview.isError))
      ? placeProblems(configuration.problems, configuration.optionIds, position)
      : NO_PROBLEMS;
  const problems: PlacedProblems = {
    parameters: { ...storedProblems.parameters, ...saveProblems.parameters, ...previewProblems.parameters },
    groups: { ...storedProblems.groups, ...saveProblems.groups, ...previewProblems.groups },
    general: [...new Set([...storedProblems.general, ...saveProblems.general, ...previewProblems.general])],
  };

  const dirty =
    draft !== null &&
    (draft.name.trim() !== configuration.name || !reading?.ok || !choiceSaved(reading.choice));
  const settled = !editable || (!dirty && !update.isPending && !preview.isError);
  useEffect(() => onSettledChange(settled), [settled, onSettledChange]);

  // What the figures show: the live preview while choosing, else what the server has for the configuration.
  const shown = editable && preview.data ? preview.data : configuration.configured;
  const stale = editable && (preview.isError || reading?.ok === false);

  let status: string | null = null;
  if (editable) {
    if (update.isPending) status = t('screen.saving');
    else if (preview.isError || reading?.ok === false) status = t('screen.unsaved');
    else if (!dirty) status = t('screen.saved');
  }

  const change = (next: Partial<ConfigurationDraft>) =>
    setDraft((current) => (current ? { ...current, ...next } : current));

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
        {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
        {problems.general.length > 0 ? (
          <Alert severity="error">
            {configuration.problems.length > 0 && !editable ? `${t('screen.problems')} ` : ''}
            {problems.general.join(' ')}
          </Alert>
        ) : null}
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <TextField
            label={t('screen.name')}
            value={draft?.name ?? configuration.name}
            placeholder={t('screen.namePlaceholder')}
            onChange={(event) => change({ name: event.target.value })}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200, readOnly: !editable } }}
          />
          {position ? (
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t('screen.position')}
              </Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {t('screen.positionOf', { number: position.number, shortText: position.shortText })}
              </Typography>
            </Box>
          ) : null}
        </Paper>
        {position && position.variants.groups.length > 0 ? (
          <Paper variant="outlined" component="section" sx={{ p: 2, display: 'grid', gap: 2 }}>
            <Typography component="h2" variant="h6">
              {t('screen.variants')}
            </Typography>
            {position.variants.groups.map((group) => (
              <OptionGroupField
                key={group.id}
                group={group}
                value={draft?.choices[group.id] ?? ''}
                error={problems.groups[group.id]}
                disabled={!editable}
                onChange={(optionId) =>
                  setDraft((current) =>
                    current ? { ...current, choices: { ...current.choices, [group.id]: optionId } } : current,
                  )
                }
              />
            ))}
          </Paper>
        ) : null}
        {position && position.parameters.length > 0 ? (
          <Paper variant="outlined" component="section" sx={{ p: 2, display: 'grid', gap: 2 }}>
            <Typography component="h2" variant="h6">
              {t('screen.parameters')}
            </Typography>
            {position.parameters.map((parameter) => {
              const local = reading && !reading.ok ? reading.problems[parameter.name] : undefined;
              return (
                <ParameterField
                  key={parameter.name}
                  parameter={parameter}
                  value={draft?.valueTexts[parameter.name] ?? ''}
                  error={local ? t(`screen.${local}`) : problems.parameters[parameter.name]}
                  readOnly={!editable}
                  onChange={(text) =>
                    setDraft((current) =>
                      current
                        ? { ...current, valueTexts: { ...current.valueTexts, [parameter.name]: text } }
                        : current,
                    )
                  }
                />
              );
            })}
          </Paper>
        ) : null}
      </Box>
      <ConfigurationFigures configured={shown} stale={stale} status={status} />
    </Box>
  );
}

interface OptionGroupFieldProps {
  readonly group: CatalogPositionDetail['variants']['groups'][number];
  readonly value: string;
  readonly error: string | undefined;
  readonly disabled: boolean;
  onChange(optionId: string): void;
}

/** One variant group: its options as radio buttons; the server's reason (an exclusion) under it. */
function OptionGroupField({ group, value, error, disabled, onChange }: OptionGroupFieldProps) {
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl error={error !== undefined} disabled={disabled}>
      <FormLabel id={labelId}>{group.name}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={error ? helperId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {group.options.map((option) => (
          <FormControlLabel
            key={option.id}
            value={option.id}
            control={<Radio />}
            label={option.name}
            sx={{ minHeight: 48 }}
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

interface ParameterFieldProps {
  readonly parameter: PositionParameterView;
  readonly value: string;
  readonly error: string | undefined;
  readonly readOnly: boolean;
  onChange(text: string): void;
}

/** A parameter's value with its unit; the limits, step and default under it, or the reason it is refused. */
function ParameterField({ parameter, value, error, readOnly, onChange }: ParameterFieldProps) {
  const { t } = useConfigurationsTranslation();
  const figure = (text: string) => formatFigure(text);
  const unit = parameter.unit;
  const limits =
    parameter.step === null
      ? t('screen.parameterHint', { min: figure(parameter.min), max: figure(parameter.max), unit })
      : t('screen.parameterHintStep', {
          min: figure(parameter.min),
          max: figure(parameter.max),
          step: figure(parameter.step),
          unit,
        });
  const hint = `${limits} · ${t('screen.parameterDefault', { value: figure(parameter.defaultValue), unit })}`;
  return (
    <TextField
      label={parameter.label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? hint}
      placeholder={figure(parameter.defaultValue)}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal', readOnly, autoComplete: 'off' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
