import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiAlertCircleOutline, mdiCheckCircle, mdiClose } from '@mdi/js';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import type { UploadItem } from '../hooks/use-upload-queue';
import { useFilesTranslation } from '../project-files-i18n';
import { formatFileSize } from '../utils/file-size';

export interface UploadListProps {
  readonly items: readonly UploadItem[];
  readonly onCancel: (key: string) => void;
  readonly onClear: () => void;
}

function statusText(item: UploadItem, t: (key: string, options?: Record<string, unknown>) => string) {
  switch (item.status) {
    case 'uploading':
      return t('upload.uploading', { percent: item.percent });
    case 'done':
      return t('upload.done');
    case 'cancelled':
      return t('upload.cancelled');
    case 'failed':
      return item.error ?? t('upload.failed');
  }
}

/** One progress bar per file being uploaded, with its state; finished ones stay until cleared. */
export function UploadList({ items, onCancel, onClear }: UploadListProps) {
  const { t } = useFilesTranslation();
  if (items.length === 0) return null;
  const running = items.filter((item) => item.status === 'uploading').length;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('upload.title')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }} aria-live="polite">
          {running > 0 ? t('upload.count', { count: running }) : t('upload.title')}
        </Typography>
        {running < items.length ? <Button onClick={onClear}>{t('upload.clear')}</Button> : null}
      </Box>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <Box component="li" key={item.key} data-testid="upload-item" data-status={item.status}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}>
              {item.status === 'done' ? (
                <MdiIcon path={mdiCheckCircle} color="success" fontSize="small" />
              ) : null}
              {item.status === 'failed' ? (
                <MdiIcon path={mdiAlertCircleOutline} color="error" fontSize="small" />
              ) : null}
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{item.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(item.size)}
              </Typography>
              {item.status === 'uploading' ? (
                <IconButton
                  aria-label={t('upload.cancel', { name: item.name })}
                  onClick={() => onCancel(item.key)}
                >
                  <MdiIcon path={mdiClose} />
                </IconButton>
              ) : null}
            </Box>
            <LinearProgress
              variant="determinate"
              value={item.percent}
              color={item.status === 'failed' ? 'error' : item.status === 'done' ? 'success' : 'primary'}
              aria-label={t('upload.progress', { name: item.name })}
              sx={{ height: 8, borderRadius: 4 }}
            />
            <Typography
              variant="caption"
              color={item.status === 'failed' ? 'error' : 'text.secondary'}
              role={item.status === 'failed' ? 'alert' : undefined}
            >
              {statusText(item, t)}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
