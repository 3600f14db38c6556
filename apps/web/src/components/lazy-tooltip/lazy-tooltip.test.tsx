import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyTooltip } from './lazy-tooltip';

describe('LazyTooltip', () => {
  it('shows no tooltip before the pointer comes, then MUI’s tooltip while it rests on the element', async () => {
    const user = userEvent.setup();
    render(
      <LazyTooltip title="Liste neu laden">
        <button type="button">Neu laden</button>
      </LazyTooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Neu laden' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Liste neu laden');
  });

  it('keeps the element in place while it is pressed, so the click reaches it when the tooltip arrives meanwhile', async () => {
    const onClick = vi.fn();
    render(
      <LazyTooltip title="Filter zurücksetzen">
        <button type="button" onClick={onClick}>
          Zurücksetzen
        </button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Zurücksetzen' });
    fireEvent.mouseOver(button);
    fireEvent.mouseDown(button);
    // The tooltip module arrives while the button is held down.
    await act(async () => {
      await import('@mui/material/Tooltip');
    });
    expect(button).toBeInTheDocument();
    fireEvent.mouseUp(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    // After the click it becomes MUI's tooltip, open while the pointer rests on it.
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Filter zurücksetzen');
    // MUI's tooltip names its element by the title.
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen' })).toHaveTextContent('Zurücksetzen');
  });

  it('gives focus back to the element when it moves into the tooltip', async () => {
    const user = userEvent.setup();
    const onFocus = vi.fn();
    render(
      <LazyTooltip title="Neues Projekt">
        <button type="button" onFocus={onFocus}>
          Neu
        </button>
      </LazyTooltip>,
    );
    await user.tab();
    expect(onFocus).toHaveBeenCalled();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Neues Projekt');
    expect(screen.getByRole('button', { name: 'Neues Projekt' })).toHaveFocus();
  });
});
