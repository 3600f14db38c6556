import { useEffect } from 'react';
import axios from 'axios';
import i18next from 'i18next';
import { useStore } from 'zustand';
import { getSignedInUserId } from '../auth/token-storage';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from '../http/idempotency-key';
import { problemText } from '../http/response-guards';
import { vendocHttp } from '../http/vendoc-client';
import { isBrowserOffline, onReconnect, watchBrowserConnection } from './connection-state';
import { openOutboxStorage } from './outbox-db';
import { isChangeOf, type OutboxEntry, type OutboxOutcome, type OutboxWrite } from './outbox-entry';
import { createOutbox } from './outbox';
import {
  MultipartBody,
  type AttemptResult,
  type Outbox,
  type OutboxSnapshot,
  type QueuedWrite,
} from './outbox-api';

function retryAfterMs(value: unknown): number | undefined {
  const seconds = typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

/** One attempt through the app's HTTP client (token, refresh, offline detection), with the change's own key. */
async function sendThroughHttp(
  entry: OutboxEntry,
  body: unknown,
  onProgress?: (share: number) => void,
): Promise<AttemptResult> {
  try {
    const response = await vendocHttp.request<unknown>({
      method: entry.method,
      url: entry.url,
      params: entry.params,
      data: body instanceof MultipartBody ? body.toFormData() : body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: entry.idempotencyKey },
      // An upload of photos over a slow site connection may take longer than the usual limit.
      ...(entry.parts ? { timeout: 0 } : {}),
      ...(onProgress
        ? { onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0) }
        : {}),
    });
    return { ok: true, data: response.data };
  } catch (error) {
    if (axios.isAxiosError(error) && error.response) {
      const headers: Record<string, unknown> = error.response.headers;
      const after = retryAfterMs(headers['retry-after']);
      return {
        ok: false,
        status: error.response.status,
        data: error.response.data,
        ...(after === undefined ? {} : { retryAfterMs: after }),
        error,
      };
    }
    return { ok: false, status: null, data: null, error };
  }
}

type SettledListener = (entry: OutboxEntry, outcome: OutboxOutcome) => void;
const settledListeners = new Set<SettledListener>();
let outbox: Outbox | null = null;

/** The app's outbox (created on first use). */
export function getOutbox(): Outbox {
  outbox ??= createOutbox({
    storage: () => openOutboxStorage(),
    send: sendThroughHttp,
    fetchCurrent: async (url) => (await vendocHttp.get<unknown>(url, { failureHandling: 'none' })).data,
    reasonOf: (result) =>
      problemText(result.data) ?? i18next.t('shell:offline.refused', { status: result.status ?? '–' }),
    newId: newIdempotencyKey,
    isBrowserOffline,
    currentOwner: getSignedInUserId,
    onSettled: (entry, outcome) => {
      for (const listener of settledListeners) listener(entry, outcome);
    },
  });
  return outbox;
}

/**
 * Queues a write in the outbox (IndexedDB first, then sent in order with its idempotency key, retried until the
 * server has it). For changes that may be made offline: diary entries, smart notes, photos, survey lines.
 */
export function enqueueWrite(write: OutboxWrite): Promise<QueuedWrite> {
  return getOutbox().enqueue(write);
}

/**
 * Sends a write through the outbox and waits for the server's answer while online; rejects with the HTTP error of
 * a refusal (the caller shows it) or with QueuedWriteError when the change has to wait (offline).
 */
export function sendWrite(
  write: OutboxWrite,
  options?: { onProgress?: (share: number) => void },
): Promise<unknown> {
  return getOutbox().send(write, options);
}

/** Calls `listener` whenever a queued change has ended (e.g. to refresh a record after a reload). */
export function onOutboxSettled(listener: SettledListener): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

/** The outbox in a component: its changes and the person's actions on them. */
export function useOutbox() {
  const box = getOutbox();
  const snapshot: OutboxSnapshot = useStore(box.store);
  // Only the signed-in person's changes: another person's wait, unseen, until they sign in again.
  const owner = getSignedInUserId();
  const entries = snapshot.entries.filter((entry) => isChangeOf(entry, owner));
  useEffect(() => {
    // Someone signed in (again): their changes that waited go now.
    if (owner) void box.flush();
  }, [box, owner]);
  return {
    entries,
    loaded: snapshot.loaded,
    pending: entries.filter((entry) => entry.state === 'waiting' || entry.state === 'sending').length,
    stopped: entries.filter((entry) => entry.state === 'failed' || entry.state === 'conflict').length,
    retry: box.retry,
    discard: box.discard,
    keepMine: box.keepMine,
    takeTheirs: box.takeTheirs,
  };
}

let started = false;

/**
 * Starts offline work once per page: follows the browser's connection, sends what waits at start, on every
 * `online` event and when the server answers again, and asks for storage the browser does not evict.
 */
export function startOutbox(): void {
  if (started) return;
  started = true;
  watchBrowserConnection();
  onReconnect(() => void getOutbox().reconnected());
  void getOutbox().flush();
  void navigator.storage?.persist?.().catch(() => false);
}
