import { ConflictAlert } from '../../../components/form/conflict-alert';
import { useSettingsTranslation } from '../company-settings-i18n';

export interface SettingsConflictAlertProps {
  readonly message: string;
  /** Takes over the current record (the form's edits are dropped). */
  readonly onReload: () => void;
}

/** The settings' refused stale save (409): the message and a bold "Neu laden". */
export function SettingsConflictAlert({ message, onReload }: SettingsConflictAlertProps) {
  const { t } = useSettingsTranslation();
  return (
    <ConflictAlert message={message} reloadLabel={t('common.reload')} onReload={onReload} emphasizeReload />
  );
}
