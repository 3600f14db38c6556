import axios from 'axios';
import { postLogin, postRefresh } from '../auth/auth-calls';
import { getAccessToken, getRefreshToken, storeTokens } from '../auth/token-storage';
import { promptLogin, promptServerUrl } from '../dialogs/dialog-service';
import { getBaseUrl, onBaseUrlChange, setBaseUrl } from '../startup/base-url';
import { isBrowserOffline, reportOffline, reportOnline } from '../offline/connection-state';
import { toast } from '../toast/toast-service';
import { isKnownVendocServer, rememberVendocServer } from './known-servers';
import { installVendocInterceptors } from './interceptors';

/** SPEC.md section 9. */
export const REQUEST_TIMEOUT_MS = 50_000;

/** The client of the VenDoc API (SPEC.md section 7); feature code never handles 401/404/network errors itself. */
export const vendocHttp = axios.create({
  baseURL: getBaseUrl(),
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  // Tunnelling services (ngrok) otherwise answer the first request with an HTML warning page.
  headers: { 'ngrok-skip-browser-warning': 'true' },
});

onBaseUrlChange((url) => {
  vendocHttp.defaults.baseURL = url;
});

installVendocInterceptors(vendocHttp, {
  promptServerUrl,
  promptLogin,
  setBaseUrl,
  getAccessToken,
  getRefreshToken,
  storeTokens,
  refresh: (refreshToken) => postRefresh(vendocHttp, refreshToken),
  login: (credentials) => postLogin(vendocHttp, credentials),
  showError: (title, text) => toast.error(title, text),
  connection: {
    isKnownServer: isKnownVendocServer,
    rememberServer: rememberVendocServer,
    isBrowserOffline,
    reportOffline,
    reportOnline,
  },
});

/** The second preconfigured client (SPEC.md section 7): same-origin /api/, cookies, plain text accepted. */
export const backendHttp = axios.create({
  baseURL: '/api/',
  withCredentials: true,
  headers: { Accept: 'text/plain, */*' },
});
