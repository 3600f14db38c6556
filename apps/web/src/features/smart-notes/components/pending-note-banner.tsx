import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { smartNoteSchema, type SmartNote } from '@vendoc/contract/smart-notes';
import { PendingChangeAlert } from '../../../components/pending-change/pending-change-alert';
import { formatDate } from '../../../lib/format/format';
import type { PendingRecord } from '../../../lib/offline/pending-records';
import { useSmartNotesTranslation } from '../smart-notes-i18n';

type Translate = ReturnType<typeof useSmartNotesTranslation>['t'];

/** The fields a person compares to decide between two versions of a note, as they read them. */
function comparedFields(t: Translate, note: SmartNote): [string, string][] {
  return [
    [t('note.title'), note.title],
    [t('note.type'), t(`type.${note.type}`)],
    [t('note.status'), t(`status.${note.status}`)],
    [t('note.assignee'), note.assignee?.displayName ?? t('note.nobody')],
    [t('note.dueDate'), note.dueDate === null ? '–' : formatDate(note.dueDate)],
    [t('note.text'), note.text || '–'],
    [
      t('checklist.title'),
      note.checklist.map((item) => `${item.done ? '☑' : '☐'} ${item.text}`).join('\n') || '–',
    ],
    [t('photos.title'), t('list.photos', { count: note.photos.length })],
    [t('positions.title'), note.positions.map((position) => position.oz).join(', ') || '–'],
  ];
}

/** The fields in which two versions of a note differ: label, mine, theirs. */
function differences(t: Translate, mine: SmartNote, theirs: SmartNote): [string, string, string][] {
  const their = comparedFields(t, theirs);
  return comparedFields(t, mine).flatMap(([label, value], index): [string, string, string][] => {
    const other = their[index]?.[1] ?? '';
    return value === other ? [] : [[label, value, other]];
  });
}

/**
 * What waits of a note on this device: that it is not on the server yet, the server's refusal, or a conflict with the
 * other version beside the person's own, field by field, to decide which one counts.
 */
export function PendingNoteBanner({ pending }: { readonly pending: PendingRecord<SmartNote> }) {
  const { t } = useSmartNotesTranslation();
  const theirs = smartNoteSchema.safeParse(pending.theirs);
  const rows = theirs.success && pending.record ? differences(t, pending.record, theirs.data) : [];
  const comparison =
    rows.length > 0 ? (
      <Table size="small" aria-label={t('note.compare')} sx={{ my: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>{t('note.mine')}</TableCell>
            <TableCell>{t('note.theirs')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([label, mine, their]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{mine}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{their}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    ) : null;
  return (
    <PendingChangeAlert
      pending={pending}
      comparison={comparison}
      labels={{
        waiting: t('note.waiting'),
        refused: (reason) => t('note.refused', { reason }),
        resend: t('note.resend'),
        conflict: t('note.conflictOffline'),
        keepMine: t('note.keepMine'),
        takeTheirs: t('note.takeTheirs'),
      }}
    />
  );
}
