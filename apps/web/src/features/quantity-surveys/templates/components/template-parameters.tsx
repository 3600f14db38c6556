import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { mdiDelete, mdiPlus } from '@mdi/js';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/form-text-field';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { fieldErrorText } from '../../../../lib/forms/field-error-text';
import { visuallyHidden } from '../../../../lib/theme/visually-hidden';
import { useQuantitySurveysTranslation } from '../../quantity-surveys-i18n';
import { EMPTY_PARAMETER, type TemplateFormOutput, type TemplateFormValues } from '../model/template-form';

/** The template's parameters (name, label, suggested value): they become sheet variables when applied. */
export function TemplateParameters() {
  const { t } = useQuantitySurveysTranslation();
  const { control, formState } = useFormContext<TemplateFormValues, unknown, TemplateFormOutput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'parameters' });
  // Errors of the whole list (e.g. two parameters of one name), as the resolver puts them on the array.
  const listError =
    fieldErrorText(formState.errors, 'parameters.root') ?? fieldErrorText(formState.errors, 'parameters');

  return (
    <Box component="section" aria-labelledby="template-parameters-heading">
      <Typography
        id="template-parameters-heading"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
      >
        {t('templates.parameters')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('templates.parametersHelp')}
      </Typography>
      {listError ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {listError}
        </Alert>
      ) : null}
      {fields.length > 0 ? (
        <Table size="small" aria-labelledby="template-parameters-heading">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '20%' }}>{t('templates.parameterName')}</TableCell>
              <TableCell>{t('templates.parameterLabel')}</TableCell>
              <TableCell sx={{ width: '25%' }}>{t('templates.parameterDefault')}</TableCell>
              <TableCell padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  {t('templates.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, index) => (
              <TableRow key={field.id}>
                <TableCell>
                  <FormTextField<TemplateFormValues, TemplateFormOutput>
                    name={`parameters.${index}.name`}
                    size="small"
                    maxLength={30}
                    placeholder="L"
                    slotProps={{
                      htmlInput: { 'aria-label': t('templates.parameterNameOf', { index: index + 1 }) },
                    }}
                  />
                </TableCell>
                <TableCell>
                  <FormTextField<TemplateFormValues, TemplateFormOutput>
                    name={`parameters.${index}.label`}
                    size="small"
                    maxLength={100}
                    placeholder={t('templates.parameterLabelExample')}
                    slotProps={{
                      htmlInput: { 'aria-label': t('templates.parameterLabelOf', { index: index + 1 }) },
                    }}
                  />
                </TableCell>
                <TableCell>
                  <FormTextField<TemplateFormValues, TemplateFormOutput>
                    name={`parameters.${index}.defaultValue`}
                    size="small"
                    maxLength={100}
                    placeholder="4,25"
                    slotProps={{
                      htmlInput: {
                        'aria-label': t('templates.parameterDefaultOf', { index: index + 1 }),
                        inputMode: 'decimal',
                      },
                    }}
                  />
                </TableCell>
                <TableCell padding="checkbox">
                  <IconButton
                    aria-label={t('templates.removeParameter', { index: index + 1 })}
                    onClick={() => remove(index)}
                  >
                    <MdiIcon path={mdiDelete} />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <Button
        size="small"
        startIcon={<MdiIcon path={mdiPlus} />}
        onClick={() => append({ ...EMPTY_PARAMETER })}
        disabled={fields.length >= 30}
        sx={{ mt: 1 }}
      >
        {t('templates.addParameter')}
      </Button>
    </Box>
  );
}
