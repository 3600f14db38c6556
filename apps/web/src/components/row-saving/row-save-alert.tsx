import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { RowDraft } from '../../lib/row-saving/row-saver';

export interface RowSaveAlertProps {
  /** The row's draft; nothing is shown unless its save failed or met a newer row. */
  readonly draft: Pick<RowDraft<unknown, unknown>, 'status' | 'message' | 'conflict' | 'conflictBy'> | null;
  /** Names the row in bold before the message where the alert is not beside it (e.g. the OZ above a table). */
  readonly label?: string;
  /** What the server has now, after a conflict (e.g. "Gespeichert ist: 5"). */
  readonly stored?: string;
  readonly onRetry: () => void;
  /** Drops the typed values of a failed save; without it only the retry is offered. */
  readonly onDiscard?: () => void;
  readonly onReload: () => void;
  readonly onKeepMine: () => void;
  readonly sx?: SxProps<Theme>;
}

/**
 * A row whose change waits in the outbox (offline), whose save failed (the typed values stay; retry) or that met someone else's newer version (reload it, or save
 * the typed values over it deliberately). The same words and actions wherever rows are saved.
 */
export function RowSaveAlert({
  draft,
  label,
  stored,
  onRetry,
  onDiscard,
  onReload,
  onKeepMine,
  sx,
}: RowSaveAlertProps) {
  const { t } = useTranslation('shell');
  if (!draft) return null;
  const title = label ? <strong>{`${label}: `}</strong> : null;
  if (draft.status === 'queued') {
    // Kept in the outbox (IndexedDB): not saved yet, sent when the server can be reached.
    return (
      <Typography
        variant="caption"
        title={t('rowSaving.queued')}
        sx={[{ color: 'warning.dark', fontWeight: 600 }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {title}
        {t('rowSaving.queuedShort')}
      </Typography>
    );
  }
  if (draft.status === 'failed') {
    return (
      <Alert
        severity="error"
        sx={sx}
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('rowSaving.retry')}
            </Button>
            {onDiscard ? (
              <Button color="inherit" size="small" onClick={onDiscard}>
                {t('rowSaving.discard')}
              </Button>
            ) : null}
          </Stack>
        }
      >
        {title}
        {draft.message ? t('rowSaving.failed', { message: draft.message }) : t('rowSaving.failedGeneric')}
      </Alert>
    );
  }
  if (draft.status === 'conflict' && draft.conflict !== null) {
    return (
      <Alert
        severity="warning"
        role="alert"
        sx={sx}
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={onReload} sx={{ fontWeight: 600 }}>
              {t('rowSaving.reload')}
            </Button>
            <Button color="inherit" size="small" onClick={onKeepMine}>
              {t('rowSaving.keepMine')}
            </Button>
          </Stack>
        }
      >
        {title}
        {draft.conflictBy ? t('rowSaving.conflictBy', { name: draft.conflictBy }) : t('rowSaving.conflict')}
        {stored ? ` ${stored}` : null}
      </Alert>
    );
  }
  return null;
}
