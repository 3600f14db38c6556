import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DesignerProvider, useDesigner } from './designer-context';

function wrapper({ children }: { children: ReactNode }) {
  return <DesignerProvider initialElements={[{ id: 'title' }]}>{children}</DesignerProvider>;
}

describe('DesignerProvider / useDesigner', () => {
  it('exposes the state and the operations to its children', () => {
    const { result } = renderHook(() => useDesigner(), { wrapper });
    expect(result.current.elements).toEqual([{ id: 'title' }]);

    act(() => result.current.addElement({ id: 'logo' }, 0));
    act(() => result.current.selectElement('logo'));
    act(() => result.current.setDragging(true));

    expect(result.current.elements.map((element) => element.id)).toEqual(['logo', 'title']);
    expect(result.current.selected).toEqual({ id: 'logo' });
    expect(result.current.dragging).toBe(true);

    act(() => result.current.removeElement('logo'));
    expect(result.current.selected).toBeNull();
  });

  it('refuses to work outside a provider', () => {
    function Orphan() {
      useDesigner();
      return null;
    }
    // React logs the thrown error; keep the test output clean.
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() => render(<Orphan />)).toThrow('useDesigner must be used inside <DesignerProvider>');
    log.mockRestore();
  });
});
