import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { mdiPlus } from '@mdi/js';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useCatalogPositionsTranslation } from '../catalog-positions-i18n';
import { newParameterDraft, PARAMETER_TEXT_LIMITS } from '../model/parameter-draft';
import type { PositionFormValues } from '../model/position-form';
import { DraftField } from './draft-field';
import { EditorSection } from './editor-section';
import { ActionsHeaderCell, RemoveRowCell } from './row-actions';

/** The columns in order; the figures carry the parameter's unit beside the number. */
const COLUMNS = [
  { field: 'name', width: 130 },
  { field: 'label', width: 150 },
  { field: 'unit', width: 76 },
  { field: 'min', width: 112, figure: true },
  { field: 'max', width: 112, figure: true },
  { field: 'step', width: 112, figure: true },
  { field: 'defaultValue', width: 112, figure: true },
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
        <Box sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            aria-label={t('parameters.tableLabel')}
            sx={{ minWidth: 860, '& td, & th': { px: 0.75 } }}
          >
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column.field}
                    sx={{ width: column.width }}
                    align={'figure' in column ? 'right' : 'left'}
                  >
                    {t(`parameters.columns.${column.field}`)}
                  </TableCell>
                ))}
                {readOnly ? null : <ActionsHeaderCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field, index) => (
                <ParameterRow
                  key={field.id}
                  index={index}
                  readOnly={readOnly}
                  onRemove={() => remove(index)}
                />
              ))}
            </TableBody>
          </Table>
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

interface ParameterRowProps {
  readonly index: number;
  readonly readOnly: boolean;
  readonly onRemove: () => void;
}

function ParameterRow({ index, readOnly, onRemove }: ParameterRowProps) {
  const { t } = useCatalogPositionsTranslation();
  const { control } = useFormContext<PositionFormValues>();
  const unit = useWatch({ control, name: `parameters.${index}.unit` }).trim();
  const row = index + 1;
  return (
    <TableRow data-row={index} sx={{ verticalAlign: 'top' }}>
      {COLUMNS.map((column) => {
        const figure = 'figure' in column;
        return (
          <TableCell key={column.field}>
            <DraftField
              name={`parameters.${index}.${column.field}`}
              ariaLabel={t('parameters.cellLabel', {
                column: t(`parameters.columns.${column.field}`),
                row,
              })}
              placeholder={column.field === 'step' && !readOnly ? t('parameters.anyStep') : undefined}
              numeric={figure}
              readOnly={readOnly}
              maxLength={figure ? undefined : PARAMETER_TEXT_LIMITS[column.field]}
              endAdornment={
                figure && unit !== '' ? <InputAdornment position="end">{unit}</InputAdornment> : undefined
              }
            />
          </TableCell>
        );
      })}
      {readOnly ? null : <RemoveRowCell label={t('parameters.remove', { row })} onRemove={onRemove} />}
    </TableRow>
  );
}
