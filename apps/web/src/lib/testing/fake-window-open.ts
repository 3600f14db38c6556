import { vi } from 'vitest';

// Test-only: imported by *.test.tsx files, never by production code.

/** A tab the page opened through window.open, as far as the tests look at it. */
export interface FakeTab {
  location: { href: string };
  closed: boolean;
  close(): void;
}

/**
 * Stands in for window.open (happy-dom opens no tabs): records every opened tab, or returns null as a popup blocker
 * does when `blocked`. Undo with `vi.restoreAllMocks()`.
 */
export function stubWindowOpen({ blocked = false }: { blocked?: boolean } = {}) {
  const tabs: FakeTab[] = [];
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    if (blocked) return null;
    const tab: FakeTab = {
      location: { href: '' },
      closed: false,
      close() {
        this.closed = true;
      },
    };
    tabs.push(tab);
    return tab as unknown as Window;
  });
  return { open, tabs };
}

/** A PDF body as the API sends it. */
export function pdfBlob(text = '%PDF-1.7 test'): Blob {
  return new Blob([text], { type: 'application/pdf' });
}
