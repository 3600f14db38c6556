import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** What the header's "Drucken" prints as PDF: the current sheet or all sheets. */
export type PrintScope = 'sheet' | 'all';

/**
 * Printing from the browser's menu (Ctrl+P): the print view of the current sheet is rendered before the browser
 * prints and goes again afterwards. The header's "Drucken" prints a PDF instead (useSurveyPdf).
 */
export function useBrowserPrint(): boolean {
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  return printing;
}
