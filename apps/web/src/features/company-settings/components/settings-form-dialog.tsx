import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useSettingsTranslation } from '../company-settings-i18n';
import { SettingsConflictAlert } from './settings-conflict-alert';

export interface SettingsFormDialogProps {
  readonly title: string;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  readonly onClose: () => void;
  /** While a save runs; "Speichern" is also off while a conflict waits for "Neu laden". */
  readonly pending: boolean;
  /** A refused stale save (409): its message and the reload that takes over the current record. */
  readonly conflict: { message: string; onReload: () => void } | null;
  readonly maxWidth?: DialogProps['maxWidth'];
  readonly fullScreen?: boolean;
  readonly children: ReactNode;
}

/** The settings' add/edit dialog: a form with its fields, the conflict above them, "Abbrechen" and "Speichern". */
export function SettingsFormDialog({
  title,
  onSubmit,
  onClose,
  pending,
  conflict,
  maxWidth = 'xs',
  fullScreen = false,
  children,
}: SettingsFormDialogProps) {
  const { t } = useSettingsTranslation();
  return (
    <Dialog open onClose={onClose} maxWidth={maxWidth} fullWidth fullScreen={fullScreen}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {conflict ? (
              <SettingsConflictAlert message={conflict.message} onReload={conflict.onReload} />
            ) : null}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending || conflict !== null}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
