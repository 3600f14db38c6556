import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../lib/i18n/test-i18n';
import { ServerUrlDialog } from './ServerUrlDialog';
import { WithAppTheme } from './test-theme';

beforeAll(() => initTestI18n());

function renderDialog(initialValue?: string) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(<ServerUrlDialog onSubmit={onSubmit} onCancel={onCancel} initialValue={initialValue} />, {
    wrapper: WithAppTheme,
  });
  return { onSubmit, onCancel, user: userEvent.setup() };
}

describe('ServerUrlDialog (SPEC.md section 2)', () => {
  it('shows the title, the text, one address field and the confirm button', () => {
    renderDialog();

    expect(screen.getByRole('dialog', { name: 'VenDoc Url' })).toBeInTheDocument();
    expect(screen.getByText('Bitte VenDoc Url angeben')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Url Bestätigen' })).toBeInTheDocument();
  });

  it('shows the exact message when the field is empty', async () => {
    const { onSubmit, user } = renderDialog('https://old.example');

    await user.clear(screen.getByLabelText('Url'));
    await user.click(screen.getByRole('button', { name: 'Url Bestätigen' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Bitte Url angeben!');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an address that is not http(s)', async () => {
    const { onSubmit, user } = renderDialog();

    await user.type(screen.getByLabelText('Url'), 'vendoc.example.de{Enter}');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte eine gültige Url mit http:// oder https:// angeben!',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the normalised address with Enter', async () => {
    const { onSubmit, user } = renderDialog();

    await user.type(screen.getByLabelText('Url'), ' https://vendoc.example.de/api/ {Enter}');

    expect(onSubmit).toHaveBeenCalledWith('https://vendoc.example.de');
  });

  it('cancels with Escape', async () => {
    const { onCancel, user } = renderDialog();

    await user.keyboard('{Escape}');

    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
