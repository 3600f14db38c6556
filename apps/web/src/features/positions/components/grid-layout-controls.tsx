import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { mdiTableColumnWidth, mdiViewHeadline, mdiViewSequentialOutline } from '@mdi/js';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import type { GridDensity } from '../model/grid-columns';
import { usePositionsTranslation } from '../positions-i18n';

export interface GridLayoutControlsProps {
  readonly density: GridDensity;
  readonly onDensityChange: (density: GridDensity) => void;
  /** Whether the user sized a column: only then is there something to fit to the content again. */
  readonly customWidths: boolean;
  readonly onFitColumns: () => void;
}

const DENSITY_ICONS: Record<GridDensity, string> = {
  compact: mdiViewHeadline,
  comfortable: mdiViewSequentialOutline,
};

/** The table's row height (compact or comfortable) and a way back to column widths that fit the content. */
export function GridLayoutControls({
  density,
  onDensityChange,
  customWidths,
  onFitColumns,
}: GridLayoutControlsProps) {
  const { t } = usePositionsTranslation();
  const fitLabel = t('toolbar.fitColumns');
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={density}
        aria-label={t('toolbar.density')}
        onChange={(_event, value: GridDensity | null) => {
          if (value !== null) onDensityChange(value);
        }}
      >
        {(['compact', 'comfortable'] as const).map((each) => {
          const label = t(each === 'compact' ? 'toolbar.densityCompact' : 'toolbar.densityComfortable');
          return (
            <Tooltip key={each} title={label}>
              <ToggleButton value={each} aria-label={label}>
                <MdiIcon path={DENSITY_ICONS[each]} fontSize="small" />
              </ToggleButton>
            </Tooltip>
          );
        })}
      </ToggleButtonGroup>
      <Tooltip title={fitLabel}>
        {/* A disabled button fires no events: the tooltip needs an element that does. */}
        <span>
          <IconButton aria-label={fitLabel} onClick={onFitColumns} disabled={!customWidths}>
            <MdiIcon path={mdiTableColumnWidth} />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
