import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ConstructionNote } from '@vendoc/contract/construction-notes';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format/format';
import { paths } from '../../../lib/navigation/paths';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';
import { StatusChip } from './status-chip';

/** The versions of the day: each readable, the one shown marked. */
export function RevisionList({ note }: { readonly note: ConstructionNote }) {
  const { t } = useConstructionNotesTranslation();
  if (note.revisions.length < 2) return null;
  return (
    <section aria-labelledby="revisions-title">
      <Typography id="revisions-title" component="h2" variant="h6">
        {t('entry.revisions')}
      </Typography>
      <List dense aria-labelledby="revisions-title">
        {note.revisions.map((revision) => {
          const label = t('entry.revisionItem', { revision: revision.revision });
          return (
            <ListItem key={revision.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap', minHeight: 48 }}>
              {revision.id === note.id ? (
                <strong>{`${label} (${t('entry.current')})`}</strong>
              ) : (
                <Link component={RouterLink} to={paths.constructionNote(revision.id)} sx={{ py: 1.5 }}>
                  {label}
                </Link>
              )}
              <StatusChip status={revision.status} />
              <ListItemText
                secondary={[
                  revision.signedAt ? formatDateTime(revision.signedAt) : null,
                  revision.correctionReason
                    ? t('entry.correctionReason', { reason: revision.correctionReason })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}

/** The drawn signatures of a signed day and its checksum. */
export function Signatures({ note }: { readonly note: ConstructionNote }) {
  const { t } = useConstructionNotesTranslation();
  const signatures = [
    { role: t('entry.siteManager'), signature: note.siteManagerSignature },
    { role: t('entry.clientRepresentative'), signature: note.clientRepresentativeSignature },
  ].filter((each) => each.signature !== null);
  if (signatures.length === 0) return null;
  return (
    <section aria-labelledby="signatures-title">
      <Typography id="signatures-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('entry.signatures')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {signatures.map(({ role, signature }) => (
          <Box key={role} component="figure" sx={{ m: 0 }}>
            <Box
              component="img"
              src={signature?.image}
              alt={t('entry.signatureOf', { name: signature?.name })}
              sx={{ width: 240, maxWidth: '100%', border: 1, borderColor: 'divider', bgcolor: '#fff' }}
            />
            <Typography
              component="figcaption"
              variant="body2"
            >{`${role}: ${signature?.name ?? ''}`}</Typography>
          </Box>
        ))}
      </Box>
      {note.hash ? (
        <Typography
          variant="caption"
          component="p"
          sx={{ mt: 1, overflowWrap: 'anywhere', color: 'text.secondary' }}
        >
          {`${t('entry.hash')}: ${note.hash}`}
        </Typography>
      ) : null}
    </section>
  );
}
