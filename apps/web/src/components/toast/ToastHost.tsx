import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import { useStore } from 'zustand';
import { toastStore } from '../../lib/toast/toast-service';
import { ToastItem } from './ToastItem';

/**
 * The toast stack at the bottom end of the screen (SPEC.md section 2); mounted once by the app.
 * It lives in a portal created when the first toast appears: an open dialog hides the app root (and every body
 * child present when it opened) from assistive technology, and a toast must still be announced above it.
 */
export function ToastHost() {
  const toasts = useStore(toastStore, (state) => state.toasts);
  if (toasts.length === 0) return null;
  return (
    <Portal>
      <Stack
        data-testid="toast-stack"
        spacing={1}
        sx={{
          position: 'fixed',
          bottom: 16,
          insetInlineEnd: 16,
          zIndex: (theme) => theme.zIndex.snackbar,
          alignItems: 'flex-end',
        }}
      >
        {toasts.map((message) => (
          <ToastItem key={message.id} message={message} />
        ))}
      </Stack>
    </Portal>
  );
}
