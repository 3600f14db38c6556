import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Configuration } from '@vendoc/contract/configurations';
import { useId } from 'react';
import { useDeleteConfiguration } from '../../../entities/configuration/change-configurations';
import { isReportedByHttpLayer, problemMessage } from '../../../lib/http/api-problems';
import { toast } from '../../../lib/toast/toast-service';
import { useConfigurationsTranslation } from '../configurations-i18n';

/** "Konfiguration löschen?": the item it was added as stays in the BoQ. */
export function DeleteConfigurationDialog({
  configuration,
  onClose,
  onDeleted,
}: {
  readonly configuration: Configuration;
  onClose(): void;
  onDeleted(): void;
}) {
  const { t } = useConfigurationsTranslation();
  const titleId = useId();
  const remove = useDeleteConfiguration();
  const confirm = async () => {
    try {
      await remove.mutateAsync(configuration.id);
      toast.success(t('screen.deleted'));
      onClose();
      onDeleted();
    } catch (failure) {
      if (!isReportedByHttpLayer(failure)) toast.error(t('screen.actionFailed'), problemMessage(failure));
    }
  };
  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('deleteDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('deleteDialog.text', { name: configuration.name || configuration.configured?.shortText || '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending}>
          {t('deleteDialog.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={remove.isPending}>
          {t('deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
