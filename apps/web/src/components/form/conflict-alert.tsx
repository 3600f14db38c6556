import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ConflictAlertProps {
  /** A bold first line above the message. */
  readonly title?: string;
  readonly message: string;
  /** The label of the reload button ("Neu laden"). */
  readonly reloadLabel: string;
  /** Takes over the current record (the form's edits are dropped). */
  readonly onReload: () => void;
  /** Sets the reload button's label in bold. */
  readonly emphasizeReload?: boolean;
  readonly sx?: SxProps<Theme>;
}

/** A refused stale save (409): what happened and a button to reload. Nothing is overwritten silently. */
export function ConflictAlert({
  title,
  message,
  reloadLabel,
  onReload,
  emphasizeReload,
  sx,
}: ConflictAlertProps) {
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={sx}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={onReload}
          sx={emphasizeReload ? { fontWeight: 600 } : undefined}
        >
          {reloadLabel}
        </Button>
      }
    >
      {title ? (
        <>
          <strong>{title}</strong>
          <br />
        </>
      ) : null}
      {message}
    </Alert>
  );
}
