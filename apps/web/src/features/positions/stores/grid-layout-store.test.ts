import { describe, expect, it } from 'vitest';
import { useGridLayoutStore } from './grid-layout-store';

describe('grid layout store', () => {
  it('keeps widths and density per user in local storage, and forgets a width fitted to the content again', () => {
    const { setWidth, setDensity, resetWidths } = useGridLayoutStore.getState();
    setWidth('u1', 'oz', 240);
    setWidth('u1', 'qty', 180);
    setWidth('u2', 'oz', 300);
    setDensity('u1', 'comfortable');
    setWidth('u1', 'qty', null);
    expect(useGridLayoutStore.getState().byUser).toEqual({
      u1: { widths: { oz: 240 }, density: 'comfortable' },
      u2: { widths: { oz: 300 } },
    });
    const stored = JSON.parse(localStorage.getItem('vendoc-boq-grid-layout') ?? '{}');
    expect(stored.state.byUser.u1).toEqual({ widths: { oz: 240 }, density: 'comfortable' });
    resetWidths('u1');
    expect(useGridLayoutStore.getState().byUser.u1).toEqual({ widths: {}, density: 'comfortable' });
    expect(useGridLayoutStore.getState().byUser.u2).toEqual({ widths: { oz: 300 } });
  });
});
