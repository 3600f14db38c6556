import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyFieldErrors, conflictCurrent, problemMessage } from '../../../lib/http/api-problems';
import { toast } from '../../../lib/toast/toast-service';
import { useSettingsTranslation } from '../company-settings-i18n';

/**
 * The record an add/edit dialog of the settings saves on top of (null: a new one), and what a failed save shows:
 * a stale save (409) the conflict with "Neu laden", which takes over the current record (`reload` puts it into the
 * form); field errors at their fields; anything else a toast.
 */
export function useSettingsEdit<T>(record: T | null, conflictMessage: string, reload: (current: T) => void) {
  const { t } = useSettingsTranslation();
  const [base, setBase] = useState(record);
  const [current, setCurrent] = useState<T | null>(null);
  return {
    base,
    conflict: current
      ? {
          message: conflictMessage,
          onReload: () => {
            setBase(current);
            reload(current);
            setCurrent(null);
          },
        }
      : null,
    fail<V extends FieldValues>(error: unknown, setError: UseFormSetError<V>, fields: readonly string[]) {
      const stale = conflictCurrent<T>(error);
      if (stale) setCurrent(stale);
      else if (!applyFieldErrors(error, setError, fields))
        toast.error(t('common.saveFailed'), problemMessage(error));
    },
  };
}
