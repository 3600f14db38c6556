import GlobalStyles from '@mui/material/GlobalStyles';
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The attribute of the element that holds what is printed. */
const PRINT_ROOT = 'data-print-root';

const printStyles = {
  [`[${PRINT_ROOT}]`]: { display: 'none' },
  '@media print': {
    // Only the print view: no app chrome, no dialogs, no toasts.
    [`body > *:not([${PRINT_ROOT}])`]: { display: 'none !important' },
    [`[${PRINT_ROOT}]`]: { display: 'block' },
    html: { background: '#fff' },
    body: { background: '#fff', margin: 0 },
  },
  '@page': { size: 'A4 portrait', margin: '15mm 12mm' },
} as const;

export interface PrintPortalProps {
  children: ReactNode;
  /** After the browser's print dialog closed. */
  onDone(): void;
}

/**
 * Renders `children` outside the app (a direct child of body), hidden on screen, then opens the browser's print
 * dialog; the print stylesheet hides everything else. `onDone` runs on `afterprint`: unmount it there.
 */
export function PrintPortal({ children, onDone }: PrintPortalProps) {
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    // Every current browser fires afterprint once the dialog is closed (print() itself may return earlier).
    const finish = () => done.current();
    window.addEventListener('afterprint', finish, { once: true });
    // After the portal's content is in the document.
    const timer = setTimeout(() => window.print(), 0);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', finish);
    };
  }, []);

  return (
    <>
      <GlobalStyles styles={printStyles} />
      {createPortal(<div {...{ [PRINT_ROOT]: '' }}>{children}</div>, document.body)}
    </>
  );
}
