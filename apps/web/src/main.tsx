import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { FatalErrorScreen } from './app/error/fatal-error-screen';
import { AppProviders } from './app/providers/app-providers';
import { createAppQueryClient } from './app/providers/query-client';
import { createAppRouter } from './app/routes/create-app-router';
import { installGlobalErrorHandlers, reportFatalError } from './lib/errors/global-error-handlers';
import { initI18n } from './lib/i18n/i18n';
import { hasStoredBaseUrl, initBaseUrl } from './lib/startup/base-url';
import { FALLBACK_RUNTIME_CONFIG, loadRuntimeConfig } from './lib/startup/runtime-config';
import { installChunkErrorListener, startVersionCheck } from './lib/version/version-check';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
const root = createRoot(container);

/** SPEC.md section 2: a fatal error at start-up shows the error page instead of the app. */
function renderFatal(error: unknown): void {
  root.render(<FatalErrorScreen error={error} path={window.location.pathname} />);
}

async function bootstrap(): Promise<void> {
  installGlobalErrorHandlers({ onFatal: renderFatal });
  installChunkErrorListener();
  const runtimeConfig = loadRuntimeConfig();
  const stringsReady = initI18n();
  // A stored server address stays the base address whatever the runtime configuration says (SPEC.md section 4):
  // then the router starts at once, and with it the route's data requests (its loaders), while the configuration
  // and the strings load (decision 0042). Without one the base address waits for the configuration.
  initBaseUrl(hasStoredBaseUrl() ? FALLBACK_RUNTIME_CONFIG : await runtimeConfig);
  // The dev server has no build of its own to compare with (its /builds is the server's).
  if (import.meta.env.PROD) startVersionCheck();
  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient);
  // Nothing renders before the strings are ready: no untranslated keys flash.
  await Promise.all([stringsReady, runtimeConfig]);
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// reportFatalError logs the error and hands it to renderFatal (installed first thing in bootstrap).
bootstrap().catch(reportFatalError);
