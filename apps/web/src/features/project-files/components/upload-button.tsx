import Button from '@mui/material/Button';
import { mdiUpload } from '@mdi/js';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useFilesTranslation } from '../project-files-i18n';

/** Opens the file picker (several files at once) and hands the chosen files over. */
export function UploadButton({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useFilesTranslation();
  return (
    <Button
      component="label"
      variant="contained"
      size="large"
      startIcon={<MdiIcon path={mdiUpload} />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('upload.button')}
      <input
        hidden
        type="file"
        multiple
        data-testid="file-picker"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Cleared so that choosing the same file again uploads it again.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Button>
  );
}
