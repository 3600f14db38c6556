import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  QUANTITY_SURVEY_STATUSES,
  type Construction,
  type QuantitySurvey,
} from '@vendoc/contract/quantity-surveys';
import { SearchField } from '../../../../components/form/search-field';
import { useSearchText } from '../../../../lib/hooks/use-search-text';
import type { ProjectSheetFilters } from '../../api/get-project-sheets';
import { NO_CONSTRUCTION } from '../../../../entities/quantity-survey/get-surveys';
import { useQuantitySurveysTranslation } from '../../quantity-surveys-i18n';

export type SheetFilterKey = keyof ProjectSheetFilters;

export interface SheetFiltersProps {
  filters: ProjectSheetFilters;
  onChange(changes: Partial<Record<SheetFilterKey, string | null>>): void;
  surveys: readonly QuantitySurvey[];
  constructions: readonly Construction[];
}

/** Search, survey, construction, status and OZ filters of the sheets page. */
export function SheetFilters({ filters, onChange, surveys, constructions }: SheetFiltersProps) {
  const { t } = useQuantitySurveysTranslation();
  const [text, setText] = useSearchText(filters.q ?? '', (q) => onChange({ q: q.trim() || null }));
  const [ozText, setOzText] = useSearchText(filters.oz ?? '', (oz) => onChange({ oz: oz.trim() || null }));
  const anyFilter = Object.values(filters).some(Boolean);
  // A select shows its value once the options (loaded separately) contain it.
  const surveyValue = surveys.some((survey) => survey.id === filters.surveyId) ? filters.surveyId : '';
  const constructionValue =
    filters.constructionId === NO_CONSTRUCTION ||
    constructions.some((construction) => construction.id === filters.constructionId)
      ? filters.constructionId
      : '';
  const select = { select: true, size: 'small', sx: { minWidth: 180, flex: '1 1 180px' } } as const;

  return (
    <Box
      role="search"
      aria-label={t('sheets.filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
    >
      <SearchField
        size="small"
        label={t('sheets.search')}
        placeholder={t('sheets.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: '2 1 240px' }}
      />
      <TextField
        {...select}
        label={t('sheets.survey')}
        value={surveyValue ?? ''}
        onChange={(event) => onChange({ surveyId: event.target.value || null })}
      >
        <MenuItem value="">{t('sheets.all')}</MenuItem>
        {surveys.map((survey) => (
          <MenuItem key={survey.id} value={survey.id}>
            {survey.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label={t('sheets.construction')}
        value={constructionValue ?? ''}
        onChange={(event) => onChange({ constructionId: event.target.value || null })}
      >
        <MenuItem value="">{t('sheets.all')}</MenuItem>
        <MenuItem value={NO_CONSTRUCTION}>{t('sheets.noConstruction')}</MenuItem>
        {constructions.map((construction) => (
          <MenuItem key={construction.id} value={construction.id}>
            {construction.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label={t('sheets.status')}
        value={filters.status ?? ''}
        onChange={(event) => onChange({ status: event.target.value || null })}
      >
        <MenuItem value="">{t('sheets.all')}</MenuItem>
        {QUANTITY_SURVEY_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('sheets.oz')}
        placeholder={t('sheets.ozPlaceholder')}
        value={ozText}
        onChange={(event) => setOzText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 50 } }}
        sx={{ flex: '1 1 140px' }}
      />
      {anyFilter ? (
        <Button
          onClick={() => {
            setText('');
            setOzText('');
            onChange({ q: null, surveyId: null, constructionId: null, status: null, oz: null });
          }}
        >
          {t('sheets.resetFilters')}
        </Button>
      ) : null}
    </Box>
  );
}
