import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../lib/i18n/test-i18n';
import { LoginDialog } from './LoginDialog';
import { WithAppTheme } from './test-theme';

beforeAll(() => initTestI18n());

function renderDialog() {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(<LoginDialog onSubmit={onSubmit} onCancel={onCancel} />, { wrapper: WithAppTheme });
  return { onSubmit, onCancel, user: userEvent.setup() };
}

describe('LoginDialog (SPEC.md section 2)', () => {
  it('shows the logo, the two fields with their placeholders and the Anmelden button', () => {
    renderDialog();

    const dialog = screen.getByRole('dialog', { name: 'Anmeldung' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'VenDoc' })).toBeInTheDocument();
    expect(screen.getByLabelText('Benutzername')).toHaveAttribute('placeholder', 'Benutzername');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('placeholder', 'Passwort');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it.each([
    ['both fields empty', '', ''],
    ['no password', 'anna', ''],
    ['no user name', '', 'geheim'],
  ])('shows the exact message with %s and submits nothing', async (_case, userName, password) => {
    const { onSubmit, user } = renderDialog();
    if (userName) await user.type(screen.getByLabelText('Benutzername'), userName);
    if (password) await user.type(screen.getByLabelText('Passwort'), password);

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(screen.getByText('Please enter login and password')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits user name and password with Enter', async () => {
    const { onSubmit, user } = renderDialog();

    await user.type(screen.getByLabelText('Benutzername'), ' anna ');
    await user.type(screen.getByLabelText('Passwort'), 'geheim{Enter}');

    expect(onSubmit).toHaveBeenCalledWith({ userName: 'anna', password: 'geheim' });
    expect(screen.queryByText('Please enter login and password')).toBeNull();
  });

  it('cancels with Escape and with the cancel button', async () => {
    const { onCancel, user } = renderDialog();

    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
