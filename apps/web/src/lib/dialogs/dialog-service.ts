import type { LoginRequest } from '@vendoc/contract/auth';
import { createStore } from 'zustand/vanilla';

export type LoginAnswer = Pick<LoginRequest, 'userName' | 'password'>;

/** Signs in with what the user entered; rejects when that failed, and the prompt then stays open. */
export type LoginAttempt = (answer: LoginAnswer) => Promise<void>;

export type DialogRequest =
  | { id: number; kind: 'login'; attempt?: LoginAttempt; resolve: (answer: LoginAnswer | null) => void }
  | { id: number; kind: 'serverUrl'; resolve: (answer: string | null) => void };

interface DialogState {
  /** Open prompts, oldest first; the host shows the first one. */
  queue: DialogRequest[];
}

/** Pending prompts; rendered by components/dialogs/DialogHost. */
export const dialogStore = createStore<DialogState>()(() => ({ queue: [] }));

let nextId = 1;
let pendingLogin: Promise<LoginAnswer | null> | null = null;
let pendingServerUrl: Promise<string | null> | null = null;

function add(request: DialogRequest): void {
  dialogStore.setState((state) => ({ queue: [...state.queue, request] }));
}

function remove(id: number): void {
  dialogStore.setState((state) => ({ queue: state.queue.filter((request) => request.id !== id) }));
}

/**
 * Asks for user name and password (SPEC.md section 2, login prompt). Resolves null when cancelled.
 * With an `attempt`, the prompt stays open (keeping the user name) until an attempt succeeds or the user cancels,
 * so a failed sign-in never closes and reopens the dialog. Concurrent callers share one open dialog and its answer.
 */
export function promptLogin(attempt?: LoginAttempt): Promise<LoginAnswer | null> {
  pendingLogin ??= new Promise((resolvePromise) => {
    const id = nextId++;
    add({
      id,
      kind: 'login',
      ...(attempt ? { attempt } : {}),
      resolve: (answer) => {
        remove(id);
        pendingLogin = null;
        resolvePromise(answer);
      },
    });
  });
  return pendingLogin;
}

/**
 * Asks for the VenDoc server address (SPEC.md section 2). Resolves the normalised address, or null when cancelled.
 * Concurrent callers share one open dialog and its answer.
 */
export function promptServerUrl(): Promise<string | null> {
  pendingServerUrl ??= new Promise((resolvePromise) => {
    const id = nextId++;
    add({
      id,
      kind: 'serverUrl',
      resolve: (answer) => {
        remove(id);
        pendingServerUrl = null;
        resolvePromise(answer);
      },
    });
  });
  return pendingServerUrl;
}
