import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LazySelectField } from './lazy-select-field';

const OPTIONS = [
  { value: 'updatedAt', label: 'Zuletzt geändert' },
  { value: 'name', label: 'Name' },
  { value: 'number', label: 'Projektnummer' },
];

function Sort() {
  const [value, setValue] = useState('updatedAt');
  return (
    <>
      <LazySelectField label="Sortierung" value={value} options={OPTIONS} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('LazySelectField', () => {
  it('shows the closed select with its label and value, and no list, before it is opened', () => {
    render(<Sort />);
    const combobox = screen.getByRole('combobox', { name: 'Sortierung' });
    expect(combobox).toHaveTextContent('Zuletzt geändert');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // The label floats over the outline, as on MUI's select with a value (not over the value).
    expect(screen.getByText('Sortierung', { selector: '.MuiInputLabel-root' })).toHaveAttribute(
      'data-shrink',
      'true',
    );
  });

  it('opens the real list on a click, and a choice changes the value', async () => {
    const user = userEvent.setup();
    render(<Sort />);
    await user.click(screen.getByRole('combobox', { name: 'Sortierung' }));
    const list = await screen.findByRole('listbox');
    await user.click(within(list).getByRole('option', { name: 'Name' }));
    expect(screen.getByRole('status')).toHaveTextContent('name');
    expect(screen.getByRole('combobox', { name: 'Sortierung' })).toHaveTextContent('Name');
  });

  it('opens from the keyboard (the arrow key) as MUI’s select does', async () => {
    const user = userEvent.setup();
    render(<Sort />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Sortierung' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(OPTIONS.map((option) => option.label));
  });
});
