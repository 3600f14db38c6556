import Stack from '@mui/material/Stack';
import { useStore } from 'zustand';
import { toastStore } from '../../lib/toast/toast-service';
import { ToastItem } from './ToastItem';

/** The toast stack at the bottom end of the screen (SPEC.md section 2); mounted once by the app. */
export function ToastHost() {
  const toasts = useStore(toastStore, (state) => state.toasts);
  if (toasts.length === 0) return null;
  return (
    <Stack
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
  );
}
