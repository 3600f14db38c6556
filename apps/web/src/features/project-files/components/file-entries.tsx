import { useState, type DragEvent } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Folder } from '@vendoc/contract/files';
import { formatDateTime } from '../../../lib/format/format';
import { useFilesTranslation } from '../project-files-i18n';
import { formatFileSize } from '../utils/file-size';
import {
  DRAGGED_FILE_TYPE,
  entryKey,
  type Entry,
  type EntryAction,
  type SortField,
  type SortOrder,
} from '../utils/entries';
import { EntryMenu } from './entry-menu';
import { EntryName } from './entry-name-cell';

export interface FileEntriesProps {
  readonly entries: readonly Entry[];
  readonly order: SortOrder;
  readonly onSort: (field: SortField) => void;
  readonly onOpenFolder: (folderId: string) => void;
  readonly onAction: (action: EntryAction, entry: Entry) => void;
  /** A file row was dropped onto a folder row. */
  readonly onDropFile: (fileId: string, folder: Folder) => void;
}

function details(entry: Entry): { size: string; date: string; uploader: string } {
  if (entry.kind === 'folder')
    return { size: '–', date: formatDateTime(entry.folder.createdAt), uploader: '–' };
  const { file } = entry;
  return {
    size: formatFileSize(file.size),
    date: formatDateTime(file.createdAt),
    uploader: file.uploadedBy.displayName,
  };
}

/** Drag and drop of file rows onto folder rows (a shortcut for "Verschieben"). */
function useRowDragging(onDropFile: FileEntriesProps['onDropFile']) {
  const [target, setTarget] = useState<string | null>(null);
  const carriesRow = (event: DragEvent) => event.dataTransfer.types.includes(DRAGGED_FILE_TYPE);
  return (entry: Entry) => {
    if (entry.kind === 'file') {
      return {
        draggable: true,
        onDragStart: (event: DragEvent) => {
          event.dataTransfer.setData(DRAGGED_FILE_TYPE, entry.file.id);
          event.dataTransfer.effectAllowed = 'move';
        },
      };
    }
    const { folder } = entry;
    return {
      'data-drop-target': target === folder.id ? 'true' : undefined,
      onDragOver: (event: DragEvent) => {
        if (!carriesRow(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setTarget(folder.id);
      },
      onDragLeave: () => setTarget((current) => (current === folder.id ? null : current)),
      onDrop: (event: DragEvent) => {
        if (!carriesRow(event)) return;
        event.preventDefault();
        setTarget(null);
        onDropFile(event.dataTransfer.getData(DRAGGED_FILE_TYPE), folder);
      },
    };
  };
}

const dropTargetSx = {
  '&[data-drop-target="true"]': { outline: 2, outlineColor: 'primary.main', bgcolor: 'action.selected' },
};

/** The folders and files of the current folder: a sortable table on wide screens, a list on phones. */
export function FileEntries({
  entries,
  order,
  onSort,
  onOpenFolder,
  onAction,
  onDropFile,
}: FileEntriesProps) {
  const { t } = useFilesTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const dragProps = useRowDragging(onDropFile);

  if (phone) {
    return (
      <List aria-label={t('list.label')} disablePadding>
        {entries.map((entry) => {
          const info = details(entry);
          return (
            <ListItem
              key={entryKey(entry)}
              divider
              secondaryAction={<EntryMenu entry={entry} onAction={onAction} />}
              sx={{ minHeight: 64, pr: 8, ...dropTargetSx }}
              {...dragProps(entry)}
            >
              <div>
                <EntryName entry={entry} onOpenFolder={onOpenFolder} onAction={onAction} />
                {entry.kind === 'file' ? (
                  <Typography variant="body2" color="text.secondary" sx={{ pl: 4.5 }}>
                    {`${info.size} · ${info.date} · ${info.uploader}`}
                  </Typography>
                ) : null}
              </div>
            </ListItem>
          );
        })}
      </List>
    );
  }

  const sortable = (field: SortField, label: string) => (
    <TableSortLabel
      active={order.field === field}
      direction={order.field === field && order.descending ? 'desc' : 'asc'}
      onClick={() => onSort(field)}
    >
      {label}
    </TableSortLabel>
  );
  return (
    <Table aria-label={t('list.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{sortable('name', t('list.name'))}</TableCell>
          <TableCell align="right">{sortable('size', t('list.size'))}</TableCell>
          <TableCell>{sortable('date', t('list.date'))}</TableCell>
          <TableCell>{t('list.uploadedBy')}</TableCell>
          <TableCell align="right">{t('list.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => {
          const info = details(entry);
          return (
            <TableRow key={entryKey(entry)} hover sx={dropTargetSx} {...dragProps(entry)}>
              <TableCell sx={{ py: 0.5 }}>
                <EntryName entry={entry} onOpenFolder={onOpenFolder} onAction={onAction} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {info.size}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{info.date}</TableCell>
              <TableCell>{info.uploader}</TableCell>
              <TableCell align="right" sx={{ py: 0.5 }}>
                <EntryMenu entry={entry} onAction={onAction} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
