import type { InternalAxiosRequestConfig } from 'axios';
import { createFakeServer, type FakeReply } from '../http/fake-server';

// Test-only: imported by *.test.tsx files, never by production code, so it stays out of the bundles.

type ConfigHandler = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

let answerWith: ConfigHandler = () => ({ status: 500 });
const server = createFakeServer((config) => answerWith(config));

/**
 * The API as a feature's tests see it when one function answers every request: tests `vi.mock`
 * lib/http/vendoc-client with `fakeApi.http` and say how the server answers; every request is recorded.
 */
export const fakeApi = {
  http: server.http,
  requests: server.requests,
  answer(next: ConfigHandler): void {
    answerWith = next;
  },
  reset(): void {
    server.requests.length = 0;
    answerWith = () => ({ status: 500 });
  },
};

/** A request the stub received, decoded for assertions. */
export interface StubRequest {
  method: string;
  /** Path without the query, e.g. /api/v1/projects. */
  path: string;
  /** Path and query as sent, e.g. /api/v1/projects?q=Hamb&status=offer. */
  url: string;
  query: URLSearchParams;
  body: unknown;
}

type StubHandler = (request: StubRequest) => FakeReply | Promise<FakeReply>;

const handlers = new Map<string, StubHandler>();
const received: StubRequest[] = [];

function decode(config: InternalAxiosRequestConfig, url: string): StubRequest {
  const parsed = new URL(url, 'http://vendoc.test');
  const data: unknown = config.data;
  return {
    method: (config.method ?? 'get').toUpperCase(),
    path: parsed.pathname,
    url: parsed.pathname + parsed.search,
    query: parsed.searchParams,
    body: typeof data === 'string' && data ? JSON.parse(data) : data,
  };
}

const stubServer = createFakeServer(async (config) => {
  const request = decode(config, stubServer.http.getUri(config));
  received.push(request);
  const handler = handlers.get(`${request.method} ${request.path}`);
  return handler
    ? handler(request)
    : { status: 501, data: { title: `no stub for ${request.method} ${request.path}` } };
});

/**
 * The API as a feature's tests see it when they answer per endpoint: `vi.mock` lib/http/vendoc-client with
 * `apiStub.http`, then answer requests per method and path and read what was sent. No interceptors: failures
 * reach the feature as they do after the HTTP layer passed them on.
 */
export const apiStub = {
  http: stubServer.http,
  /** Answers `method path` (path without query) with a fixed reply or a function of the request. */
  on(method: string, path: string, reply: FakeReply | StubHandler): void {
    handlers.set(`${method.toUpperCase()} ${path}`, typeof reply === 'function' ? reply : () => reply);
  },
  requests(method: string, path: string): StubRequest[] {
    return received.filter((request) => request.method === method.toUpperCase() && request.path === path);
  },
  reset(): void {
    handlers.clear();
    received.length = 0;
  },
};

/** The JSON body a recorded request was sent with. */
export function bodyOf(config: InternalAxiosRequestConfig | undefined): unknown {
  return typeof config?.data === 'string' ? JSON.parse(config.data) : config?.data;
}

/** "METHOD /path" of a recorded request, e.g. "put /api/v1/company". */
export function callOf(config: InternalAxiosRequestConfig): string {
  return `${config.method ?? 'get'} ${config.url ?? ''}`;
}
