import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { fileNameSchema } from '@vendoc/contract/files';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { toast } from '../../../lib/toast/toast-service';
import { useFilesTranslation } from '../project-files-i18n';
import {
  applyFieldErrors,
  conflictCurrent,
  httpStatusOf,
  problemMessage,
} from '../../../lib/http/api-problems';

const nameFormSchema = z.object({ name: fileNameSchema });
type NameForm = z.input<typeof nameFormSchema>;

export interface NameDialogProps {
  readonly title: string;
  readonly label: string;
  readonly initialName: string;
  readonly submitLabel: string;
  /** Saves the (validated, trimmed) name; a rejection is shown at the field or as a message. */
  readonly onSubmit: (name: string) => Promise<unknown>;
  readonly onClose: () => void;
}

/** Asks for a file or folder name (new folder, rename), checked like the server checks it. */
export function NameDialog({ title, label, initialName, submitLabel, onSubmit, onClose }: NameDialogProps) {
  const { t } = useFilesTranslation();
  const { control, handleSubmit, setError, formState } = useForm<
    NameForm,
    unknown,
    z.output<typeof nameFormSchema>
  >({ resolver: zodResolver(nameFormSchema), defaultValues: { name: initialName } });

  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      onClose();
    } catch (error) {
      if (conflictCurrent(error)) {
        // Someone else changed it: the list already shows the current state.
        toast.error(t('errors.failed'), t('errors.conflict', { name: initialName }));
        onClose();
      } else if (applyFieldErrors(error, setError, ['name'])) {
        // shown at the field
      } else if (httpStatusOf(error) === 400 || httpStatusOf(error) === 409) {
        setError('name', { type: 'server', message: problemMessage(error) ?? t('errors.failed') });
      } else {
        toast.error(t('errors.failed'), problemMessage(error));
      }
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Controller
            control={control}
            name="name"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                label={label}
                autoFocus
                fullWidth
                margin="dense"
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { maxLength: 300 } }}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
