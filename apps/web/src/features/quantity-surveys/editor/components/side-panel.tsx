import { memo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { mdiClose } from '@mdi/js';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';
import { TOUCH_TARGET } from '../../../../lib/theme/touch';

export interface SidePanelProps {
  /** Desk: a column beside the grid; tablets and phones: a drawer. */
  readonly docked: boolean;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly variables: ReactNode;
  readonly sums: ReactNode;
}

type PanelTab = 'variables' | 'sums';

/** Variables and sums beside the grid on the desk, in a drawer on tablets and phones. */
export function SidePanel({ docked, open, onClose, variables, sums }: SidePanelProps) {
  const { t } = useSurveyEditorTranslation();
  const [tab, setTab] = useState<PanelTab>('variables');
  const content = (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <PanelTabs tab={tab} onTab={setTab} docked={docked} onClose={onClose} />
      <Box
        role="tabpanel"
        aria-label={tab === 'variables' ? t('variables.title') : t('sums.title')}
        sx={{ p: 1.5, overflow: 'auto', flex: 1 }}
      >
        {tab === 'variables' ? variables : sums}
      </Box>
    </Box>
  );
  if (docked) {
    return (
      <Box
        component="aside"
        aria-label={t('header.panel')}
        sx={{
          width: 460,
          flexShrink: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          maxHeight: 'calc(100dvh - 220px)',
          position: 'sticky',
          top: 0,
          '@media print': { display: 'none' },
        }}
      >
        {content}
      </Box>
    );
  }
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(100vw, 480px)' } } }}
    >
      {content}
    </Drawer>
  );
}

interface PanelTabsProps {
  readonly tab: PanelTab;
  readonly onTab: (tab: PanelTab) => void;
  readonly docked: boolean;
  readonly onClose: () => void;
}

/**
 * The panel's tabs (and the drawer's close button): memoised, so a keystroke that changes the sums does not make
 * MUI's Tabs measure its tabs again.
 */
const PanelTabs = memo(function PanelTabs({ tab, onTab, docked, onClose }: PanelTabsProps) {
  const { t } = useSurveyEditorTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={tab}
        onChange={(_event, next: PanelTab) => onTab(next)}
        aria-label={t('header.panel')}
        sx={{ flex: 1, minHeight: TOUCH_TARGET }}
      >
        <Tab
          value="variables"
          label={t('variables.title')}
          sx={{ minHeight: TOUCH_TARGET, textTransform: 'none' }}
        />
        <Tab value="sums" label={t('sums.title')} sx={{ minHeight: TOUCH_TARGET, textTransform: 'none' }} />
      </Tabs>
      {docked ? null : (
        <IconButton
          aria-label={t('photo.close')}
          onClick={onClose}
          sx={{ width: TOUCH_TARGET, height: TOUCH_TARGET }}
        >
          <MdiIcon path={mdiClose} />
        </IconButton>
      )}
    </Box>
  );
});
