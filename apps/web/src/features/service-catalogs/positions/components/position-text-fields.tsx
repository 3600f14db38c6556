import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { mdiPencil } from '@mdi/js';
import type { CatalogPositionDetail } from '@vendoc/contract/service-catalogs';
import { useFormContext, useWatch } from 'react-hook-form';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { RichTextView } from '../../../../components/rich-text/rich-text-view';
import { useCatalogPositionsTranslation } from '../catalog-positions-i18n';
import { blocksToPlainText, hasFormatting } from '../../../../lib/format/plain-text';
import { TEXT_LIMITS, type PositionFormValues } from '../model/position-form';
import { DraftField } from './draft-field';

export interface PositionTextFieldsProps {
  readonly position: CatalogPositionDetail;
  readonly readOnly: boolean;
}

/** Number, unit, STLB code, short text and the long text (shown formatted, edited as plain paragraphs). */
export function PositionTextFields({ position, readOnly }: PositionTextFieldsProps) {
  const { t } = useCatalogPositionsTranslation();
  const { control, resetField } = useFormContext<PositionFormValues>();
  const longText = useWatch({ control, name: 'longText' });
  const editingLongText = longText !== null;

  const startLongText = () =>
    // The plain text becomes the field's starting value, so merely opening the editor changes nothing.
    resetField('longText', { defaultValue: blocksToPlainText(position.longText) });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', sm: '190px 130px minmax(0, 280px)' },
      }}
    >
      <DraftField
        name="number"
        label={t('fields.number')}
        required
        readOnly={readOnly}
        maxLength={TEXT_LIMITS.number}
      />
      <DraftField
        name="unit"
        label={t('fields.unit')}
        required
        readOnly={readOnly}
        maxLength={TEXT_LIMITS.unit}
      />
      <DraftField
        name="stlbCode"
        label={t('fields.stlbCode')}
        readOnly={readOnly}
        maxLength={TEXT_LIMITS.stlbCode}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      />
      <DraftField
        name="shortText"
        label={t('fields.shortText')}
        required
        readOnly={readOnly}
        maxLength={TEXT_LIMITS.shortText}
        multiline
        maxRows={3}
        sx={{ gridColumn: '1 / -1' }}
      />
      <Box component="section" aria-label={t('fields.longText')} sx={{ gridColumn: '1 / -1' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography component="h3" variant="subtitle2">
            {t('fields.longText')}
          </Typography>
          {!readOnly && !editingLongText ? (
            <Button size="small" startIcon={<MdiIcon path={mdiPencil} />} onClick={startLongText}>
              {t('fields.editLongText')}
            </Button>
          ) : null}
        </Box>
        {editingLongText ? (
          <>
            {hasFormatting(position.longText) ? (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {t('fields.formattingLost')}
              </Alert>
            ) : null}
            <DraftField
              name="longText"
              label={t('fields.longText')}
              multiline
              minRows={5}
              maxRows={18}
              helperText={t('fields.longTextHint')}
            />
          </>
        ) : position.longText.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('fields.noLongText')}
          </Typography>
        ) : (
          <Box sx={{ maxHeight: 260, overflowY: 'auto', pr: 1 }}>
            <RichTextView blocks={position.longText} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
