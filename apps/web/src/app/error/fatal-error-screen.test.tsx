import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FatalErrorScreen } from './fatal-error-screen';

describe('fatal error screen', () => {
  it('renders the error page without router or i18n: 500, the error message and a reload button', () => {
    const { container } = render(<FatalErrorScreen error={new Error('Konfiguration fehlt')} path="/" />);
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('500');
    expect(screen.getByText('Konfiguration fehlt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout="error"]')).not.toBeNull();
  });
});
