import { Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { lazyWithReload } from '../../components/lazy-load/lazy-with-reload';
import { dialogStore } from '../../lib/dialogs/dialog-service';
import { toastStore } from '../../lib/toast/toast-service';

// The hosts (MUI dialogs, text fields, snackbars) are loaded on first use: most visits never show a prompt,
// and the first screen stays small.
const DialogHost = lazyWithReload(() =>
  import('../../components/dialogs/DialogHost').then((m) => m.DialogHost),
);
const ToastHost = lazyWithReload(() => import('../../components/toast/ToastHost').then((m) => m.ToastHost));

/** Stays true once the condition was true (so closing animations can finish). */
function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  if (condition && !seen) setSeen(true);
  return seen || condition;
}

/** Mounts the dialog host (login and server address prompts) as soon as a prompt is requested. */
export function LazyDialogHost() {
  const needed = useOnceTrue(useStore(dialogStore, (state) => state.queue.length > 0));
  return needed ? (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  ) : null;
}

/** Mounts the toast host as soon as a toast is shown. */
export function LazyToastHost() {
  const needed = useOnceTrue(useStore(toastStore, (state) => state.toasts.length > 0));
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
