import { createContext, useContext } from 'react';
import { vendocHttp } from '../http/vendoc-client';
import { sendWrite } from '../offline/app-outbox';
import type { OutboxWrite } from '../offline/outbox-entry';

/** One change of a row as it goes to the API. */
export interface RowRequest {
  readonly method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The API path, e.g. `/api/v1/boqs/{boqId}/nodes/{nodeId}`. */
  readonly url: string;
  readonly body?: unknown;
  readonly params?: Readonly<Record<string, string | number>>;
  /**
   * A change that may wait offline: it goes through the outbox (stored in IndexedDB first). When it cannot be sent
   * now the transport rejects with QueuedWriteError and the row shows it as waiting.
   */
  readonly queue?: Omit<OutboxWrite, 'method' | 'url' | 'body' | 'params' | 'parts'>;
}

/**
 * Sends a row change and resolves the answer's body; rejects with the HTTP error (a 409 carries the current row).
 * Every row change of the survey editor and the BoQ grid goes through the transport the app provides, so queuing
 * changes while offline (IndexedDB, sent exactly once when back online) replaces this one function.
 */
export type RowTransport = (request: RowRequest) => Promise<unknown>;

/**
 * The app's transport: a change marked `queue` goes through the outbox (sent at once when online, kept when not),
 * any other at once through the app's HTTP layer.
 */
export const httpRowTransport: RowTransport = async ({ method, url, body, params, queue }) => {
  if (queue) return sendWrite({ ...queue, method, url, body, ...(params ? { params } : {}) });
  const response = await vendocHttp.request<unknown>({ method, url, data: body, params });
  return response.data;
};

/** Provides the transport of row changes (the HTTP one unless the app puts another here). */
export const RowTransportContext = createContext<RowTransport>(httpRowTransport);

/** The transport row changes go through. */
export function useRowTransport(): RowTransport {
  return useContext(RowTransportContext);
}
