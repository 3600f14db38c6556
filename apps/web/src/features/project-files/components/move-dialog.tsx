import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Folder } from '@vendoc/contract/files';
import { toast } from '../../../lib/toast/toast-service';
import { useFilesTranslation } from '../project-files-i18n';
import { conflictCurrent, problemMessage } from '../../../lib/http/api-problems';
import { entryName, type Entry } from '../utils/entries';
import { folderOptions, subtreeIds } from '../utils/folder-tree';
import { TOUCH_TARGET } from '../../../lib/theme/touch';

const ROOT = 'root';

export interface MoveDialogProps {
  readonly entry: Entry;
  readonly folders: readonly Folder[];
  /** Moves the entry into the folder (null: top level). */
  readonly onMove: (folderId: string | null) => Promise<unknown>;
  readonly onClose: () => void;
}

/** "Verschieben": pick the target folder from the project's folder tree (never a folder into itself). */
export function MoveDialog({ entry, folders, onMove, onClose }: MoveDialogProps) {
  const { t } = useFilesTranslation();
  const current = entry.kind === 'folder' ? entry.folder.parentId : entry.file.folderId;
  const [target, setTarget] = useState<string>(current ?? ROOT);
  const [busy, setBusy] = useState(false);
  const options = folderOptions(
    folders,
    entry.kind === 'folder' ? subtreeIds(folders, entry.folder.id) : undefined,
  );
  const name = entryName(entry);
  const label = (folderId: string | null, text: string) =>
    folderId === current ? `${text} – ${t('move.current')}` : text;

  const submit = async () => {
    const folderId = target === ROOT ? null : target;
    setBusy(true);
    try {
      await onMove(folderId);
      onClose();
    } catch (error) {
      const text = conflictCurrent(error) ? t('errors.conflict', { name }) : problemMessage(error);
      toast.error(t('errors.failed'), text);
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('move.title', { name })}</DialogTitle>
      <DialogContent dividers>
        <RadioGroup
          aria-label={t('move.target')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          <FormControlLabel
            value={ROOT}
            control={<Radio />}
            label={label(null, t('move.root'))}
            sx={{ minHeight: TOUCH_TARGET }}
          />
          {options.map(({ folder, depth }) => (
            <FormControlLabel
              key={folder.id}
              value={folder.id}
              control={<Radio />}
              label={label(folder.id, folder.name)}
              sx={{ minHeight: TOUCH_TARGET, pl: 3 * (depth + 1) }}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy || target === (current ?? ROOT)}
        >
          {t('actions.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
