import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getOutbox } from '../../lib/offline/app-outbox';
import type { PendingRecord } from '../../lib/offline/pending-records';
import { TOUCH_TARGET } from '../../lib/theme/touch';

export interface PendingChangeLabels {
  /** The record is not on the server yet; its changes wait on this device. */
  readonly waiting: string;
  /** The server refused a change (the reason follows). */
  readonly refused: (reason: string) => string;
  readonly resend: string;
  /** Someone else changed the record while the change waited. */
  readonly conflict: string;
  readonly keepMine: string;
  readonly takeTheirs: string;
}

export interface PendingChangeAlertProps {
  readonly pending: PendingRecord<unknown>;
  readonly labels: PendingChangeLabels;
  /** The two versions side by side, for a conflict. */
  readonly comparison?: ReactNode;
}

/**
 * A record's change that waits on this device, where the record is shown: waiting, refused by the server (send it
 * again), or in conflict with another person's version (keep mine, or take theirs).
 */
export function PendingChangeAlert({ pending, labels, comparison }: PendingChangeAlertProps) {
  const box = getOutbox();
  if (pending.state === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            onClick={() => void box.retry(pending.entryId)}
            sx={{ minHeight: TOUCH_TARGET }}
          >
            {labels.resend}
          </Button>
        }
      >
        {labels.refused(pending.reason ?? '')}
      </Alert>
    );
  }
  if (pending.state === 'conflict') {
    return (
      <Alert severity="warning" role="alert">
        {labels.conflict}
        {comparison}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <Button
            variant="contained"
            onClick={() => void box.keepMine(pending.entryId)}
            sx={{ minHeight: TOUCH_TARGET }}
          >
            {labels.keepMine}
          </Button>
          <Button
            variant="outlined"
            onClick={() => void box.takeTheirs(pending.entryId)}
            sx={{ minHeight: TOUCH_TARGET }}
          >
            {labels.takeTheirs}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <Alert severity="info">{labels.waiting}</Alert>;
}
