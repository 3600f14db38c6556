import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export type PrintScope = 'sheet' | 'all';

/**
 * Printing: "Drucken" renders the print view of the chosen sheets and opens the browser's print dialog; the view
 * goes again after printing. Printing from the browser's menu (Ctrl+P) prints the current sheet.
 */
export function usePrint() {
  const [scope, setScope] = useState<PrintScope | null>(null);
  const [requested, setRequested] = useState(0);

  useEffect(() => {
    if (requested === 0) return;
    window.print();
  }, [requested]);

  useEffect(() => {
    const before = () => flushSync(() => setScope((current) => current ?? 'sheet'));
    const after = () => setScope(null);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const print = (next: PrintScope) => {
    setScope(next);
    setRequested((count) => count + 1);
  };
  return { scope, print };
}
