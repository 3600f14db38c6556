import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import type { ConstructionNoteSign } from '@vendoc/contract/construction-notes';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';
import { SignaturePad } from './signature-pad';

export interface SignDialogProps {
  readonly defaultName: string;
  readonly onSign: (signature: Omit<ConstructionNoteSign, 'version'>) => Promise<unknown>;
  readonly onClose: () => void;
}

/** The site manager (and, if present, the client's representative) sign the day on screen, after a warning. */
export function SignDialog({ defaultName, onSign, onClose }: SignDialogProps) {
  const { t } = useConstructionNotesTranslation();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const [managerName, setManagerName] = useState(defaultName);
  const [managerSignature, setManagerSignature] = useState<string | null>(null);
  const [clientName, setClientName] = useState('');
  const [clientSignature, setClientSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found: Record<string, string> = {};
    if (managerName.trim() === '') found['managerName'] = t('sign.missingName');
    if (managerSignature === null) found['managerSignature'] = t('sign.missingSignature');
    if (clientSignature !== null && clientName.trim() === '')
      found['clientName'] = t('sign.clientNameMissing');
    setErrors(found);
    if (Object.keys(found).length > 0 || managerSignature === null) return;
    setBusy(true);
    try {
      await onSign({
        siteManagerName: managerName.trim(),
        siteManagerSignature: managerSignature,
        clientRepresentativeName: clientName.trim(),
        clientRepresentativeSignature: clientSignature,
      });
      onClose();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle>{t('sign.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{t('sign.warning')}</Alert>
          <TextField
            label={t('sign.siteManagerName')}
            value={managerName}
            onChange={(event) => setManagerName(event.target.value)}
            error={Boolean(errors['managerName'])}
            helperText={errors['managerName']}
            required
          />
          <SignaturePad
            label={t('sign.padSiteManager')}
            onChange={(png) => {
              setManagerSignature(png);
              if (png !== null) setErrors(({ managerSignature: _drawn, ...rest }) => rest);
            }}
            error={errors['managerSignature']}
          />
          <TextField
            label={t('sign.clientRepresentativeName')}
            value={clientName}
            onChange={(event) => setClientName(event.target.value)}
            error={Boolean(errors['clientName'])}
            helperText={errors['clientName']}
          />
          <SignaturePad label={t('sign.padClient')} onChange={setClientSignature} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} sx={{ minHeight: 48 }} autoFocus>
          {t('sign.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy} sx={{ minHeight: 48 }}>
          {t('sign.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
