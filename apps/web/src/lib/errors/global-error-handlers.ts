import i18next from 'i18next';
import { toast } from '../toast/toast-service';

export interface GlobalErrorHandlerOptions {
  /** Turns a fatal error into the error page (the app's concern). */
  onFatal(error: unknown): void;
}

let fatalHandler: ((error: unknown) => void) | null = null;

/** The recovery routine after an unexpected error: tell the user once and keep the app usable. */
export function recoverFromError(): void {
  toast.error(i18next.t('shell:errors.unexpected'));
}

/**
 * Logs uncaught errors and unhandled promise rejections to the console, then recovers (SPEC.md section 8).
 * Returns the function that removes the handlers.
 */
export function installGlobalErrorHandlers({ onFatal }: GlobalErrorHandlerOptions): () => void {
  fatalHandler = onFatal;
  const onError = (event: ErrorEvent) => {
    console.error('Uncaught error', event.error ?? event.message);
    recoverFromError();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    console.error('Unhandled promise rejection', event.reason);
    recoverFromError();
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    if (fatalHandler === onFatal) fatalHandler = null;
  };
}

/** Reports an error the app cannot continue after (e.g. at start-up): the app shows its error page. */
export function reportFatalError(error: unknown): void {
  console.error('Fatal error', error);
  if (fatalHandler) fatalHandler(error);
}
