import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiFolderPlusOutline } from '@mdi/js';
import type { Folder } from '@vendoc/contract/files';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { PageFrame } from '../../components/page-frame/page-frame';
import { toast } from '../../lib/toast/toast-service';
import { useProjectFiles } from '../../entities/project-file/get-project-files';
import { useProject } from '../../entities/project/get-project';
import { useUpdateFile } from './api/update-file';
import { FileDialogs, type FileDialog } from './components/file-dialogs';
import { FileDropZone } from './components/file-drop-zone';
import { FileEntries } from './components/file-entries';
import { FilesEmptyState } from './components/files-empty-state';
import { FolderTrail } from './components/folder-trail';
import { UploadButton } from './components/upload-button';
import { UploadList } from './components/upload-list';
import { useUploadQueue } from './hooks/use-upload-queue';
import { useFilesTranslation } from './project-files-i18n';
import { conflictCurrent, problemMessage } from '../../lib/http/api-problems';
import { sortEntries, type SortField, type SortOrder } from './utils/entries';
import { folderPath } from './utils/folder-tree';
import { paths } from '../../lib/navigation/paths';

/** /projects/{projectId}/files: a project's plans, photos and documents in folders; upload, preview, organise. */
export function ProjectFilesPage() {
  const { t: tApp } = useTranslation('app');
  const { t } = useFilesTranslation();
  const { projectId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const project = useProject(projectId);
  const list = useProjectFiles(projectId);
  const moveFile = useUpdateFile(projectId);
  const [order, setOrder] = useState<SortOrder>({ field: 'name', descending: false });
  const [dialog, setDialog] = useState<FileDialog | null>(null);

  const folders = useMemo(() => list.data?.folders ?? [], [list.data]);
  const requestedFolder = params.get('folder');
  // An unknown folder (deleted meanwhile, or a stale link) shows the top level.
  const folderId = folders.some((folder) => folder.id === requestedFolder) ? requestedFolder : null;
  const uploads = useUploadQueue({ projectId, folderId });
  const path = folderPath(folders, folderId);
  const entries = useMemo(
    () =>
      sortEntries(
        folders.filter((folder) => folder.parentId === folderId),
        (list.data?.files ?? []).filter((file) => file.folderId === folderId),
        order,
      ),
    [folders, list.data, folderId, order],
  );

  const openFolder = (id: string | null) => setParams(id ? { folder: id } : {});
  const sortBy = (field: SortField) =>
    setOrder((current) => ({ field, descending: current.field === field ? !current.descending : false }));
  const dropOnFolder = (fileId: string, folder: Folder) => {
    const file = list.data?.files.find((candidate) => candidate.id === fileId);
    if (!file || file.folderId === folder.id) return;
    moveFile.mutate(
      { file, folderId: folder.id },
      {
        onSuccess: () => toast.success(t('move.moved', { name: file.name, folder: folder.name })),
        onError: (error) =>
          toast.error(
            t('errors.failed'),
            conflictCurrent(error) ? t('errors.conflict', { name: file.name }) : problemMessage(error),
          ),
      },
    );
  };

  const title = tApp('routes.projectFiles');
  const projectLabel = project.data ? `${project.data.number} ${project.data.name}` : tApp('routes.project');
  const currentFolderName = path.at(-1)?.name ?? t('folders.root');

  let content;
  if (list.isPending) content = <CircularProgress aria-label={t('list.label')} />;
  else if (list.isError) {
    content = (
      <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('list.retry')}</Button>}>
        {t('list.loadFailed')}
      </Alert>
    );
  } else if (entries.length === 0) content = <FilesEmptyState inFolder={folderId !== null} />;
  else {
    content = (
      <FileEntries
        entries={entries}
        order={order}
        onSort={sortBy}
        onOpenFolder={openFolder}
        onAction={(action, entry) => setDialog({ action, entry })}
        onDropFile={dropOnFolder}
      />
    );
  }

  return (
    <FileDropZone onFiles={uploads.add} hint={t('upload.dropInto', { folder: currentFolderName })}>
      <PageFrame
        title={title}
        breadcrumbs={[
          { label: tApp('routes.home'), to: paths.home() },
          { label: projectLabel, to: paths.project(projectId) },
          { label: title },
        ]}
        actions={
          <>
            <Button
              variant="outlined"
              size="large"
              startIcon={<MdiIcon path={mdiFolderPlusOutline} />}
              onClick={() => setDialog({ action: 'createFolder' })}
              disabled={!list.isSuccess}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {/* Phones have room for two buttons only with the short label. */}
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t('folders.create')}
              </Box>
              <Box component="span" sx={{ display: { sm: 'none' } }}>
                {t('folders.createShort')}
              </Box>
            </Button>
            <UploadButton onFiles={uploads.add} />
          </>
        }
      >
        <Stack spacing={2}>
          <UploadList items={uploads.items} onCancel={uploads.cancel} onClear={uploads.clearFinished} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <FolderTrail path={path} onOpen={openFolder} />
            </Box>
            {list.isSuccess ? (
              <Typography variant="body2" color="text.secondary">
                {t('list.count', { count: entries.filter((entry) => entry.kind === 'file').length })}
              </Typography>
            ) : null}
          </Box>
          {content}
        </Stack>
        <FileDialogs
          projectId={projectId}
          folderId={folderId}
          folders={folders}
          dialog={dialog}
          onClose={() => setDialog(null)}
        />
      </PageFrame>
    </FileDropZone>
  );
}
