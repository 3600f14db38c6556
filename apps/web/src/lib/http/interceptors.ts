import type { AxiosInstance } from 'axios';
import { createRequestFailureHandler, type RequestFailureDeps } from './request-failure';

/**
 * Installs the VenDoc interceptors on a client: the bearer token from storage before each request
 * (SPEC.md section 7) and the request-failure handling of SPEC.md section 4 on each response.
 */
export function installVendocInterceptors(
  http: AxiosInstance,
  deps: Omit<RequestFailureDeps, 'repeat'>,
): void {
  http.interceptors.request.use((config) => {
    const token = deps.getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  const handler = createRequestFailureHandler({ ...deps, repeat: (config) => http.request(config) });
  http.interceptors.response.use(handler.onFulfilled, handler.onRejected);
}
