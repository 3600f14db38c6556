import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { mdiDeleteOutline, mdiPlus } from '@mdi/js';
import type { CatalogPositionDetail } from '@vendoc/contract/service-catalogs';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useCatalogPositionsTranslation } from '../../positions/catalog-positions-i18n';
import { DraftField } from '../../positions/components/draft-field';
import { newOptionDraft, VARIANT_LIMITS, type VariantsFormValues } from '../model/variants-draft';
import { OptionRow } from './option-row';

export interface GroupCardProps {
  readonly catalogId: string;
  readonly position: CatalogPositionDetail;
  readonly groupIndex: number;
  readonly readOnly: boolean;
  /** Removes the group (and the exclusion rules naming its options). */
  readonly onRemove: () => void;
}

/** A variant group (e.g. "Farbe") with its options. */
export function GroupCard({ catalogId, position, groupIndex, readOnly, onRemove }: GroupCardProps) {
  const { t } = useCatalogPositionsTranslation();
  const { control, getValues, setValue } = useFormContext<VariantsFormValues>();
  const name = `groups.${groupIndex}` as const;
  const { fields, append, remove } = useFieldArray({ control, name: `${name}.options`, keyName: 'fieldKey' });
  const groupName = useWatch({ control, name: `${name}.name` });
  const { errors } = useFormState({ control, name: `${name}.options` });
  // A problem of the whole option list (a group without options) sits at the list itself.
  const listError = (get(errors, `${name}.options`) as { message?: string } | undefined)?.message;
  const title = groupName.trim() || t('variants.groupNumber', { number: groupIndex + 1 });

  const removeOption = (index: number) => {
    const optionId = getValues(`${name}.options.${index}.id`);
    // Rules naming the option would point at nothing.
    setValue(
      'exclusions',
      getValues('exclusions').filter((pair) => pair.first !== optionId && pair.second !== optionId),
      { shouldDirty: true },
    );
    remove(index);
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('variants.groupLabel', { group: title })}
      sx={{ p: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <DraftField
          name={`${name}.name`}
          label={t('variants.groupName')}
          placeholder={t('variants.groupNamePlaceholder')}
          required
          readOnly={readOnly}
          maxLength={VARIANT_LIMITS.name}
          sx={{ maxWidth: 320 }}
        />
        <Box sx={{ flex: 1 }} />
        {readOnly ? null : (
          <IconButton aria-label={t('variants.removeGroup', { group: title })} onClick={onRemove}>
            <MdiIcon path={mdiDeleteOutline} />
          </IconButton>
        )}
      </Box>
      <Box sx={{ mt: 1 }}>
        {fields.map((field, index) => (
          <OptionRow
            key={field.fieldKey}
            catalogId={catalogId}
            position={position}
            groupIndex={groupIndex}
            optionIndex={index}
            readOnly={readOnly}
            onRemove={() => removeOption(index)}
          />
        ))}
      </Box>
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      {readOnly ? null : (
        <Button
          size="small"
          startIcon={<MdiIcon path={mdiPlus} />}
          onClick={() => append(newOptionDraft(fields.length === 0))}
          sx={{ mt: 0.5 }}
        >
          {t('variants.addOption')}
        </Button>
      )}
    </Paper>
  );
}
