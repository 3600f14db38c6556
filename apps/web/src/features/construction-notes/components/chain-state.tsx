import Alert from '@mui/material/Alert';
import type { ProjectConstructionNotes } from '@vendoc/contract/construction-notes';
import { formatDate } from '../../../lib/format/format';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';

/** The project's signature chain: verified (how many days) or broken from the day it names. */
export function ChainState({ chain }: { readonly chain: ProjectConstructionNotes['chain'] }) {
  const { t } = useConstructionNotesTranslation();
  if (chain.state === 'broken' && chain.brokenDate !== null)
    return (
      <Alert severity="error" role="alert">
        {t('chain.broken', { date: formatDate(chain.brokenDate) })}
      </Alert>
    );
  if (chain.signedCount === 0) return <Alert severity="info">{t('chain.none')}</Alert>;
  return (
    <Alert severity="success" role="status">
      <strong>{t('chain.verified')}</strong> {t('chain.verifiedText', { count: chain.signedCount })}
    </Alert>
  );
}
