import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTranslation } from 'react-i18next';
import { NavigationList } from './navigation-list';

/** The navigation as a temporary drawer for small screens (loaded when first opened). */
export function MobileDrawer({
  open,
  onClose,
  width,
}: {
  open: boolean;
  onClose: () => void;
  width: number;
}) {
  const { t } = useTranslation('app');
  return (
    // The open drawer is a modal dialog: it is named like any dialog.
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('chrome.navigationDrawer') } }}
    >
      <Box sx={{ width, py: 1 }}>
        <NavigationList onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
