import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';

/**
 * While typed values are not saved, leaving asks first: closing or reloading the tab with the browser's own
 * question, a link inside the app with a dialog. Before asking, `settle` tries to save what is left (a save on its
 * way, or the one started by leaving the row to click the link); only what stays unsaved brings the dialog up. Another
 * address of the same page (a sheet, a filter in the query) is no leaving.
 * Returns the dialog to render.
 */
export function useUnsavedChangesGuard(unsaved: boolean, settle: () => Promise<boolean>) {
  const { t } = useTranslation('shell');
  // Only leaving the page counts: another sheet or filter of the same page (the query) keeps the drafts.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const [asking, setAsking] = useState(false);
  const leaving = useRef(false);
  const latest = useRef({ blocker, settle });
  useEffect(() => {
    latest.current = { blocker, settle };
  });

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    let current = true;
    const ask = () => {
      if (current) setAsking(true);
    };
    latest.current.settle().then((saved) => {
      if (!current) return;
      if (saved) latest.current.blocker.proceed?.();
      else ask();
    }, ask);
    return () => {
      current = false;
    };
  }, [blocked]);

  if (!asking || !blocked) return null;
  return (
    <ConfirmDialog
      title={t('unsavedChanges.title')}
      text={t('unsavedChanges.text')}
      confirmLabel={t('unsavedChanges.leave')}
      onConfirm={async () => {
        leaving.current = true;
        latest.current.blocker.proceed?.();
      }}
      onClose={() => {
        setAsking(false);
        // The dialog closes after "leave" too: only "stay" takes the navigation back.
        if (!leaving.current) latest.current.blocker.reset?.();
        leaving.current = false;
      }}
    />
  );
}
