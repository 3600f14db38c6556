import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { BoqKind } from '@vendoc/contract/boqs';
import { apiProblemOf, isReportedByHttpLayer, problemMessage } from '../../../lib/http/api-problems';
import { toast } from '../../../lib/toast/toast-service';
import { useCreateBoq } from '../api/create-boq';
import { BOQ_KIND_VALUES } from '../model/boq-labels';
import { usePositionsTranslation } from '../positions-i18n';

export interface CreateBoqDialogProps {
  readonly projectId: string;
  readonly onClose: () => void;
  readonly onCreated: (boqId: string) => void;
}

/** "Leeres LV anlegen": a BoQ without positions (ordinal numbers 2/2/4: title, title, item), to fill by hand. */
export function CreateBoqDialog({ projectId, onClose, onCreated }: CreateBoqDialogProps) {
  const { t } = usePositionsTranslation();
  const create = useCreateBoq(projectId);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<BoqKind>('offer');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('create.nameMissing'));
      return;
    }
    if (name.trim().length > 200) {
      setError(t('create.nameTooLong'));
      return;
    }
    create.mutate(
      { name: name.trim(), kind },
      {
        onSuccess: (boq) => {
          toast.success(t('create.created', { name: boq.name }));
          onCreated(boq.id);
        },
        onError: (failure) => {
          const field = apiProblemOf(failure)?.fieldErrors.find((entry) => entry.path === 'name');
          if (field) setError(field.message);
          else if (!isReportedByHttpLayer(failure)) toast.error(t('create.failed'), problemMessage(failure));
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t('create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('create.name')}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
              error={error !== null}
              helperText={error}
              autoFocus
              required
              fullWidth
            />
            <TextField
              select
              label={t('import.kind')}
              value={kind}
              onChange={(event) => setKind(event.target.value as BoqKind)}
            >
              {BOQ_KIND_VALUES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`boqKinds.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
