import { memo, type Dispatch } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  mdiDatabaseEyeOutline,
  mdiFilePdfBox,
  mdiFitToPageOutline,
  mdiGrid,
  mdiMagnet,
  mdiMagnifyMinus,
  mdiMagnifyPlus,
  mdiRedo,
  mdiUndo,
} from '@mdi/js';
import type { RegionKey } from '@vendoc/contract/document-templates';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useDesignerTranslation } from '../designer-i18n';
import type { CanvasSettings } from './designer-canvas';
import type { TemplateEditorAction } from './editor-state';
import { stepZoom, ZOOM_STEPS } from './scale';
import type { SaveStatus } from './use-autosave';

interface EditorToolbarProps {
  readonly region: RegionKey;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly settings: CanvasSettings;
  readonly status: SaveStatus;
  readonly dispatch: Dispatch<TemplateEditorAction>;
  readonly onSettings: (settings: CanvasSettings) => void;
  readonly onFit: () => void;
  readonly onPreview: () => void;
}

/** Undo and redo, the page region, zoom, grid and snapping, the preview and the save state. */
export const EditorToolbar = memo(function EditorToolbar(props: EditorToolbarProps) {
  const { region, settings, dispatch, onSettings } = props;
  const { t } = useDesignerTranslation();
  const zoomValue = ZOOM_STEPS.includes(settings.zoom as (typeof ZOOM_STEPS)[number]) ? settings.zoom : '';
  const icon = (label: string, path: string, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          <MdiIcon path={path} />
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      role="toolbar"
      aria-label={t('editor.tools')}
      // One row: the toolbar shares the dense header with the title; what does not fit scrolls, nothing wraps.
      sx={{
        alignItems: 'center',
        flexWrap: 'nowrap',
        minWidth: 0,
        overflowX: 'auto',
        py: 0.5,
        '& > *': { flexShrink: 0 },
        '& .MuiButtonBase-root': { whiteSpace: 'nowrap' },
      }}
    >
      {icon(
        t('editor.undo'),
        mdiUndo,
        () => dispatch({ type: 'edit', action: { type: 'undo' } }),
        !props.canUndo,
      )}
      {icon(
        t('editor.redo'),
        mdiRedo,
        () => dispatch({ type: 'edit', action: { type: 'redo' } }),
        !props.canRedo,
      )}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={region}
        aria-label={t('editor.region')}
        onChange={(_, value: RegionKey | null) => value && dispatch({ type: 'region', region: value })}
      >
        <ToggleButton value="firstPage">{t('editor.firstPage')}</ToggleButton>
        <ToggleButton value="followingPages">{t('editor.followingPages')}</ToggleButton>
      </ToggleButtonGroup>
      {icon(t('editor.zoomOut'), mdiMagnifyMinus, () =>
        onSettings({ ...settings, zoom: stepZoom(settings.zoom, -1) }),
      )}
      <TextField
        select
        size="small"
        value={zoomValue}
        sx={{ width: 96, flexShrink: 0 }}
        onChange={(event) => onSettings({ ...settings, zoom: Number(event.target.value) })}
        slotProps={{
          select: {
            renderValue: () => `${Math.round(settings.zoom * 100)} %`,
            // No floating label in the dense toolbar (it ran over the header's edge): the name is on the combobox.
            SelectDisplayProps: { 'aria-label': t('editor.zoom') },
          },
        }}
      >
        {ZOOM_STEPS.map((step) => (
          <MenuItem key={step} value={step}>
            {Math.round(step * 100)} %
          </MenuItem>
        ))}
      </TextField>
      {icon(t('editor.zoomIn'), mdiMagnifyPlus, () =>
        onSettings({ ...settings, zoom: stepZoom(settings.zoom, 1) }),
      )}
      {icon(t('editor.fit'), mdiFitToPageOutline, props.onFit)}
      <ToggleButton
        size="small"
        value="grid"
        selected={settings.showGrid}
        aria-label={t('editor.grid')}
        onChange={() => onSettings({ ...settings, showGrid: !settings.showGrid })}
      >
        <MdiIcon path={mdiGrid} />
      </ToggleButton>
      <ToggleButton
        size="small"
        value="snap"
        selected={settings.snap}
        aria-label={t('editor.snap')}
        onChange={() => onSettings({ ...settings, snap: !settings.snap })}
      >
        <MdiIcon path={mdiMagnet} />
      </ToggleButton>
      <Tooltip title={t('editor.sample')}>
        <ToggleButton
          size="small"
          value="sample"
          selected={settings.sample}
          aria-label={t('editor.sample')}
          onChange={() => onSettings({ ...settings, sample: !settings.sample })}
        >
          <MdiIcon path={mdiDatabaseEyeOutline} />
        </ToggleButton>
      </Tooltip>
      <Button
        size="small"
        variant="outlined"
        startIcon={<MdiIcon path={mdiFilePdfBox} />}
        onClick={props.onPreview}
      >
        {t('editor.preview')}
      </Button>
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        data-testid="save-status"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t(`editor.status.${props.status}`)}
      </Typography>
    </Stack>
  );
});
