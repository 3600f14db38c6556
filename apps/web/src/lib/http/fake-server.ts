import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** What the fake server answers: an HTTP response, or a transport failure with axios' code and message. */
export type FakeReply =
  | { status: number; data?: unknown; headers?: Record<string, string> }
  | { failure: string; message?: string };

export type FakeRoute = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

/** Test double of a server behind an axios adapter: records each request, never touches the network. */
export interface FakeServer {
  http: AxiosInstance;
  requests: InternalAxiosRequestConfig[];
  /** Requests whose path ends with the given suffix. */
  requestsTo(pathSuffix: string): InternalAxiosRequestConfig[];
}

/** Creates an axios client whose adapter asks `route` for each request's reply. */
export function createFakeServer(route: FakeRoute): FakeServer {
  const requests: InternalAxiosRequestConfig[] = [];
  const http = axios.create({
    adapter: async (config) => {
      requests.push(config);
      const reply = await route(config);
      if ('failure' in reply) {
        throw new AxiosError(reply.message ?? 'Network Error', reply.failure, config);
      }
      const response: AxiosResponse = {
        data: reply.data ?? null,
        status: reply.status,
        statusText: String(reply.status),
        headers: new AxiosHeaders(reply.headers ?? {}),
        config,
      };
      const valid = config.validateStatus ? config.validateStatus(reply.status) : true;
      if (valid) return response;
      const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, null, response);
    },
  });
  return {
    http,
    requests,
    requestsTo: (pathSuffix) => requests.filter((request) => (request.url ?? '').endsWith(pathSuffix)),
  };
}

/** The Authorization header a recorded request was sent with. */
export function authorizationOf(config: InternalAxiosRequestConfig): unknown {
  return config.headers.get('Authorization');
}
