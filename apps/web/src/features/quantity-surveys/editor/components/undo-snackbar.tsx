import { memo } from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { QuantitySurveyLine } from '@vendoc/contract/quantity-surveys';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';
import { TOUCH_TARGET } from '../../../../lib/theme/touch';

export interface UndoSnackbarProps {
  /** The deleted line and its address; null hides the bar. */
  readonly deleted: { line: QuantitySurveyLine; address: string } | null;
  readonly onUndo: () => void;
  readonly onClose: () => void;
}

const UNDO_MS = 8000;

/** "Zeile 0001B0 gelöscht – Rückgängig": a deleted line can be stored again at its address. */
export const UndoSnackbar = memo(function UndoSnackbar({ deleted, onUndo, onClose }: UndoSnackbarProps) {
  const { t } = useSurveyEditorTranslation();
  return (
    <Snackbar
      key={deleted?.line.id}
      open={deleted !== null}
      autoHideDuration={UNDO_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={deleted ? t('grid.deleted', { address: deleted.address }) : ''}
      action={
        <Button color="secondary" size="small" onClick={onUndo} sx={{ minHeight: TOUCH_TARGET }}>
          {t('grid.undo')}
        </Button>
      }
    />
  );
});
