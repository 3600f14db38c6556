import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { mdiDownload } from '@mdi/js';
import type { ProjectFile } from '@vendoc/contract/files';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useFilesTranslation } from '../project-files-i18n';
import { apiUrl } from '../../../lib/http/api-url';
import { inlineContentUrl } from '../utils/content-url';

/** Shows an image or a PDF in the browser (the server serves both inline, sandboxed); download from here too. */
export function PreviewDialog({ file, onClose }: { file: ProjectFile; onClose: () => void }) {
  const { t } = useFilesTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const source = inlineContentUrl(file.contentUrl);
  const isPdf = file.contentType === 'application/pdf';
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      fullScreen={phone}
      aria-labelledby="file-preview-title"
    >
      <DialogTitle id="file-preview-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('preview.title', { name: file.name })}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', placeItems: 'center', bgcolor: 'action.hover', p: 1 }}>
        {isPdf ? (
          <Box
            component="iframe"
            src={source}
            title={t('preview.pdf', { name: file.name })}
            sx={{ width: '100%', height: phone ? '100%' : '75vh', border: 0, bgcolor: '#fff' }}
          />
        ) : (
          <Box
            component="img"
            src={source}
            alt={file.name}
            sx={{
              maxWidth: '100%',
              maxHeight: phone ? '100%' : '75vh',
              objectFit: 'contain',
              display: 'block',
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button
          component="a"
          href={apiUrl(file.contentUrl)}
          download={file.name}
          startIcon={<MdiIcon path={mdiDownload} />}
        >
          {t('actions.download')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
