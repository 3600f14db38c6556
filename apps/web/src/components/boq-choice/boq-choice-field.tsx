import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Boq } from '@vendoc/contract/boqs';
import { defaultSurveyBoq, surveyBoqOrder } from '@vendoc/contract/quantity-surveys';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** What a quantity survey measures: a BoQ's id, or null for none ("Ohne LV"). */
export type BoqChoice = string | null;

// The select's values: '' = nothing chosen yet, NONE = "Ohne LV", else a BoQ's id (a UUID, never "none").
const NONE = 'none';

/**
 * The choice in effect: what the user picked, else the project's default as the server would take it (the
 * contract BoQ, else the only one; none without BoQs). Undefined while the list loads, or when the project has
 * several BoQs and no contract (then the user has to choose).
 */
export function effectiveBoqChoice(
  picked: BoqChoice | undefined,
  boqs: readonly Boq[] | undefined,
): BoqChoice | undefined {
  if (picked !== undefined) return picked;
  if (boqs === undefined) return undefined;
  const preferred = defaultSurveyBoq(boqs);
  return preferred === 'ambiguous' ? undefined : (preferred?.id ?? null);
}

/** Names a survey's BoQ as the choice does: "LV Flechtingen (Ausschreibung)", or "Ohne LV". */
export function useBoqLabel(): (boq: { name: string; kind: string } | null) => string {
  const { t } = useTranslation('app');
  return (boq) =>
    boq
      ? t('boqChoice.selected', { name: boq.name, kind: t(`boqChoice.kinds.${boq.kind}`) })
      : t('boqChoice.none');
}

export interface BoqChoiceFieldProps {
  /** The project's BoQs; undefined while they load (or when they could not be loaded). */
  readonly boqs: readonly Boq[] | undefined;
  readonly loadFailed?: boolean;
  /** What the user picked; undefined: not yet, the field shows `effectiveBoqChoice`. */
  readonly value: BoqChoice | undefined;
  readonly onChange: (choice: BoqChoice) => void;
  readonly disabled?: boolean;
  /** Submitting found no choice (several BoQs, none picked): says so under the field. */
  readonly missing?: boolean;
  /** A message under the field (e.g. the server's reason). */
  readonly error?: string;
  readonly size?: 'small' | 'medium';
}

/**
 * Which BoQ a quantity survey measures, wherever one is created or relinked ("Neues Aufmaß", "Sofort aufmessen",
 * X31 import, "LV wechseln"): the project's BoQs, contract BoQs first and the contract preselected (else the only
 * BoQ), and "Ohne LV". The caller loads the BoQs (entities/boq) and sends `effectiveBoqChoice` explicitly.
 */
export function BoqChoiceField({
  boqs,
  loadFailed = false,
  value,
  onChange,
  disabled = false,
  missing = false,
  error,
  size = 'medium',
}: BoqChoiceFieldProps) {
  const { t } = useTranslation('app');
  const label = useBoqLabel();
  const ordered = useMemo(() => (boqs ? surveyBoqOrder(boqs) : []), [boqs]);
  const loading = boqs === undefined && !loadFailed;
  const effective = effectiveBoqChoice(value, boqs);
  const unchosen = missing && boqs !== undefined && effective === undefined;
  const selected = effective === undefined ? '' : (effective ?? NONE);
  const kind = (boq: Boq) => t(`boqChoice.kinds.${boq.kind}`);

  let hint: string | undefined;
  if (loading) hint = t('boqChoice.loading');
  else if (loadFailed) hint = t('boqChoice.failed');
  else if (boqs?.length === 0) hint = t('boqChoice.noBoqs');
  else if (effective === undefined) hint = t('boqChoice.ambiguous');

  return (
    <TextField
      select
      fullWidth
      size={size}
      label={t('boqChoice.label')}
      value={selected}
      onChange={(event) => onChange(event.target.value === NONE ? null : event.target.value)}
      disabled={disabled || loading}
      error={error !== undefined || unchosen || loadFailed}
      helperText={error ?? (unchosen ? t('boqChoice.missing') : hint)}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: (current) => {
            if (current === '') return <Typography color="text.secondary">{t('boqChoice.pick')}</Typography>;
            if (current === NONE) return label(null);
            const boq = ordered.find((candidate) => candidate.id === current);
            return boq ? label(boq) : '';
          },
        },
      }}
    >
      {ordered.map((boq) => (
        <MenuItem key={boq.id} value={boq.id}>
          <ListItemText
            primary={boq.name}
            secondary={t('boqChoice.details', { kind: kind(boq), count: boq.counts.items })}
          />
        </MenuItem>
      ))}
      <MenuItem value={NONE}>
        <ListItemText primary={t('boqChoice.none')} secondary={t('boqChoice.noneHint')} />
      </MenuItem>
    </TextField>
  );
}
