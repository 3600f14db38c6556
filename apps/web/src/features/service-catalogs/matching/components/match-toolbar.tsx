import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { mdiCheckAll, mdiCurrencyEur } from '@mdi/js';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useMatchingTranslation } from '../matching-i18n';
import { STATUS_FILTERS, type MatchCounts, type StatusFilter } from '../model/match-items';

export interface MatchToolbarProps {
  readonly counts: MatchCounts;
  readonly filter: StatusFilter;
  readonly onFilterChange: (filter: StatusFilter) => void;
  /** Whole percent, 0..100. */
  readonly thresholdPercent: number;
  readonly onThresholdChange: (percent: number) => void;
  /** Open items whose best candidate reaches the threshold. */
  readonly aboveThreshold: number;
  readonly canWrite: boolean;
  readonly onAcceptAll: () => void;
  readonly onApply: () => void;
}

/** Parses the typed threshold: whole percent 0..100, else null (the field shows the error). */
function parsePercent(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 100 ? value : null;
}

/** Status filter, threshold with "accept all above", and applying the prices. */
export function MatchToolbar({
  counts,
  filter,
  onFilterChange,
  thresholdPercent,
  onThresholdChange,
  aboveThreshold,
  canWrite,
  onAcceptAll,
  onApply,
}: MatchToolbarProps) {
  const { t } = useMatchingTranslation();
  const [text, setText] = useState(String(thresholdPercent));
  const invalid = parsePercent(text) === null;
  // The slider moves the value: the field follows (a typed value that is already the same stays as typed).
  useEffect(() => {
    setText((current) => (parsePercent(current) === thresholdPercent ? current : String(thresholdPercent)));
  }, [thresholdPercent]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, rowGap: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        onChange={(_event, next: StatusFilter | null) => {
          if (next) onFilterChange(next);
        }}
        aria-label={t('filter.label')}
      >
        {STATUS_FILTERS.map((value) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none', px: 1.5 }}>
            {t(`filter.${value}`, { count: counts[value] })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ flex: 1 }} />
      {canWrite ? (
        <>
          <Box
            role="group"
            aria-label={t('toolbar.threshold')}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'nowrap' }}
          >
            <Slider
              size="small"
              min={0}
              max={100}
              step={5}
              value={thresholdPercent}
              onChange={(_event, value) => onThresholdChange(Array.isArray(value) ? (value[0] ?? 0) : value)}
              valueLabelDisplay="auto"
              valueLabelFormat={(value) => t('grid.percent', { percent: value })}
              sx={{ width: { xs: 110, sm: 140 } }}
              slotProps={{ input: { 'aria-label': t('toolbar.thresholdSlider') } }}
            />
            <TextField
              size="small"
              // The hint replaces the label: a line below would make the toolbar jump.
              label={invalid ? t('toolbar.thresholdInvalid') : t('toolbar.threshold')}
              value={text}
              error={invalid}
              onChange={(event) => {
                setText(event.target.value);
                const value = parsePercent(event.target.value);
                if (value !== null) onThresholdChange(value);
              }}
              onBlur={() => {
                if (invalid) setText(String(thresholdPercent));
              }}
              sx={{ width: 96 }}
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                htmlInput: { inputMode: 'numeric', 'aria-invalid': invalid },
              }}
            />
          </Box>
          <Button
            variant="outlined"
            startIcon={<MdiIcon path={mdiCheckAll} />}
            disabled={aboveThreshold === 0}
            onClick={onAcceptAll}
          >
            {t('toolbar.acceptAll', { count: aboveThreshold })}
          </Button>
          <Button
            variant="contained"
            startIcon={<MdiIcon path={mdiCurrencyEur} />}
            disabled={counts.accepted === 0}
            onClick={onApply}
          >
            {t('toolbar.apply')}
          </Button>
        </>
      ) : null}
    </Box>
  );
}
