import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { promptLogin, promptServerUrl } from '../../lib/dialogs/dialog-service';
import { initTestI18n } from '../../lib/i18n/test-i18n';
import { DialogHost } from './DialogHost';
import { WithAppTheme } from './test-theme';

beforeAll(() => initTestI18n());

describe('DialogHost', () => {
  it('shows nothing without a pending prompt', () => {
    render(<DialogHost />, { wrapper: WithAppTheme });

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves promptLogin with what the user entered and closes', async () => {
    const user = userEvent.setup();
    render(<DialogHost />, { wrapper: WithAppTheme });

    let answer!: ReturnType<typeof promptLogin>;
    act(() => {
      answer = promptLogin();
    });
    await user.type(screen.getByLabelText('Benutzername'), 'anna');
    await user.type(screen.getByLabelText('Passwort'), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    await expect(answer).resolves.toEqual({ userName: 'anna', password: 'geheim' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the login prompt open after a failed attempt, with the user name kept and the password cleared', async () => {
    const user = userEvent.setup();
    render(<DialogHost />, { wrapper: WithAppTheme });
    const tried: string[] = [];
    const attempt = async ({ password }: { password: string }) => {
      tried.push(password);
      if (password !== 'richtig') throw new Error('wrong password');
    };

    let answer!: ReturnType<typeof promptLogin>;
    act(() => {
      answer = promptLogin(attempt);
    });
    await user.type(screen.getByLabelText('Benutzername'), 'anna');
    await user.type(screen.getByLabelText('Passwort'), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByLabelText('Passwort')).toHaveValue('');
    expect(screen.getByLabelText('Benutzername')).toHaveValue('anna');
    expect(screen.getByRole('dialog', { name: 'Anmeldung' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Passwort'), 'richtig');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    await expect(answer).resolves.toEqual({ userName: 'anna', password: 'richtig' });
    expect(tried).toEqual(['falsch', 'richtig']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves promptServerUrl with null when cancelled, then shows the next prompt', async () => {
    const user = userEvent.setup();
    render(<DialogHost />, { wrapper: WithAppTheme });

    let address!: ReturnType<typeof promptServerUrl>;
    act(() => {
      address = promptServerUrl();
      void promptLogin();
    });
    expect(screen.getByRole('dialog', { name: 'VenDoc Url' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));

    await expect(address).resolves.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Anmeldung' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
