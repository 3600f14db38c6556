import { useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../components/dialogs/ConfirmDialog';
import { useCatalogPositionsTranslation } from '../catalog-positions-i18n';

/**
 * Asks before unsaved edits are dropped: `guard(action)` runs the action at once when nothing is edited, else
 * after the user agreed to discard; closing or reloading the tab asks the browser's own question.
 */
export function useUnsavedGuard() {
  const { t } = useCatalogPositionsTranslation();
  const dirty = useRef(false);
  const [pending, setPending] = useState<{ run: () => void } | null>(null);

  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const guard = useCallback((action: () => void) => {
    if (dirty.current) setPending({ run: action });
    else action();
  }, []);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const dialog = pending ? (
    <ConfirmDialog
      title={t('unsaved.title')}
      text={t('unsaved.text')}
      confirmLabel={t('unsaved.discard')}
      onConfirm={async () => {
        dirty.current = false;
        pending.run();
      }}
      onClose={() => setPending(null)}
    />
  ) : null;

  return { setDirty, guard, dialog };
}
