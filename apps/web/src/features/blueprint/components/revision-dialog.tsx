import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@vendoc/contract/plans';
import { usePlanChanges } from '../../../entities/plan/change-plans';
import { problemMessage } from '../../../lib/http/api-problems';
import { usePlanFiles } from './plan-files';
import { touchSx } from './touch-sx';

export interface RevisionDialogProps {
  readonly plan: Plan;
  readonly onClose: () => void;
  /** The new revision was made: show its file (and page). */
  readonly onCreated: (fileId: string, page: number | null) => void;
}

/** A whole number from 1 up, or null. */
function pageOf(text: string): number | null {
  return /^\d{1,5}$/.test(text.trim()) && Number(text) >= 1 ? Number(text) : null;
}

/**
 * A new index of the plan (B after A …): another file of the project, of a PDF one of its pages. The pins stay where
 * they are; the plan page then offers to move them.
 */
export function RevisionDialog({ plan, onClose, onCreated }: RevisionDialogProps) {
  const { t } = useTranslation('app');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { files } = usePlanFiles(plan.projectId);
  const { createRevision } = usePlanChanges(plan.projectId);
  const [fileId, setFileId] = useState('');
  const [pageText, setPageText] = useState('1');
  const [note, setNote] = useState('');
  const chosen = files.find((file) => file.id === fileId);
  const isPdf = chosen?.contentType === 'application/pdf';
  const page = isPdf ? pageOf(pageText) : null;
  const pageInvalid = isPdf && page === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || pageInvalid || createRevision.isPending) return;
    createRevision.mutate(
      { planId: plan.id, fileId: chosen.id, page, note: note.trim(), version: plan.version },
      { onSuccess: () => onCreated(chosen.id, page) },
    );
  };

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
        <DialogTitle>{t('blueprint.newRevision.title', { name: plan.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('blueprint.newRevision.hint')}
            </Typography>
            <TextField
              select
              required
              label={t('blueprint.file')}
              value={chosen ? fileId : ''}
              onChange={(event) => setFileId(event.target.value)}
            >
              {files.map((file) => (
                <MenuItem key={file.id} value={file.id} sx={touchSx}>
                  {file.name}
                </MenuItem>
              ))}
              {files.length === 0 ? <MenuItem disabled>{t('blueprint.noPlans')}</MenuItem> : null}
            </TextField>
            {isPdf ? (
              <TextField
                label={t('blueprint.page')}
                value={pageText}
                onChange={(event) => setPageText(event.target.value)}
                error={pageInvalid}
                helperText={pageInvalid ? t('blueprint.pageInvalid') : t('blueprint.newRevision.pageHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            ) : null}
            <TextField
              label={t('blueprint.newRevision.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
            />
            {createRevision.isError ? (
              <Alert severity="error">
                {problemMessage(createRevision.error) ?? t('blueprint.newRevision.failed')}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} sx={touchSx}>
            {t('blueprint.dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!chosen || pageInvalid || createRevision.isPending}
            sx={touchSx}
          >
            {t('blueprint.newRevision.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
