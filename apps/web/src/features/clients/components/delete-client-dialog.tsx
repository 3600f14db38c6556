import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Client } from '@vendoc/contract/clients';
import { useState } from 'react';
import { toast } from '../../../lib/toast/toast-service';
import { apiProblemOf, isReportedByHttpLayer } from '../../../lib/http/api-problems';
import { useDeleteClient } from '../api/delete-client';
import { useClientsTranslation } from '../clients-i18n';

export interface DeleteClientDialogProps {
  client: Client;
  onCancel(): void;
  onDeleted(): void;
}

/** Asks before deleting; a refusal (409: projects use the client) shows the server's reason in the dialog. */
export function DeleteClientDialog({ client, onCancel, onDeleted }: DeleteClientDialogProps) {
  const { t } = useClientsTranslation();
  const remove = useDeleteClient();
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    try {
      await remove.mutateAsync(client.id);
      toast.success(t('delete.deleted', { number: client.number }));
      onDeleted();
    } catch (error) {
      const problem = apiProblemOf(error);
      if (problem?.status === 409) setRefusal(problem.detail ?? t('delete.refused'));
      else if (!isReportedByHttpLayer(error)) toast.error(t('delete.failed'), problem?.detail);
    }
  };

  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="delete-client-title">
      <DialogTitle id="delete-client-title">{t('delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('delete.text', { number: client.number, name: client.name })}
        </DialogContentText>
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            <strong>{t('delete.refused')}</strong>
            <br />
            {refusal}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('delete.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={remove.isPending || refusal !== null}
        >
          {t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
