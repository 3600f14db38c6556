import Chip from '@mui/material/Chip';
import type { ConstructionNoteStatus } from '@vendoc/contract/construction-notes';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';

/** Draft or signed. */
export function StatusChip({ status }: { readonly status: ConstructionNoteStatus }) {
  const { t } = useConstructionNotesTranslation();
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      color={status === 'signed' ? 'success' : 'default'}
      variant={status === 'signed' ? 'filled' : 'outlined'}
    />
  );
}
