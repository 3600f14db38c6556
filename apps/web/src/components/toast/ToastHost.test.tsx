import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../lib/i18n/test-i18n';
import { TOAST_DURATION_MS, toast, toastStore } from '../../lib/toast/toast-service';
import { WithAppTheme } from '../dialogs/test-theme';
import { ToastHost } from './ToastHost';

beforeAll(() => initTestI18n());

describe('ToastHost (SPEC.md section 2)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows an error toast with title, text and a progress bar, but no button', () => {
    render(<ToastHost />, { wrapper: WithAppTheme });

    act(() => void toast.error('Speichern fehlgeschlagen', 'Der Server antwortet nicht.'));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Speichern fehlgeschlagen');
    expect(alert).toHaveTextContent('Der Server antwortet nicht.');
    expect(screen.getByRole('progressbar', { name: 'Verbleibende Anzeigedauer' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a success toast with only a title', () => {
    render(<ToastHost />, { wrapper: WithAppTheme });

    act(() => void toast.success('Gespeichert'));

    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
  });

  it('dismisses each toast after 4000 ms', () => {
    render(<ToastHost />, { wrapper: WithAppTheme });

    act(() => void toast.error('Erster'));
    act(() => vi.advanceTimersByTime(1000));
    act(() => void toast.success('Zweiter'));

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000 - 1));
    expect(screen.getByText('Erster')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Erster')).toBeNull();
    expect(screen.getByText('Zweiter')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Zweiter')).toBeNull();
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it('stacks several toasts at the bottom end of the screen, outside the app root', () => {
    const { container } = render(<ToastHost />, { wrapper: WithAppTheme });

    act(() => {
      toast.error('A');
      toast.error('B');
    });

    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    const stack = screen.getByTestId('toast-stack');
    expect(getComputedStyle(stack).position).toBe('fixed');
    expect(within(stack).getByText('B')).toBeInTheDocument();
    // In a portal: an open dialog's aria-hidden on the app root does not hide the toasts.
    expect(container.contains(stack)).toBe(false);
  });
});
