import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiCloudUploadOutline } from '@mdi/js';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useFilesTranslation } from '../project-files-i18n';

/** No files (yet) where the user looks: how to add some. */
export function FilesEmptyState({ inFolder }: { inFolder: boolean }) {
  const { t } = useFilesTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 6 }, borderStyle: 'dashed', borderWidth: 2 }}
      role="status"
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <MdiIcon path={mdiCloudUploadOutline} color="disabled" sx={{ fontSize: 64 }} />
        <Typography component="h2" variant="h6">
          {inFolder ? t('list.emptyFolder') : t('list.empty')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
          {t('list.emptyHint')}
        </Typography>
      </Stack>
    </Paper>
  );
}
