import Box from '@mui/material/Box';
import { DesignerPage } from '../../features/designer/designer-page';
import { DesignerLayout } from '../layouts/designer-layout';

/** /designer/{templateId} (default layout): the editor in the designer layout's toolbar, canvas and side panel. */
export function DesignerEditorPage() {
  return (
    <DesignerPage
      frame={({ toolbar, panel, canvas }) => (
        <Box sx={{ height: 'calc(100dvh - 64px)', minHeight: 480 }}>
          <DesignerLayout embedded toolbar={toolbar} sidePanel={panel}>
            {canvas}
          </DesignerLayout>
        </Box>
      )}
    />
  );
}
