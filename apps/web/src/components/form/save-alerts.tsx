import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SaveAlertsState } from '../../lib/forms/use-versioned-save';
import { ConflictAlert } from './conflict-alert';

export type SaveAlertsProps = Readonly<SaveAlertsState> & { readonly sx?: SxProps<Theme> };

/**
 * Above a form that saves a versioned record (`useVersionedSave().alerts`): the conflict with its reload button,
 * and the notice (errors are announced at once, information politely).
 */
export function SaveAlerts({ conflict, notice, onReload, conflictTexts, sx }: SaveAlertsProps) {
  return (
    <>
      {conflict ? (
        <ConflictAlert
          title={conflictTexts.title}
          message={conflictTexts.text}
          reloadLabel={conflictTexts.reload}
          onReload={onReload}
          sx={sx}
        />
      ) : null}
      {notice ? (
        <Alert severity={notice.severity} sx={sx} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
    </>
  );
}
