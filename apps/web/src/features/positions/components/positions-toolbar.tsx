import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import {
  mdiArrowDown,
  mdiArrowUp,
  mdiDeleteOutline,
  mdiFolderPlusOutline,
  mdiPlaylistPlus,
  mdiUnfoldLessHorizontal,
  mdiUnfoldMoreHorizontal,
} from '@mdi/js';
import type { Boq } from '@vendoc/contract/boqs';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { SearchField } from '../../../components/form/search-field';
import { usePositionsTranslation } from '../positions-i18n';
import { ExportMenu } from './export-menu';
import { GridLayoutControls, type GridLayoutControlsProps } from './grid-layout-controls';

export type StructureAction = 'addTitle' | 'addItem' | 'moveUp' | 'moveDown' | 'delete';

export interface PositionsToolbarProps {
  readonly boq: Pick<Boq, 'id' | 'name'>;
  readonly search: string;
  readonly onSearch: (text: string) => void;
  readonly onExpandAll: () => void;
  readonly onCollapseAll: () => void;
  /** Null for users who may not change the BoQ: the structure buttons are not shown. */
  readonly structure: {
    readonly enabled: Readonly<Record<StructureAction, boolean>>;
    readonly onAction: (action: StructureAction) => void;
  } | null;
  /** Row density and column widths of the table (null where the BoQ shows as cards: phones). */
  readonly layout: GridLayoutControlsProps | null;
}

function ToolButton({
  label,
  icon,
  onClick,
  disabled,
  color,
}: {
  label: string;
  icon: string;
  onClick: () => void;
  disabled?: boolean;
  color?: 'error';
}): ReactNode {
  const button = (
    <IconButton aria-label={label} onClick={onClick} disabled={disabled} color={color}>
      <MdiIcon path={icon} />
    </IconButton>
  );
  // A disabled button fires no events: the tooltip needs an element that does.
  return (
    <Tooltip title={label}>
      <span>{button}</span>
    </Tooltip>
  );
}

/** Search, "alle auf/zu", adding, moving and deleting rows, and the export menu. */
export function PositionsToolbar({
  boq,
  search,
  onSearch,
  onExpandAll,
  onCollapseAll,
  structure,
  layout,
}: PositionsToolbarProps) {
  const { t } = usePositionsTranslation();
  return (
    <Box
      role="toolbar"
      aria-label={t('toolbar.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <SearchField
        size="small"
        label={t('toolbar.search')}
        placeholder={t('toolbar.searchPlaceholder')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ flex: '1 1 240px', maxWidth: 420 }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <ToolButton label={t('toolbar.expandAll')} icon={mdiUnfoldMoreHorizontal} onClick={onExpandAll} />
        <ToolButton label={t('toolbar.collapseAll')} icon={mdiUnfoldLessHorizontal} onClick={onCollapseAll} />
        {structure ? (
          <>
            <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
            <ToolButton
              label={t('toolbar.addTitle')}
              icon={mdiFolderPlusOutline}
              onClick={() => structure.onAction('addTitle')}
              disabled={!structure.enabled.addTitle}
            />
            <ToolButton
              label={t('toolbar.addItem')}
              icon={mdiPlaylistPlus}
              onClick={() => structure.onAction('addItem')}
              disabled={!structure.enabled.addItem}
            />
            <ToolButton
              label={t('toolbar.moveUp')}
              icon={mdiArrowUp}
              onClick={() => structure.onAction('moveUp')}
              disabled={!structure.enabled.moveUp}
            />
            <ToolButton
              label={t('toolbar.moveDown')}
              icon={mdiArrowDown}
              onClick={() => structure.onAction('moveDown')}
              disabled={!structure.enabled.moveDown}
            />
            <ToolButton
              label={t('toolbar.delete')}
              icon={mdiDeleteOutline}
              onClick={() => structure.onAction('delete')}
              disabled={!structure.enabled.delete}
              color="error"
            />
          </>
        ) : null}
      </Box>
      <Box sx={{ flex: 1 }} />
      {layout ? <GridLayoutControls {...layout} /> : null}
      <ExportMenu boq={boq} />
    </Box>
  );
}
