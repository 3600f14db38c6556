import type { AxiosInstance } from 'axios';
import { IDEMPOTENCY_KEY_HEADER, isWriteMethod, newIdempotencyKey } from './idempotency-key';
import { createRequestFailureHandler, type RequestFailureDeps } from './request-failure';

/**
 * Installs the VenDoc interceptors on a client: the bearer token from storage before each request
 * (SPEC.md section 7), an `Idempotency-Key` on every write that has none yet, and the request-failure handling of SPEC.md section 4 on each response.
 */
export function installVendocInterceptors(
  http: AxiosInstance,
  deps: Omit<RequestFailureDeps, 'repeat'>,
): void {
  http.interceptors.request.use((config) => {
    const token = deps.getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // Every write carries a key (decision 0023); the repeats below reuse the config, so they send the same key.
    if (isWriteMethod(config.method) && !config.headers.has(IDEMPOTENCY_KEY_HEADER)) {
      config.headers.set(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
    }
    return config;
  });
  const handler = createRequestFailureHandler({ ...deps, repeat: (config) => http.request(config) });
  http.interceptors.response.use(handler.onFulfilled, handler.onRejected);
}
