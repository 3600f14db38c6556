import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { SUPPORTED_LANGUAGES, type AppLanguage } from '../../lib/i18n/i18n';

const LANGUAGE_NAMES: Record<AppLanguage, string> = { de: 'Deutsch', en: 'English' };

export interface LanguageMenuProps {
  readonly anchor: HTMLElement | null;
  readonly current: AppLanguage;
  readonly onClose: () => void;
  readonly onChoose: (language: AppLanguage) => void;
}

/** The language choices (loaded on first opening of the language switch). */
export function LanguageMenu({ anchor, current, onClose, onChoose }: LanguageMenuProps) {
  return (
    <Menu anchorEl={anchor} open={anchor != null} onClose={onClose}>
      {SUPPORTED_LANGUAGES.map((option) => (
        <MenuItem key={option} lang={option} selected={option === current} onClick={() => onChoose(option)}>
          {LANGUAGE_NAMES[option]}
        </MenuItem>
      ))}
    </Menu>
  );
}
