import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { LineDraft } from '../model/editor-store';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';

export interface LineStatusProps {
  readonly draft: LineDraft | null;
  readonly onRetry: () => void;
  readonly onReload: () => void;
  readonly onKeepMine: () => void;
}

/** Below a line: a failed save (the typed content stays) or a conflict with someone else's newer version. */
export function LineStatus({ draft, onRetry, onReload, onKeepMine }: LineStatusProps) {
  const { t } = useSurveyEditorTranslation();
  if (!draft) return null;
  if (draft.status === 'failed') {
    return (
      <Alert
        severity="error"
        sx={{ gridArea: 'msg', mt: '4px', py: 0 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('grid.retry')}
          </Button>
        }
      >
        {draft.message ? t('grid.saveFailed', { message: draft.message }) : t('grid.saveFailedGeneric')}
      </Alert>
    );
  }
  if (draft.status === 'conflict' && draft.conflict) {
    return (
      <Alert
        severity="warning"
        role="alert"
        sx={{ gridArea: 'msg', mt: '4px', py: 0 }}
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={onReload} sx={{ fontWeight: 600 }}>
              {t('grid.reload')}
            </Button>
            <Button color="inherit" size="small" onClick={onKeepMine}>
              {t('grid.keepMine')}
            </Button>
          </Stack>
        }
      >
        {draft.conflictBy ? t('grid.conflictBy', { name: draft.conflictBy }) : t('grid.conflict')}{' '}
        {t('grid.conflictServer', { formula: draft.conflict.expression || '–' })}
      </Alert>
    );
  }
  return null;
}
