import { AxiosError } from 'axios';
import i18next from 'i18next';

// SPEC.md section 4 step 2: the failures after which the server address is asked for.
const NETWORK_FAILURE_CODES = new Set([
  AxiosError.ECONNABORTED,
  AxiosError.ERR_CANCELED,
  'ECONNREFUSED',
  'ENOTFOUND',
  'ECONNRESET',
  AxiosError.ERR_NETWORK,
]);

/** True for the network-type failures of SPEC.md section 4 (aborted, refused, not found, reset, network error). */
export function isNetworkFailure(error: AxiosError): boolean {
  return error.response === undefined && error.code !== undefined && NETWORK_FAILURE_CODES.has(error.code);
}

/**
 * The German text for one of axios' network messages (SPEC.md section 8), or null when the error is not one.
 */
export function describeNetworkMessage(error: AxiosError): string | null {
  const message = error.message;
  const timeout = /^timeout of (\d+)ms exceeded$/.exec(message);
  if (timeout) return i18next.t('shell:http.timeout', { ms: Number(timeout[1]) });
  if (message === 'Network Error' || (error.code === AxiosError.ERR_NETWORK && !error.response)) {
    return i18next.t('shell:http.networkError');
  }
  if (message === 'Request aborted') return i18next.t('shell:http.aborted');
  if (message.startsWith('Unsupported protocol')) return i18next.t('shell:http.unsupportedProtocol');
  return null;
}
