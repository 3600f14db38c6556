import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { DesignerPage } from './designer-page';

beforeAll(async () => {
  await initTestI18n();
});

function renderDesigner() {
  renderRoutes([{ path: '/designer/:templateId', Component: DesignerPage }], {
    initialEntries: ['/designer/tpl-7'],
  });
  const toolbar = screen.getByRole('toolbar', { name: 'Werkzeuge' });
  return {
    user: userEvent.setup(),
    list: () => screen.getByRole('list', { name: 'Elemente der Vorlage' }),
    tool: (name: string) => within(toolbar).getByRole('button', { name }),
  };
}

const elementCount = (list: HTMLElement) =>
  within(list).getAllByRole('button', { name: / entfernen$/ }).length;

describe('designer page', () => {
  it('shows the template id from the route', () => {
    renderDesigner();
    expect(screen.getByText('Vorlage: tpl-7')).toBeInTheDocument();
  });

  it('adds at the end and at the top, selects, renames and removes elements', async () => {
    const { user, list, tool } = renderDesigner();
    expect(screen.getByText('3 Elemente · Ziehen inaktiv')).toBeInTheDocument();

    await user.click(tool('Element hinzufügen'));
    expect(within(list()).getByText('4. Textfeld 4')).toBeInTheDocument();
    await user.click(tool('Oben einfügen'));
    expect(within(list()).getByText('1. Textfeld 5')).toBeInTheDocument();
    expect(screen.getByText('5 Elemente · Ziehen inaktiv')).toBeInTheDocument();

    await user.click(within(list()).getByRole('button', { name: /^\d+\. Anschrift/ }));
    expect(screen.getByTestId('designer-selection')).toHaveTextContent('Anschrift');
    await user.click(tool('Auswahl umbenennen'));
    expect(screen.getByTestId('designer-selection')).toHaveTextContent('Anschrift ✎');
    expect(within(list()).getByText(/Anschrift ✎/)).toBeInTheDocument();

    await user.click(within(list()).getByLabelText('Anschrift ✎ entfernen'));
    expect(within(list()).queryByText(/Anschrift/)).not.toBeInTheDocument();
    expect(screen.getByTestId('designer-selection')).toHaveTextContent('Kein Element ausgewählt');
    expect(elementCount(list())).toBe(4);
  });

  it('resets the list and toggles the dragging flag', async () => {
    const { user, list, tool } = renderDesigner();
    await user.click(tool('Element hinzufügen'));
    await user.click(tool('Zurücksetzen'));
    expect(elementCount(list())).toBe(3);

    await user.click(tool('Ziehen'));
    expect(tool('Ziehen')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('3 Elemente · Ziehen aktiv')).toBeInTheDocument();
  });
});
