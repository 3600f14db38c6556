import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import { useFilesTranslation } from '../project-files-i18n';
import { apiUrl } from '../../../lib/http/api-url';
import { canPreview, fileKindOf } from '../utils/file-kind';
import type { Entry, EntryAction } from '../utils/entries';
import { FileTypeIcon } from './file-type-icon';
import { TOUCH_TARGET } from '../../../lib/theme/touch';

export interface EntryNameProps {
  readonly entry: Entry;
  readonly onOpenFolder: (folderId: string) => void;
  readonly onAction: (action: EntryAction, entry: Entry) => void;
}

const nameSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  minHeight: TOUCH_TARGET,
  textAlign: 'left',
  font: 'inherit',
  color: 'inherit',
  overflowWrap: 'anywhere',
  borderRadius: 1,
} as const;

/**
 * A row's icon and name as its main action: a folder opens, an image or PDF shows its preview, any other file
 * downloads.
 */
export function EntryName({ entry, onOpenFolder, onAction }: EntryNameProps) {
  const { t } = useFilesTranslation();
  if (entry.kind === 'folder') {
    return (
      <ButtonBase
        onClick={() => onOpenFolder(entry.folder.id)}
        aria-label={t('list.open', { name: entry.folder.name })}
        sx={{ ...nameSx, fontWeight: 600 }}
      >
        <FileTypeIcon kind="folder" />
        <span>{entry.folder.name}</span>
      </ButtonBase>
    );
  }
  const { file } = entry;
  const icon = <FileTypeIcon kind={fileKindOf(file.contentType, file.name)} />;
  if (canPreview(file.contentType)) {
    return (
      <ButtonBase onClick={() => onAction('preview', entry)} sx={nameSx}>
        {icon}
        <span>{file.name}</span>
      </ButtonBase>
    );
  }
  return (
    <Link
      href={apiUrl(file.contentUrl)}
      download={file.name}
      underline="hover"
      aria-label={t('actions.downloadNamed', { name: file.name })}
      sx={nameSx}
    >
      {icon}
      <Box component="span">{file.name}</Box>
    </Link>
  );
}
