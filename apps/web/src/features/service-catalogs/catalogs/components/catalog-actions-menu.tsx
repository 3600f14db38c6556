import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import {
  mdiContentCopy,
  mdiDelete,
  mdiDotsVertical,
  mdiFileExportOutline,
  mdiFileImportOutline,
  mdiPencil,
} from '@mdi/js';
import type { ServiceCatalog } from '@vendoc/contract/service-catalogs';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useServiceCatalogsTranslation } from '../service-catalogs-i18n';
import { TOUCH_TARGET } from '../../../../lib/theme/touch';

export type CatalogAction = 'edit' | 'duplicate' | 'import' | 'export' | 'delete';

const ICONS: Record<CatalogAction, string> = {
  edit: mdiPencil,
  duplicate: mdiContentCopy,
  import: mdiFileImportOutline,
  export: mdiFileExportOutline,
  delete: mdiDelete,
};

export interface CatalogActionsMenuProps {
  readonly catalog: ServiceCatalog;
  /** Without the right to change catalogs only the export is offered. */
  readonly canWrite: boolean;
  readonly onAction: (action: CatalogAction, catalog: ServiceCatalog) => void;
}

/** The actions of one catalog behind a large button: edit, duplicate, GAEB import and export, delete. */
export function CatalogActionsMenu({ catalog, canWrite, onAction }: CatalogActionsMenuProps) {
  const { t } = useServiceCatalogsTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const item = (action: CatalogAction) => (
    <MenuItem
      key={action}
      onClick={() => {
        setAnchor(null);
        onAction(action, catalog);
      }}
      sx={action === 'delete' ? { color: 'error.main' } : undefined}
    >
      <ListItemIcon sx={action === 'delete' ? { color: 'error.main' } : undefined}>
        <MdiIcon path={ICONS[action]} fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t(`catalogActions.${action}`)}</ListItemText>
    </MenuItem>
  );
  return (
    <>
      <IconButton
        aria-label={t('catalogActions.menu', { name: catalog.name })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: TOUCH_TARGET, height: TOUCH_TARGET }}
      >
        <MdiIcon path={mdiDotsVertical} />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {canWrite
          ? [
              item('edit'),
              item('duplicate'),
              item('import'),
              item('export'),
              <Divider key="divider" />,
              item('delete'),
            ]
          : [item('export')]}
      </Menu>
    </>
  );
}
