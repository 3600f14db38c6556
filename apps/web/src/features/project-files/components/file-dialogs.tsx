import type { Folder } from '@vendoc/contract/files';
import { toast } from '../../../lib/toast/toast-service';
import { useCreateFolder } from '../api/create-folder';
import { useDeleteFile } from '../api/delete-file';
import { useDeleteFolder } from '../api/delete-folder';
import { useUpdateFile } from '../api/update-file';
import { useUpdateFolder } from '../api/update-folder';
import { useFilesTranslation } from '../project-files-i18n';
import { httpStatusOf, problemMessage } from '../../../lib/http/api-problems';
import { entryName, type Entry, type EntryAction } from '../utils/entries';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { MoveDialog } from './move-dialog';
import { NameDialog } from './name-dialog';
import { EInvoiceDialog } from './e-invoice-dialog';
import { PreviewDialog } from './preview-dialog';

/** The dialog open on the files page: an action on a row, or a new folder. */
export type FileDialog = { action: EntryAction; entry: Entry } | { action: 'createFolder' };

export interface FileDialogsProps {
  readonly projectId: string;
  /** The open folder (new folders go there); null at the top level. */
  readonly folderId: string | null;
  readonly folders: readonly Folder[];
  readonly dialog: FileDialog | null;
  readonly onClose: () => void;
}

/** Renders the open dialog and carries out what it asks for (rename, move, delete, new folder, preview). */
export function FileDialogs({ projectId, folderId, folders, dialog, onClose }: FileDialogsProps) {
  const { t } = useFilesTranslation();
  const createFolder = useCreateFolder(projectId);
  const updateFile = useUpdateFile(projectId);
  const updateFolder = useUpdateFolder(projectId);
  const deleteFile = useDeleteFile(projectId);
  const deleteFolder = useDeleteFolder(projectId);
  if (!dialog) return null;

  if (dialog.action === 'createFolder') {
    return (
      <NameDialog
        title={t('folders.createTitle')}
        label={t('folders.name')}
        initialName=""
        submitLabel={t('actions.create')}
        onSubmit={async (name) => {
          await createFolder.mutateAsync({ name, parentId: folderId });
          toast.success(t('folders.created', { name }));
        }}
        onClose={onClose}
      />
    );
  }

  const { action, entry } = dialog;
  const name = entryName(entry);
  switch (action) {
    case 'preview':
      return entry.kind === 'file' ? <PreviewDialog file={entry.file} onClose={onClose} /> : null;
    case 'eInvoice':
      return entry.kind === 'file' ? <EInvoiceDialog file={entry.file} onClose={onClose} /> : null;
    case 'rename':
      return (
        <NameDialog
          title={entry.kind === 'file' ? t('rename.fileTitle') : t('rename.folderTitle')}
          label={t('rename.name')}
          initialName={name}
          submitLabel={t('actions.save')}
          onSubmit={async (newName) => {
            if (entry.kind === 'file') await updateFile.mutateAsync({ file: entry.file, name: newName });
            else await updateFolder.mutateAsync({ folder: entry.folder, name: newName });
            toast.success(t('rename.renamed', { name: newName }));
          }}
          onClose={onClose}
        />
      );
    case 'move':
      return (
        <MoveDialog
          entry={entry}
          folders={folders}
          onMove={async (target) => {
            if (entry.kind === 'file') await updateFile.mutateAsync({ file: entry.file, folderId: target });
            else await updateFolder.mutateAsync({ folder: entry.folder, parentId: target });
            const folder = folders.find((candidate) => candidate.id === target)?.name ?? t('folders.root');
            toast.success(t('move.moved', { name, folder }));
          }}
          onClose={onClose}
        />
      );
    case 'delete':
      return (
        <ConfirmDialog
          confirmLabel={t('actions.delete')}
          title={entry.kind === 'file' ? t('delete.title') : t('folders.deleteTitle')}
          text={entry.kind === 'file' ? t('delete.text', { name }) : t('folders.deleteText', { name })}
          onConfirm={async () => {
            try {
              if (entry.kind === 'file') await deleteFile.mutateAsync(entry.file.id);
              else await deleteFolder.mutateAsync(entry.folder.id);
              toast.success(entry.kind === 'file' ? t('delete.deleted', { name }) : t('folders.deleted'));
            } catch (error) {
              const notEmpty = entry.kind === 'folder' && httpStatusOf(error) === 409;
              toast.error(
                t('errors.failed'),
                problemMessage(error) ?? (notEmpty ? t('folders.notEmpty') : undefined),
              );
              throw error;
            }
          }}
          onClose={onClose}
        />
      );
  }
}
