import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { mdiPlus } from '@mdi/js';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useCatalogPositionsTranslation } from '../catalog-positions-i18n';
import { newParameterDraft, PARAMETER_TEXT_LIMITS } from '../model/parameter-draft';
import type { PositionFormValues } from '../model/position-form';
import { DraftField } from './draft-field';
import { EditorSection } from './editor-section';
import { RemoveButton } from './row-actions';

/**
 * The fields of a parameter in the order of its card: name, label (two columns) and unit, then the figures, which
 * carry the parameter's unit beside the number.
 */
const FIELDS = [
  { field: 'name' },
  { field: 'label', span: 2 },
  { field: 'unit' },
  { field: 'min', figure: true },
  { field: 'max', figure: true },
  { field: 'step', figure: true },
  { field: 'defaultValue', figure: true },
] as const;

export interface ParameterSectionProps {
  readonly readOnly: boolean;
}

/**
 * The parameters of a configurable position (width and height in mm, say: what a configuration fills in within
 * the limits) and the item's quantity formula. The component formulas are a column of the calculation sheet.
 */
export function ParameterSection({ readOnly }: ParameterSectionProps) {
  const { t } = useCatalogPositionsTranslation();
  const { control } = useFormContext<PositionFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'parameters' });
  const quantityFormula = useWatch({ control, name: 'formulas.quantity' });
  const unit = useWatch({ control, name: 'unit' });
  const showQuantityFormula = fields.length > 0 || quantityFormula.trim() !== '';

  return (
    <EditorSection
      titleId="position-parameters-title"
      title={t('parameters.title')}
      hint={t('parameters.hint')}
    >
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t(readOnly ? 'parameters.emptyReadOnly' : 'parameters.empty')}
        </Typography>
      ) : (
        <Box role="list" aria-label={t('parameters.listLabel')} sx={{ display: 'grid', gap: 1.5 }}>
          {fields.map((field, index) => (
            <ParameterCard key={field.id} index={index} readOnly={readOnly} onRemove={() => remove(index)} />
          ))}
        </Box>
      )}
      {readOnly ? null : (
        <Button
          size="small"
          variant="outlined"
          startIcon={<MdiIcon path={mdiPlus} />}
          onClick={() => append(newParameterDraft())}
          sx={{ mt: 1 }}
        >
          {t('parameters.add')}
        </Button>
      )}
      {showQuantityFormula ? (
        <DraftField
          name="formulas.quantity"
          label={t('parameters.quantityFormula')}
          placeholder={t('parameters.quantityFormulaPlaceholder')}
          helperText={t('parameters.quantityFormulaHint', { unit: unit.trim() || '–' })}
          readOnly={readOnly}
          maxLength={PARAMETER_TEXT_LIMITS.formula}
          sx={{ mt: 2, maxWidth: 560, display: 'flex' }}
        />
      ) : null}
    </EditorSection>
  );
}

interface ParameterCardProps {
  readonly index: number;
  readonly readOnly: boolean;
  readonly onRemove: () => void;
}

/** One parameter: its fields in a grid of four columns (two on phones), each with its message below it. */
function ParameterCard({ index, readOnly, onRemove }: ParameterCardProps) {
  const { t } = useCatalogPositionsTranslation();
  const { control } = useFormContext<PositionFormValues>();
  const unit = useWatch({ control, name: `parameters.${index}.unit` }).trim();
  const number = index + 1;
  return (
    <Box
      role="listitem"
      aria-label={t('parameters.itemLabel', { row: number })}
      sx={{ display: 'flex', gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {FIELDS.map((entry) => {
          const figure = 'figure' in entry;
          const label = t(`parameters.columns.${entry.field}`);
          return (
            <DraftField
              key={entry.field}
              name={`parameters.${index}.${entry.field}`}
              label={label}
              ariaLabel={t('parameters.cellLabel', { column: label, row: number })}
              placeholder={entry.field === 'step' && !readOnly ? t('parameters.anyStep') : undefined}
              required={entry.field !== 'unit' && entry.field !== 'step'}
              numeric={figure}
              readOnly={readOnly}
              maxLength={figure ? undefined : PARAMETER_TEXT_LIMITS[entry.field]}
              endAdornment={
                figure && unit !== '' ? <InputAdornment position="end">{unit}</InputAdornment> : undefined
              }
              sx={'span' in entry ? { gridColumn: `span ${entry.span}` } : undefined}
            />
          );
        })}
      </Box>
      {readOnly ? null : (
        <Box sx={{ pt: 0.5 }}>
          <RemoveButton label={t('parameters.remove', { row: number })} onRemove={onRemove} />
        </Box>
      )}
    </Box>
  );
}
