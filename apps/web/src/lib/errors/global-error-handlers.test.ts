import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../i18n/test-i18n';
import { toastStore } from '../toast/toast-service';
import { installGlobalErrorHandlers, reportFatalError } from './global-error-handlers';
import { toastsShown } from '../testing/toasts-shown';

beforeAll(() => initTestI18n());

describe('global error handlers', () => {
  let uninstall: () => void = () => undefined;
  const onFatal = vi.fn<(error: unknown) => void>();

  beforeEach(() => {
    toastStore.setState({ toasts: [] });
    uninstall = installGlobalErrorHandlers({ onFatal });
  });
  afterEach(() => {
    uninstall();
    onFatal.mockReset();
    vi.restoreAllMocks();
  });

  it('logs an uncaught error and shows the recovery toast', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('boom');

    window.dispatchEvent(new ErrorEvent('error', { error, message: 'boom' }));

    expect(log).toHaveBeenCalledWith('Uncaught error', error);
    expect(toastsShown()).toEqual([
      expect.objectContaining({ kind: 'error', title: 'Ein unerwarteter Fehler ist aufgetreten' }),
    ]);
    expect(onFatal).not.toHaveBeenCalled();
  });

  it('logs an unhandled rejection and shows the recovery toast', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reason = new Error('rejected');
    const event = new Event('unhandledrejection');
    Object.assign(event, { reason, promise: Promise.resolve() });

    window.dispatchEvent(event);

    expect(log).toHaveBeenCalledWith('Unhandled promise rejection', reason);
    expect(toastsShown()).toHaveLength(1);
  });

  it('hands a fatal error to the app', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('start-up failed');

    reportFatalError(error);

    expect(onFatal).toHaveBeenCalledWith(error);
  });

  it('stops listening once uninstalled', () => {
    uninstall();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    window.dispatchEvent(new ErrorEvent('error', { error: new Error('late'), message: 'late' }));

    expect(log).not.toHaveBeenCalled();
    expect(toastsShown()).toHaveLength(0);
  });
});
