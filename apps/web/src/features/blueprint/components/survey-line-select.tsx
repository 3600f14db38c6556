import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { QuantitySurveyDetail, QuantitySurveyLine } from '@vendoc/contract/quantity-surveys';
import { useSurvey } from '../../../entities/quantity-survey/get-survey';
import { TOUCH_TARGET } from '../../../lib/theme/touch';

/** A survey line as the picker shows it: where it is (sheet, row, OZ) and what it measures. */
interface LineOption {
  readonly id: string;
  readonly address: string;
  readonly detail: string;
}

/** Most lines the picker lists at once (a survey may have thousands): typing narrows them. */
const SHOWN_LINES = 50;

export function lineOptionsOf(
  survey: QuantitySurveyDetail,
  words: { sheet: (number: number) => string; oz: (oz: string) => string },
): LineOption[] {
  const sheets = new Map(survey.sheets.map((sheet) => [sheet.id, sheet.number]));
  return survey.lines.map((line: QuantitySurveyLine) => {
    const sheet = sheets.get(line.sheetId);
    return {
      id: line.id,
      address: [sheet === undefined ? null : words.sheet(sheet), line.row, line.oz ? words.oz(line.oz) : null]
        .filter(Boolean)
        .join(' · '),
      detail: [line.expression, line.text].filter(Boolean).join(' · '),
    };
  });
}

const matches = (option: LineOption, search: string) => {
  const text = `${option.address} ${option.detail}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => text.includes(term));
};

export interface SurveyLineSelectProps {
  readonly surveyId: string;
  readonly value: string;
  readonly onChange: (lineId: string) => void;
}

/** A search over a survey's lines by sheet, row, OZ, formula and text (all words, any order). */
export function SurveyLineSelect({ surveyId, value, onChange }: SurveyLineSelectProps) {
  const { t } = useTranslation('app');
  const survey = useSurvey(surveyId);
  const [search, setSearch] = useState('');
  const options = survey.data
    ? lineOptionsOf(survey.data, {
        sheet: (number) => t('blueprint.dialog.sheet', { number }),
        oz: (oz) => t('blueprint.dialog.oz', { oz }),
      })
    : [];
  const chosen = options.find((option) => option.id === value) ?? null;
  if (survey.isSuccess && options.length === 0)
    return <Typography color="text.secondary">{t('blueprint.dialog.noLines')}</Typography>;
  return (
    <Autocomplete
      fullWidth
      options={options}
      value={chosen}
      inputValue={search}
      onInputChange={(_event, text) => setSearch(text)}
      // The chosen line's address in the field lists every line again, not just that one.
      filterOptions={(all) =>
        (search === chosen?.address ? all : all.filter((option) => matches(option, search))).slice(
          0,
          SHOWN_LINES,
        )
      }
      getOptionLabel={(option) => option.address}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      loading={survey.isPending}
      loadingText={t('blueprint.dialog.loading')}
      noOptionsText={t('blueprint.dialog.noLineMatch')}
      onChange={(_event, option) => onChange(option?.id ?? '')}
      renderOption={(props, option) => (
        <li {...props} key={option.id} style={{ minHeight: TOUCH_TARGET }}>
          <span>
            <strong>{option.address}</strong>
            {option.detail ? (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {option.detail}
              </Typography>
            ) : null}
          </span>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('blueprint.dialog.line')}
          helperText={chosen?.detail || t('blueprint.dialog.lineHint')}
        />
      )}
    />
  );
}
