import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDesignerTranslation } from '../designer-i18n';

/** Someone else saved the template meanwhile: take theirs or save mine over it. */
export function ConflictDialog({ onReload, onOverwrite }: { onReload: () => void; onOverwrite: () => void }) {
  const { t } = useDesignerTranslation();
  return (
    <Dialog open aria-labelledby="designer-conflict-title">
      <DialogTitle id="designer-conflict-title">{t('editor.conflictTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('editor.conflictText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onReload}>{t('editor.reload')}</Button>
        <Button variant="contained" onClick={onOverwrite}>
          {t('editor.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
