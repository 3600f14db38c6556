import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiPlus } from '@mdi/js';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useCatalogPositionsTranslation } from '../../positions/catalog-positions-i18n';
import type { GroupDraft, VariantsFormValues } from '../model/variants-draft';
import { EditorSection } from '../../positions/components/editor-section';
import { RemoveButton } from '../../positions/components/row-actions';

/** Exclusion rules: pairs of options of different groups that cannot be chosen together ("schließt aus"). */
export function ExclusionsEditor({ readOnly }: { readOnly: boolean }) {
  const { t } = useCatalogPositionsTranslation();
  const { control } = useFormContext<VariantsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'exclusions', keyName: 'fieldKey' });
  const groups = useWatch({ control, name: 'groups' });
  const optionCount = groups.reduce((count, group) => count + group.options.length, 0);

  return (
    <EditorSection titleId="exclusions-title" title={t('exclusions.title')} hint={t('exclusions.hint')}>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('exclusions.none')}
        </Typography>
      ) : null}
      {fields.map((field, index) => (
        <Box
          key={field.fieldKey}
          role="group"
          aria-label={t('exclusions.rule', { number: index + 1 })}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto minmax(0, 1fr) auto' },
            gap: 1,
            alignItems: 'start',
            mb: 1,
          }}
        >
          <OptionSelect index={index} side="first" groups={groups} readOnly={readOnly} />
          <Typography sx={{ pt: 1 }}>{t('exclusions.excludes')}</Typography>
          <OptionSelect index={index} side="second" groups={groups} readOnly={readOnly} />
          {readOnly ? null : (
            <RemoveButton
              label={t('exclusions.remove', { number: index + 1 })}
              onRemove={() => remove(index)}
            />
          )}
        </Box>
      ))}
      {readOnly ? null : (
        <Button
          size="small"
          startIcon={<MdiIcon path={mdiPlus} />}
          onClick={() => append({ first: '', second: '' })}
          disabled={groups.length < 2 || optionCount < 2}
        >
          {t('exclusions.add')}
        </Button>
      )}
    </EditorSection>
  );
}

interface OptionSelectProps {
  readonly index: number;
  readonly side: 'first' | 'second';
  readonly groups: readonly GroupDraft[];
  readonly readOnly: boolean;
}

/** One side of a rule: the options grouped by their variant group (the other side's group is left out). */
function OptionSelect({ index, side, groups, readOnly }: OptionSelectProps) {
  const { t } = useCatalogPositionsTranslation();
  const { control } = useFormContext<VariantsFormValues>();
  const { field, fieldState } = useController({ control, name: `exclusions.${index}.${side}` });
  const other = useWatch({ control, name: `exclusions.${index}.${side === 'first' ? 'second' : 'first'}` });
  const otherGroup = groups.find((group) => group.options.some((option) => option.id === other))?.id;
  return (
    <TextField
      select
      size="small"
      fullWidth
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={readOnly}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      slotProps={{
        select: { native: true },
        htmlInput: { 'aria-label': t(`exclusions.${side}`, { number: index + 1 }) },
      }}
    >
      <option value="">{t('exclusions.choose')}</option>
      {groups.map((group, groupIndex) =>
        group.id === otherGroup ? null : (
          <optgroup
            key={group.id}
            label={group.name.trim() || t('variants.groupNumber', { number: groupIndex + 1 })}
          >
            {group.options.map((option, optionIndex) => (
              <option key={option.id} value={option.id}>
                {option.name.trim() || t('variants.optionNumber', { number: optionIndex + 1 })}
              </option>
            ))}
          </optgroup>
        ),
      )}
    </TextField>
  );
}
