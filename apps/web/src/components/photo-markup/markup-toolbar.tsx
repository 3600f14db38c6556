import {
  mdiArrowTopRightThick,
  mdiCircleOutline,
  mdiDeleteSweepOutline,
  mdiFormatText,
  mdiUndo,
} from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { TOUCH_TARGET } from '../../lib/theme/touch';
import { MdiIcon } from '../mdi-icon/mdi-icon';
import type { PhotoMarkupLabels } from './markup-labels';
import { MARKUP_COLORS, MARKUP_PAINT, type MarkupColor, type MarkupTool } from './markup-model';

const TOOL_ICONS: Readonly<Record<MarkupTool, string>> = {
  arrow: mdiArrowTopRightThick,
  ellipse: mdiCircleOutline,
  text: mdiFormatText,
};
const TOOLS: readonly MarkupTool[] = ['arrow', 'ellipse', 'text'];

export interface MarkupToolbarProps {
  readonly labels: PhotoMarkupLabels;
  readonly tool: MarkupTool;
  readonly color: MarkupColor;
  readonly canUndo: boolean;
  readonly canClear: boolean;
  readonly disabled: boolean;
  readonly onTool: (tool: MarkupTool) => void;
  readonly onColor: (color: MarkupColor) => void;
  readonly onUndo: () => void;
  readonly onClear: () => void;
}

/**
 * Tools (Pfeil, Kreis, Text), colours, Rückgängig and Alles löschen: every control named, at least 48 px, and
 * nothing that needs hovering. The groups wrap into rows on a phone and stand in one row on a wider screen.
 */
export function MarkupToolbar({
  labels,
  tool,
  color,
  canUndo,
  canClear,
  disabled,
  onTool,
  onColor,
  onUndo,
  onClear,
}: MarkupToolbarProps) {
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', alignItems: 'center', p: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={tool}
        disabled={disabled}
        aria-label={labels.tools}
        onChange={(_event, value: MarkupTool | null) => {
          if (value !== null) onTool(value);
        }}
        sx={{ flex: { xs: '1 1 100%', md: '0 0 auto' } }}
      >
        {TOOLS.map((each) => (
          <ToggleButton
            key={each}
            value={each}
            sx={{ flex: 1, minHeight: TOUCH_TARGET, gap: 0.75, px: 1.5, textTransform: 'none' }}
          >
            <MdiIcon path={TOOL_ICONS[each]} fontSize="small" />
            {labels[each]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={color}
        disabled={disabled}
        aria-label={labels.colors}
        onChange={(_event, value: MarkupColor | null) => {
          if (value !== null) onColor(value);
        }}
      >
        {MARKUP_COLORS.map((each) => (
          <ToggleButton
            key={each}
            value={each}
            aria-label={labels.color[each]}
            sx={{
              width: TOUCH_TARGET,
              height: TOUCH_TARGET,
              p: 0,
              // The chosen colour wears a ring in the theme's colour (seen in sunlight, not only by its shade).
              '&.Mui-selected .swatch': (theme) => ({
                outline: `3px solid ${theme.palette.primary.main}`,
                outlineOffset: 2,
              }),
            }}
          >
            <Box
              aria-hidden
              className="swatch"
              sx={{
                width: 26,
                height: 26,
                borderRadius: '50%',
                bgcolor: MARKUP_PAINT[each].fill,
                border: 2,
                borderColor: 'grey.600',
              }}
            />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flex: { xs: '1 1 100%', md: '1 0 auto' }, justifyContent: 'flex-end' }}
      >
        <Button
          variant="outlined"
          startIcon={<MdiIcon path={mdiUndo} />}
          disabled={disabled || !canUndo}
          onClick={onUndo}
          sx={{ minHeight: TOUCH_TARGET, flex: { xs: 1, md: '0 0 auto' } }}
        >
          {labels.undo}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<MdiIcon path={mdiDeleteSweepOutline} />}
          disabled={disabled || !canClear}
          onClick={onClear}
          sx={{ minHeight: TOUCH_TARGET, flex: { xs: 1, md: '0 0 auto' } }}
        >
          {labels.clear}
        </Button>
      </Stack>
    </Stack>
  );
}
