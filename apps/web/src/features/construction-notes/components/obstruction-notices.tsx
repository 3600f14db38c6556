import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dayPhotos, type ConstructionNote } from '@vendoc/contract/construction-notes';
import type {
  ObstructionLetter,
  ObstructionNotice,
  ObstructionSending,
} from '@vendoc/contract/obstruction-notices';
import { useMemo, useState } from 'react';
import { PdfStatus } from '../../../components/pdf-status/pdf-status';
import {
  fetchObstructionLetterPdf,
  useDayObstructionNotices,
  useObstructionNoticeChanges,
} from '../../../entities/construction-note/obstruction-notices';
import { usePermission } from '../../../entities/user/get-me';
import { formatDate } from '../../../lib/format/format';
import { TOUCH_TARGET } from '../../../lib/theme/touch';
import { toast } from '../../../lib/toast/toast-service';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';
import { useDiaryPdfTabs } from '../hooks/use-diary-pdf';
import { CreateNoticeDialog, EndDialog, SendingDialog } from './obstruction-dialogs';

type Obstruction = ConstructionNote['obstructions'][number];
type Open =
  | { kind: 'create'; index: number }
  | { kind: 'sending'; notice: ObstructionNotice; letter: ObstructionLetter }
  | { kind: 'end'; notice: ObstructionNotice };

const tall = { minHeight: TOUCH_TARGET } as const;

/** The notice made of an obstruction: the one with its cause and start. */
const noticeOf = (notices: readonly ObstructionNotice[], obstruction: Obstruction) =>
  notices.find((notice) => notice.since === obstruction.since && notice.cause === obstruction.cause);

/** The letters' PDFs in new tabs, with their status line. */
function useLetterPdf() {
  const { t } = useConstructionNotesTranslation();
  const fileName = useMemo(() => (number: number) => t('notices.fileName', { number }), [t]);
  const { pending, links, statusLabels, open } = useDiaryPdfTabs(fileName);
  return {
    status: <PdfStatus pending={pending} links={links} labels={statusLabels} />,
    print: (id: string, letter: ObstructionLetter) =>
      void open([() => fetchObstructionLetterPdf(id, letter)]),
  };
}

/**
 * The day's obstructions and their notices under VOB/B §6: site managers and the office make a notice of an
 * obstruction (with photos of the day), print it, record its sending, enter the end and notify it; everyone who
 * reads the diary sees where each stands and prints the letters.
 */
export function ObstructionNotices({ note }: { readonly note: ConstructionNote }) {
  const { t } = useConstructionNotesTranslation();
  const canNotify = usePermission('constructionNotes:sign');
  const notices = useDayObstructionNotices(note.projectId, note.date);
  const changes = useObstructionNoticeChanges();
  const pdf = useLetterPdf();
  const [open, setOpen] = useState<Open | null>(null);
  const obstructions = note.obstructions;
  const list = notices.data ?? [];
  if (obstructions.length === 0 && list.length === 0) return null;

  const sendingText = (key: 'sent' | 'endSent', sending: ObstructionSending) =>
    t(`notices.${key}`, {
      date: formatDate(sending.sentOn),
      channel: t(`notices.channels.${sending.channel}`),
      recipient: sending.recipient,
    });

  const noticeCard = (notice: ObstructionNotice) => (
    <Stack spacing={1}>
      <Typography sx={{ fontWeight: 600 }}>{t('notices.number', { number: notice.number })}</Typography>
      <Typography variant="body2">
        {notice.noticeSent ? sendingText('sent', notice.noticeSent) : t('notices.notSent')}
      </Typography>
      {notice.endedOn ? (
        <Typography variant="body2">{t('notices.ended', { date: formatDate(notice.endedOn) })}</Typography>
      ) : null}
      {notice.endSent ? (
        <Typography variant="body2">{sendingText('endSent', notice.endSent)}</Typography>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" sx={tall} onClick={() => pdf.print(notice.id, 'notice')}>
          {t('notices.pdf')}
        </Button>
        {canNotify && notice.noticeSent === null ? (
          <Button sx={tall} onClick={() => setOpen({ kind: 'sending', notice, letter: 'notice' })}>
            {t('notices.recordSending')}
          </Button>
        ) : null}
        {canNotify && notice.endedOn === null ? (
          <Button sx={tall} onClick={() => setOpen({ kind: 'end', notice })}>
            {t('notices.enterEnd')}
          </Button>
        ) : null}
        {notice.endedOn ? (
          <Button variant="outlined" sx={tall} onClick={() => pdf.print(notice.id, 'end')}>
            {t('notices.endPdf')}
          </Button>
        ) : null}
        {canNotify && notice.endedOn && notice.noticeSent && notice.endSent === null ? (
          <Button sx={tall} onClick={() => setOpen({ kind: 'sending', notice, letter: 'end' })}>
            {t('notices.recordEndSending')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );

  // Notices whose obstruction is no longer in the day (a correction changed it) are listed after the day's ones.
  const shown = new Set<string>();
  const rows = obstructions.map((obstruction, index) => {
    const notice = noticeOf(list, obstruction);
    if (notice) shown.add(notice.id);
    return { key: `o-${index}`, index, obstruction, notice };
  });
  const others = list.filter((notice) => !shown.has(notice.id));

  return (
    <section aria-labelledby="obstruction-notices-title">
      <Typography id="obstruction-notices-title" component="h2" variant="h6">
        {t('notices.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('notices.intro')} {t('notices.unsaved')}
      </Typography>
      {notices.isError ? <Alert severity="error">{t('notices.loadFailed')}</Alert> : null}
      {pdf.status}
      <Stack spacing={1.5}>
        {rows.map(({ key, index, obstruction, notice }) => (
          <Paper key={key} variant="outlined" sx={{ p: 2 }}>
            <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {t('notices.obstruction', { cause: obstruction.cause, since: formatDate(obstruction.since) })}
            </Typography>
            {notice ? (
              noticeCard(notice)
            ) : (
              <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" color="text.secondary">
                  {t('notices.none')}
                </Typography>
                {canNotify && notices.isSuccess ? (
                  <Button variant="contained" sx={tall} onClick={() => setOpen({ kind: 'create', index })}>
                    {t('notices.create')}
                  </Button>
                ) : null}
              </Stack>
            )}
          </Paper>
        ))}
        {others.map((notice) => (
          <Paper key={notice.id} variant="outlined" sx={{ p: 2 }}>
            <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {t('notices.obstruction', { cause: notice.cause, since: formatDate(notice.since) })}
            </Typography>
            {noticeCard(notice)}
          </Paper>
        ))}
      </Stack>
      {open?.kind === 'create' ? (
        <CreateNoticeDialog
          obstruction={t('notices.obstruction', {
            cause: obstructions[open.index]?.cause ?? '',
            since: formatDate(obstructions[open.index]?.since ?? note.date),
          })}
          photos={dayPhotos(note)}
          onCreate={async (photoFileIds) => {
            const created = await changes.create.mutateAsync({
              noteId: note.id,
              obstructionIndex: open.index,
              photoFileIds,
            });
            toast.success(t('notices.created', { number: created.number }));
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'sending' ? (
        <SendingDialog
          title={t(open.letter === 'notice' ? 'notices.sendingTitle' : 'notices.endSendingTitle')}
          onRecord={(sending) =>
            changes.recordSending.mutateAsync({
              id: open.notice.id,
              letter: open.letter,
              version: open.notice.version,
              ...sending,
            })
          }
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'end' ? (
        <EndDialog
          onEnd={(endedOn) =>
            changes.end.mutateAsync({ id: open.notice.id, endedOn, version: open.notice.version })
          }
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
