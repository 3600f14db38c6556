import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { mdiDeleteOutline } from '@mdi/js';
import type { CatalogPositionDetail } from '@vendoc/contract/service-catalogs';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useCatalogPositionsTranslation } from '../../positions/catalog-positions-i18n';
import { DraftField } from '../../positions/components/draft-field';
import { VARIANT_LIMITS, type EffectDraft, type VariantsFormValues } from '../model/variants-draft';
import { ReplaceEditor } from './replace-editor';

const EFFECT_KINDS: ReadonlyArray<EffectDraft['kind']> = ['none', 'perUnit', 'percent', 'replaceComponents'];

export interface OptionRowProps {
  readonly catalogId: string;
  readonly position: CatalogPositionDetail;
  readonly groupIndex: number;
  readonly optionIndex: number;
  readonly readOnly: boolean;
  readonly onRemove: () => void;
}

/** One option of a variant group: name, text addition, price effect and whether it is the group's default. */
export function OptionRow({
  catalogId,
  position,
  groupIndex,
  optionIndex,
  readOnly,
  onRemove,
}: OptionRowProps) {
  const { t } = useCatalogPositionsTranslation();
  const { control, getValues, setValue } = useFormContext<VariantsFormValues>();
  const name = `groups.${groupIndex}.options.${optionIndex}` as const;
  const effectKind = useWatch({ control, name: `${name}.effect.kind` });
  const optionName = useWatch({ control, name: `${name}.name` });
  const { field: isDefault, fieldState: defaultState } = useController({
    control,
    name: `${name}.isDefault`,
  });
  const row = optionName.trim() || t('variants.optionNumber', { number: optionIndex + 1 });
  const label = (column: string) => t('variants.optionCell', { column, option: row });

  // One default per group: choosing one clears the others, so the rule cannot be broken by clicking.
  const chooseDefault = (checked: boolean) => {
    if (checked) {
      getValues(`groups.${groupIndex}.options`).forEach((_option, index) => {
        if (index !== optionIndex)
          setValue(`groups.${groupIndex}.options.${index}.isDefault`, false, { shouldDirty: true });
      });
    }
    isDefault.onChange(checked);
  };

  return (
    <Box
      role="group"
      aria-label={t('variants.optionLabel', { option: row })}
      sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: '1fr 1fr',
            md: 'minmax(120px, 1fr) minmax(160px, 2fr) 200px 130px auto',
          },
        }}
      >
        <DraftField
          name={`${name}.name`}
          label={t('variants.optionName')}
          readOnly={readOnly}
          maxLength={VARIANT_LIMITS.name}
          required
        />
        <DraftField
          name={`${name}.textAddition`}
          label={t('variants.textAddition')}
          readOnly={readOnly}
          maxLength={VARIANT_LIMITS.textAddition}
        />
        <DraftField
          name={`${name}.effect.kind`}
          label={t('variants.effect')}
          ariaLabel={label(t('variants.effect'))}
          readOnly={readOnly}
          options={EFFECT_KINDS.map((kind) => ({ value: kind, label: t(`variants.effects.${kind}`) }))}
        />
        {effectKind === 'perUnit' ? (
          <DraftField
            name={`${name}.effect.amount`}
            label={t('variants.amount')}
            numeric
            readOnly={readOnly}
            endAdornment={<InputAdornment position="end">€</InputAdornment>}
          />
        ) : effectKind === 'percent' ? (
          <DraftField
            name={`${name}.effect.percent`}
            label={t('variants.percent')}
            numeric
            readOnly={readOnly}
            endAdornment={<InputAdornment position="end">%</InputAdornment>}
          />
        ) : (
          <Box sx={{ display: { xs: 'none', md: 'block' } }} />
        )}
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box>
            <FormControlLabel
              label={t('variants.default')}
              control={
                <Checkbox
                  checked={isDefault.value}
                  onChange={(event) => chooseDefault(event.target.checked)}
                  disabled={readOnly}
                  slotProps={{ input: { 'aria-label': label(t('variants.default')) } }}
                />
              }
            />
            {defaultState.error?.message ? (
              <FormHelperText error>{defaultState.error.message}</FormHelperText>
            ) : null}
          </Box>
          {readOnly ? null : (
            <IconButton aria-label={t('variants.removeOption', { option: row })} onClick={onRemove}>
              <MdiIcon path={mdiDeleteOutline} fontSize="small" />
            </IconButton>
          )}
        </Box>
      </Box>
      {effectKind === 'replaceComponents' ? (
        <ReplaceEditor
          catalogId={catalogId}
          position={position}
          name={`${name}.effect`}
          readOnly={readOnly}
        />
      ) : null}
    </Box>
  );
}
