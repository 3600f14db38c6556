import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
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
  return (
    <Drawer variant="temporary" open={open} onClose={onClose}>
      <Box sx={{ width, py: 1 }}>
        <NavigationList onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
