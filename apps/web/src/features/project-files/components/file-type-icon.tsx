import {
  mdiFileCodeOutline,
  mdiFileDocumentOutline,
  mdiFileImageOutline,
  mdiFileOutline,
  mdiFilePdfBox,
  mdiFileTableOutline,
  mdiFolder,
} from '@mdi/js';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useFilesTranslation } from '../project-files-i18n';
import type { FileKind } from '../utils/file-kind';

const ICONS: Record<FileKind | 'folder', { path: string; color: SvgIconProps['color'] }> = {
  image: { path: mdiFileImageOutline, color: 'success' },
  pdf: { path: mdiFilePdfBox, color: 'error' },
  text: { path: mdiFileDocumentOutline, color: 'action' },
  spreadsheet: { path: mdiFileTableOutline, color: 'success' },
  gaeb: { path: mdiFileCodeOutline, color: 'secondary' },
  other: { path: mdiFileOutline, color: 'action' },
  folder: { path: mdiFolder, color: 'warning' },
};

/** The icon of a file kind (or a folder), named for screen readers by its kind. */
export function FileTypeIcon({ kind }: { kind: FileKind | 'folder' }) {
  const { t } = useFilesTranslation();
  const icon = ICONS[kind];
  return <MdiIcon path={icon.path} color={icon.color} titleAccess={t(`kinds.${kind}`)} data-kind={kind} />;
}
