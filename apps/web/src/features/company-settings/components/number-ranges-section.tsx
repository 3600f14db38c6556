import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Company } from '@vendoc/contract/company';
import { useSettingsTranslation } from '../company-settings-i18n';
import { NUMBER_RANGE_ORDER } from '../utils/number-range-preview';
import { NumberRangeForm } from './number-range-form';

/** Nummernkreise: one form per document kind, in the order a job runs from client to invoice. */
export function NumberRangesSection({ company, year }: { company: Company; year: number }) {
  const { t } = useSettingsTranslation();
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('numberRanges.text')}</Typography>
      {NUMBER_RANGE_ORDER.map((kind) => {
        const range = company.numberRanges.find((candidate) => candidate.kind === kind);
        // Remounted when the server's version changes, so a saved or reloaded range shows what is stored.
        return range ? <NumberRangeForm key={`${kind}:${range.version}`} range={range} year={year} /> : null;
      })}
    </Stack>
  );
}
