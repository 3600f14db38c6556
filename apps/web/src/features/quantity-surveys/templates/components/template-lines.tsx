import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiArrowDown, mdiArrowUp, mdiDelete, mdiPlus } from '@mdi/js';
import { formatQuantity } from '@vendoc/quantity-survey/format';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/form-text-field';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { visuallyHidden } from '../../../../lib/theme/visually-hidden';
import { useQuantitySurveysTranslation } from '../../quantity-surveys-i18n';
import {
  EMPTY_LINE,
  templateLineError,
  type TemplateFormOutput,
  type TemplateFormValues,
} from '../model/template-form';
import type { TemplatePreview } from '../model/template-preview';
import { FORMULA_OPTIONS, MARKER_OPTIONS, markerKey } from './formula-options';

const MAX_LINES = 200;

/**
 * The template's lines (KZ, text, FN, formula) with add, remove and reorder. Each formula is checked by the engine
 * as it is typed; the last column previews the result with the parameters' suggested values.
 */
export function TemplateLines({ preview }: { preview: TemplatePreview }) {
  const { t } = useQuantitySurveysTranslation();
  const { control } = useFormContext<TemplateFormValues, unknown, TemplateFormOutput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });

  return (
    <Box component="section" aria-labelledby="template-lines-heading">
      <Typography id="template-lines-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('templates.lines')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('templates.linesHelp')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="template-lines-heading" sx={{ minWidth: 860 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 90 }}>{t('templates.marker')}</TableCell>
              <TableCell sx={{ width: '24%' }}>{t('templates.text')}</TableCell>
              <TableCell sx={{ width: 110 }}>{t('templates.formulaNumber')}</TableCell>
              <TableCell>{t('templates.formula')}</TableCell>
              <TableCell align="right" sx={{ width: 130 }}>
                {t('templates.preview')}
              </TableCell>
              <TableCell sx={{ width: 132 }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('templates.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, index) => {
              const line = lines[index] ?? field;
              const formulaError = templateLineError(line);
              const linePreview = preview.lines[index];
              const option = FORMULA_OPTIONS.find((candidate) => candidate.number === line.formulaNumber);
              const number = index + 1;
              return (
                <TableRow key={field.id} sx={{ verticalAlign: 'top' }}>
                  <TableCell>
                    <Controller
                      control={control}
                      name={`lines.${index}.marker`}
                      render={({ field: markerField }) => (
                        <TextField
                          select
                          size="small"
                          fullWidth
                          value={markerField.value}
                          onChange={markerField.onChange}
                          onBlur={markerField.onBlur}
                          inputRef={markerField.ref}
                          slotProps={{
                            select: {
                              renderValue: (value) => (value === '' ? '–' : String(value)),
                              inputProps: { 'aria-label': t('templates.markerOf', { index: number }) },
                            },
                          }}
                        >
                          {MARKER_OPTIONS.map((marker) => (
                            <MenuItem key={marker || 'none'} value={marker}>
                              {t(markerKey(marker))}
                            </MenuItem>
                          ))}
                        </TextField>
                      )}
                    />
                  </TableCell>
                  <TableCell>
                    <FormTextField<TemplateFormValues, TemplateFormOutput>
                      name={`lines.${index}.text`}
                      size="small"
                      maxLength={500}
                      slotProps={{ htmlInput: { 'aria-label': t('templates.textOf', { index: number }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Controller
                      control={control}
                      name={`lines.${index}.formulaNumber`}
                      render={({ field: numberField }) => (
                        <TextField
                          select
                          size="small"
                          fullWidth
                          disabled={line.marker === '*'}
                          value={numberField.value}
                          onChange={(event) => numberField.onChange(Number(event.target.value))}
                          onBlur={numberField.onBlur}
                          inputRef={numberField.ref}
                          slotProps={{
                            select: {
                              renderValue: (value) => String(value),
                              inputProps: { 'aria-label': t('templates.formulaNumberOf', { index: number }) },
                            },
                          }}
                        >
                          {FORMULA_OPTIONS.map((candidate) => (
                            <MenuItem key={candidate.number} value={candidate.number}>
                              {`${candidate.number} – ${candidate.nameKey ? t(candidate.nameKey) : candidate.name}`}
                            </MenuItem>
                          ))}
                        </TextField>
                      )}
                    />
                  </TableCell>
                  <TableCell>
                    <Controller
                      control={control}
                      name={`lines.${index}.expression`}
                      render={({ field: expressionField, fieldState }) => {
                        const message = formulaError?.message ?? fieldState.error?.message;
                        return (
                          <TextField
                            size="small"
                            fullWidth
                            disabled={line.marker === '*'}
                            value={expressionField.value}
                            onChange={expressionField.onChange}
                            onBlur={expressionField.onBlur}
                            inputRef={expressionField.ref}
                            placeholder={option?.placeholder ?? '2*(L+B)*H'}
                            error={message !== undefined}
                            helperText={message}
                            slotProps={{
                              htmlInput: {
                                'aria-label': t('templates.formulaOf', { index: number }),
                                maxLength: 1000,
                                spellCheck: false,
                                style: { fontFamily: 'monospace' },
                              },
                            }}
                          />
                        );
                      }}
                    />
                  </TableCell>
                  <TableCell align="right" aria-label={t('templates.previewOf', { index: number })}>
                    {linePreview?.value != null ? (
                      <Typography
                        component="span"
                        sx={{
                          fontVariantNumeric: 'tabular-nums',
                          color: linePreview.value.startsWith('-') ? 'error.main' : undefined,
                          fontStyle: linePreview.counted ? undefined : 'italic',
                        }}
                      >
                        {formatQuantity(linePreview.value)}
                      </Typography>
                    ) : linePreview?.error && !formulaError ? (
                      <Typography component="span" variant="caption" color="text.secondary">
                        {linePreview.error.message}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      size="small"
                      aria-label={t('templates.moveUp', { index: number })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <MdiIcon path={mdiArrowUp} />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('templates.moveDown', { index: number })}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <MdiIcon path={mdiArrowDown} />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('templates.removeLine', { index: number })}
                      disabled={fields.length === 1}
                      onClick={() => remove(index)}
                    >
                      <MdiIcon path={mdiDelete} />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1, gap: 2 }}>
        <Button
          size="small"
          startIcon={<MdiIcon path={mdiPlus} />}
          onClick={() => append({ ...EMPTY_LINE })}
          disabled={fields.length >= MAX_LINES}
        >
          {t('templates.addLine')}
        </Button>
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {t('templates.previewTotal', { total: formatQuantity(preview.total) })}
        </Typography>
      </Box>
    </Box>
  );
}
