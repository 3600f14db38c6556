import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useConstructionNote } from '../../entities/construction-note/get-construction-note';
import { PageFrame } from '../../components/page-frame/page-frame';
import { formatDate, formatDateTime } from '../../lib/format/format';
import { paths } from '../../lib/navigation/paths';
import { PendingChangeAlert } from '../../components/pending-change/pending-change-alert';
import { NoteEditor } from './components/note-editor';
import { ObstructionNotices } from './components/obstruction-notices';
import { RevisionList, Signatures } from './components/note-history';
import { StatusChip } from './components/status-chip';
import { SurveyTransfers } from './components/survey-transfer';
import { useConstructionNotesTranslation } from './construction-notes-i18n';

/** One construction note (site diary entry): a day of a project. */
export function ConstructionNotePage() {
  const { t: tApp } = useTranslation('app');
  const { t } = useConstructionNotesTranslation();
  const { constructionNoteId = '' } = useParams();
  const query = useConstructionNote(constructionNoteId);
  const note = query.data;
  const title = note ? t('title.entry', { date: formatDate(note.date) }) : tApp('routes.constructionNote');
  const latest = note?.revisions[0];

  return (
    <PageFrame
      title={title}
      breadcrumbs={[
        { label: tApp('routes.home'), to: paths.home() },
        { label: t('title.all'), to: paths.constructionNotes() },
        ...(note
          ? [
              {
                label: `${note.projectNumber} ${note.projectName}`,
                to: paths.projectConstructionNotes(note.projectId),
              },
            ]
          : []),
        { label: title },
      ]}
    >
      {query.isPending ? <CircularProgress aria-label={tApp('routes.constructionNote')} /> : null}
      {query.unavailableOffline ? <Alert severity="info">{t('entry.unavailableOffline')}</Alert> : null}
      {query.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void query.refetch()}>{t('list.retry')}</Button>}
        >
          {t('entry.loadFailed')}
        </Alert>
      ) : null}
      {note ? (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography>{`${t('entry.project')}: ${note.projectNumber} ${note.projectName}`}</Typography>
            <StatusChip status={note.status} />
            {note.revision > 1 ? (
              <Typography>{t('entry.revisionOf', { revision: note.revision })}</Typography>
            ) : null}
          </Stack>
          {query.pending ? (
            <PendingChangeAlert
              pending={query.pending}
              labels={{
                waiting: t('entry.waiting'),
                refused: (reason) => t('entry.refused', { reason }),
                resend: t('entry.resend'),
                conflict: t('entry.conflictOffline'),
                keepMine: t('entry.keepMine'),
                takeTheirs: t('entry.takeTheirs'),
              }}
            />
          ) : null}
          {note.correctionReason ? (
            <Alert severity="info">{t('entry.correctionReason', { reason: note.correctionReason })}</Alert>
          ) : null}
          {!note.isLatest && latest ? (
            <Alert severity="warning">
              {t('entry.earlierVersion')}{' '}
              <Link component={RouterLink} to={paths.constructionNote(latest.id)}>
                {t('entry.revisionItem', { revision: latest.revision })}
              </Link>
              .
            </Alert>
          ) : null}
          {note.status === 'signed' ? (
            note.chain === 'broken' ? (
              <Alert severity="error" role="alert">
                {t('chain.entryBroken')}
              </Alert>
            ) : (
              <Alert severity="success">
                <strong>{t('chain.verified')}</strong>{' '}
                {t('entry.locked', {
                  date: note.signedAt ? formatDateTime(note.signedAt) : '',
                  name: note.signedByName ?? '',
                })}
              </Alert>
            )
          ) : null}
          <NoteEditor key={`${note.id}-${note.version}`} note={note} />
          <SurveyTransfers note={note} />
          {note.isLatest ? <ObstructionNotices note={note} /> : null}
          <Signatures note={note} />
          <RevisionList note={note} />
        </Stack>
      ) : null}
    </PageFrame>
  );
}
