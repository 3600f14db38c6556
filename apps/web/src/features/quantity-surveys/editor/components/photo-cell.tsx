import { memo } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { mdiCameraOutline } from '@mdi/js';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import type { QuantitySurveyLine } from '@vendoc/contract/quantity-surveys';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';
import { TOUCH_TARGET } from '../../../../lib/theme/touch';

export interface PhotoCellProps {
  /** The line's photo, if it has one. */
  readonly photo: QuantitySurveyLine['photo'];
  /** Whether the line is stored (only a stored line can get a photo). */
  readonly saved: boolean;
  readonly address: string;
  readonly readOnly: boolean;
  readonly onOpen: () => void;
}

/** The photo of a line: its thumbnail (opens it large), or a camera button to add one to a saved line. */
export const PhotoCell = memo(function PhotoCell({
  photo,
  saved,
  address,
  readOnly,
  onOpen,
}: PhotoCellProps) {
  const { t } = useSurveyEditorTranslation();
  if (photo) {
    return (
      <Box
        component="button"
        type="button"
        onClick={onOpen}
        aria-label={t('photo.show', { address })}
        sx={{
          p: 0,
          border: 0,
          bgcolor: 'transparent',
          cursor: 'pointer',
          width: '40px',
          height: '40px',
          display: 'block',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Box
          component="img"
          src={photo.contentUrl}
          alt=""
          sx={{ width: '40px', height: '40px', objectFit: 'cover', borderRadius: '4px', display: 'block' }}
        />
      </Box>
    );
  }
  if (readOnly) return null;
  const label = t('photo.add', { address });
  return (
    <Tooltip title={saved ? label : t('photo.saveFirst')}>
      <span>
        <IconButton
          aria-label={label}
          onClick={onOpen}
          disabled={!saved}
          sx={{
            width: '40px',
            height: '40px',
            '@media (max-width: 899.95px)': { width: TOUCH_TARGET, height: TOUCH_TARGET },
          }}
        >
          <MdiIcon path={mdiCameraOutline} fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
});
