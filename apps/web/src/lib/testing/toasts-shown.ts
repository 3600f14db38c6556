import { toastStore, type ToastMessage } from '../toast/toast-service';

const shown: ToastMessage[] = [];

toastStore.subscribe((state, previous) => {
  for (const message of state.toasts) if (!previous.toasts.includes(message)) shown.push(message);
});

/**
 * Every toast shown since the test began, also those gone again: a toast stays 4 s, and a test on a loaded machine
 * may look for it later than that (the store holds only the visible ones).
 */
export function toastsShown(): readonly ToastMessage[] {
  return shown;
}

/** Forgets the toasts shown so far (before each test, or where a test starts over). */
export function resetToastsShown(): void {
  shown.length = 0;
}
