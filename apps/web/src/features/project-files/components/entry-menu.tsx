import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  mdiDeleteOutline,
  mdiDotsVertical,
  mdiDownload,
  mdiEyeOutline,
  mdiFileMoveOutline,
  mdiPencilOutline,
  mdiReceiptTextOutline,
} from '@mdi/js';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useFilesTranslation } from '../project-files-i18n';
import { apiUrl } from '../../../lib/http/api-url';
import { canPreview, mayBeEInvoice } from '../utils/file-kind';
import { entryName, type Entry, type EntryAction } from '../utils/entries';
import { TOUCH_TARGET } from '../../../lib/theme/touch';

export interface EntryMenuProps {
  readonly entry: Entry;
  readonly onAction: (action: EntryAction, entry: Entry) => void;
}

/** The actions of a row behind one large button: preview, download, rename, move, delete. */
export function EntryMenu({ entry, onAction }: EntryMenuProps) {
  const { t } = useFilesTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = entryName(entry);
  const choose = (action: EntryAction) => {
    setAnchor(null);
    onAction(action, entry);
  };
  const item = (action: EntryAction, icon: string) => (
    <MenuItem onClick={() => choose(action)} sx={{ minHeight: TOUCH_TARGET }}>
      <ListItemIcon>
        <MdiIcon path={icon} fontSize="small" color={action === 'delete' ? 'error' : undefined} />
      </ListItemIcon>
      <ListItemText>{t(`actions.${action}`)}</ListItemText>
    </MenuItem>
  );
  return (
    <>
      <IconButton
        aria-label={t('list.actionsFor', { name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: TOUCH_TARGET, height: TOUCH_TARGET }}
      >
        <MdiIcon path={mdiDotsVertical} />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor != null} onClose={() => setAnchor(null)}>
        {entry.kind === 'file' && canPreview(entry.file.contentType) ? item('preview', mdiEyeOutline) : null}
        {entry.kind === 'file' && mayBeEInvoice(entry.file.contentType, entry.file.name)
          ? item('eInvoice', mdiReceiptTextOutline)
          : null}
        {entry.kind === 'file' ? (
          <MenuItem
            component="a"
            href={apiUrl(entry.file.contentUrl)}
            download={entry.file.name}
            onClick={() => setAnchor(null)}
            sx={{ minHeight: TOUCH_TARGET }}
          >
            <ListItemIcon>
              <MdiIcon path={mdiDownload} fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('actions.download')}</ListItemText>
          </MenuItem>
        ) : null}
        {item('rename', mdiPencilOutline)}
        {item('move', mdiFileMoveOutline)}
        {item('delete', mdiDeleteOutline)}
      </Menu>
    </>
  );
}
