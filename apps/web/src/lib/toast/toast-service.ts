import { createStore } from 'zustand/vanilla';

/** SPEC.md section 9: a toast stays 4000 ms. */
export const TOAST_DURATION_MS = 4000;

export type ToastKind = 'error' | 'success';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  title: string;
  text?: string;
}

interface ToastState {
  toasts: ToastMessage[];
}

/** The visible toasts; rendered by components/toast/ToastHost. */
export const toastStore = createStore<ToastState>()(() => ({ toasts: [] }));

let nextId = 1;

function show(kind: ToastKind, title: string, text?: string): number {
  const id = nextId++;
  const message: ToastMessage = text ? { id, kind, title, text } : { id, kind, title };
  toastStore.setState((state) => ({ toasts: [...state.toasts, message] }));
  // The timer lives here rather than in the component, so a toast shown before the host mounts still expires.
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

/** Removes a toast before its time is up. */
export function dismissToast(id: number): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((message) => message.id !== id) }));
}

/** App-wide toasts (SPEC.md section 2): bottom-end, 4 s, progress bar, no confirm button. */
export const toast = {
  error: (title: string, text?: string): number => show('error', title, text),
  success: (title: string, text?: string): number => show('success', title, text),
};
