import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { calculate } from '@vendoc/calculation/calculate';
import type { CatalogPositionDetail } from '@vendoc/contract/service-catalogs';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { ComponentsTable } from '../../positions/components/components-table';
import { useCatalogPositionsTranslation } from '../../positions/catalog-positions-i18n';
import { usePriceData } from '../../positions/hooks/use-price-inputs';
import { readComponentDrafts, type ComponentDraft } from '../../positions/model/calculation-draft';
import { formatCurrency } from '../../../../lib/format/decimal-format';
import { figuresOfSheet } from '../../positions/model/sheet-figures';
import type { VariantsFormValues } from '../model/variants-draft';

const NO_MARKUPS = { material: '0', labour: '0', equipment: '0', subcontractor: '0' };
const NO_LABELS = new Map<string, string>();

export interface ReplaceEditorProps {
  readonly catalogId: string;
  readonly position: CatalogPositionDetail;
  /** Form path of the option's effect, e.g. `groups.0.options.1.effect`. */
  readonly name: `groups.${number}.options.${number}.effect`;
  readonly readOnly: boolean;
}

/**
 * A "replace components" effect: which components of the position's calculation the option takes out, and the
 * components it puts in (the sheet's own editor; costs shown before markups, which the position's sheet adds).
 */
export function ReplaceEditor({ catalogId, position, name, readOnly }: ReplaceEditorProps) {
  const { t } = useCatalogPositionsTranslation();
  const { control } = useFormContext<VariantsFormValues>();
  const { field: replaces, fieldState } = useController({ control, name: `${name}.replaces` });
  const drafts = useWatch({ control, name: `${name}.components` }) as ComponentDraft[];
  const articleIds = drafts.flatMap((draft) => (draft.kind === 'article' ? [draft.articleId] : []));
  const price = usePriceData(articleIds);
  const figures = useMemo(() => {
    if (price.pending) return null;
    const components = readComponentDrafts(drafts, 'components').value;
    return figuresOfSheet(calculate({ components, markups: NO_MARKUPS }, price.inputs)).lines;
  }, [drafts, price.pending, price.inputs]);
  const labels = new Map(position.sheet.lines.map((line) => [line.componentId, line]));
  const chosen = new Set(replaces.value);

  const toggle = (componentId: string, checked: boolean) =>
    replaces.onChange(
      position.calculation.components
        .map((component) => component.id)
        .filter((id) => (id === componentId ? checked : chosen.has(id))),
    );

  return (
    <Box sx={{ mt: 1, pl: { sm: 2 }, borderLeft: { sm: 2 }, borderColor: { sm: 'divider' } }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} id={`${name}-replaces`}>
        {t('variants.replaces')}
      </Typography>
      {position.calculation.components.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('variants.noBaseComponents')}
        </Typography>
      ) : (
        <Box
          role="group"
          aria-labelledby={`${name}-replaces`}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}
        >
          {position.calculation.components.map((component) => {
            const line = labels.get(component.id);
            const label = line
              ? `${t(`kinds.${component.kind}`)}: ${line.label} (${formatCurrency(line.cost)})`
              : t(`kinds.${component.kind}`);
            return (
              <FormControlLabel
                key={component.id}
                label={label}
                control={
                  <Checkbox
                    size="small"
                    checked={chosen.has(component.id)}
                    disabled={readOnly}
                    onChange={(event) => toggle(component.id, event.target.checked)}
                  />
                }
              />
            );
          })}
        </Box>
      )}
      {fieldState.error?.message ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 1, mb: 0.5 }}>
        {t('variants.replacements')}
      </Typography>
      <ComponentsTable
        name={`${name}.components`}
        catalogId={catalogId}
        price={price}
        figures={figures}
        serverLabels={NO_LABELS}
        readOnly={readOnly}
        label={t('variants.replacementsLabel')}
      />
    </Box>
  );
}
