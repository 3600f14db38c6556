import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Whether the VenDoc server can be reached from here, as far as the app knows. */
export interface ConnectionState {
  /** False after a network failure against a known server or while the browser reports being offline. */
  readonly online: boolean;
}

/** The app's connection state; the HTTP layer reports into it, the outbox and the status chip read it. */
export const connectionStore = createStore<ConnectionState>()(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
}));

type OnlineListener = () => void;
const onlineListeners = new Set<OnlineListener>();

/** A request failed on the network (or the browser is offline): the app works from its caches and the outbox. */
export function reportOffline(): void {
  if (connectionStore.getState().online) connectionStore.setState({ online: false });
}

/** The server answered: the app is online again (listeners, e.g. the outbox, start sending). */
export function reportOnline(): void {
  if (connectionStore.getState().online) return;
  connectionStore.setState({ online: true });
  for (const listener of onlineListeners) listener();
}

/** Whether the app believes the server can be reached now. */
export function isOnline(): boolean {
  return connectionStore.getState().online;
}

/** Calls `listener` each time the connection comes back (a server answer after a failure, or the `online` event). */
export function onReconnect(listener: OnlineListener): () => void {
  onlineListeners.add(listener);
  return () => onlineListeners.delete(listener);
}

/** Whether the browser itself says there is no network (`navigator.onLine`). */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

let watching = false;

/** Follows the browser's `online` and `offline` events (once per page). */
export function watchBrowserConnection(target: Window = window): void {
  if (watching) return;
  watching = true;
  target.addEventListener('offline', reportOffline);
  target.addEventListener('online', () => {
    // The browser has a network again; whether the server answers, the next request tells. Sending is worth a try.
    connectionStore.setState({ online: false });
    reportOnline();
  });
}

/** The connection state in a component. */
export function useConnectionState(): ConnectionState {
  return useStore(connectionStore);
}
