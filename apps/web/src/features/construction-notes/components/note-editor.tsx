import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import {
  constructionNoteSchema,
  copyFromPreviousDay,
  type ConstructionNote,
} from '@vendoc/contract/construction-notes';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConflictAlert } from '../../../components/form/conflict-alert';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useConstructionNoteChanges } from '../../../entities/construction-note/change-construction-notes';
import { constructionNoteKeys } from '../../../entities/construction-note/construction-note-keys';
import { fetchConstructionNote } from '../../../entities/construction-note/get-construction-note';
import { fetchPreviousConstructionNote } from '../../../entities/construction-note/get-construction-notes';
import { useMe, usePermission } from '../../../entities/user/get-me';
import { formatDate } from '../../../lib/format/format';
import { apiProblemOf, isReportedByHttpLayer } from '../../../lib/http/api-problems';
import { paths } from '../../../lib/navigation/paths';
import { toast } from '../../../lib/toast/toast-service';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';
import { currentConstructionNote } from '../../../entities/construction-note/pending-construction-notes';
import type { Written } from '../../../lib/offline/write-through-outbox';
import { fromDraft, toDraft, type DraftErrors } from '../model/note-draft';
import { CorrectDialog } from './correct-dialog';
import { NoteForm } from './note-form';
import { SignDialog } from './sign-dialog';
import { SurveyTransferDialog } from './survey-transfer';
import { PdfStatus } from '../../../components/pdf-status/pdf-status';
import { useDiaryPdf } from '../hooks/use-diary-pdf';

type Dialog = 'sign' | 'correct' | 'delete' | 'transfer' | null;

/** Whether the form has work done on a BoQ position with a quantity (what a survey can take). */
const hasMeasurableWork = (rows: readonly Record<string, unknown>[]) =>
  rows.some((row) => typeof row['positionId'] === 'string' && String(row['quantity'] ?? '').trim() !== '');

/** One day's entry: the form, and saving, copying from the day before, signing, correcting, deleting. */
export function NoteEditor({ note }: { readonly note: ConstructionNote }) {
  const { t } = useConstructionNotesTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const changes = useConstructionNoteChanges();
  const canWrite = usePermission('constructionNotes:write');
  const canSign = usePermission('constructionNotes:sign');
  const canMeasure = usePermission('surveys:write');
  const pdf = useDiaryPdf();
  const [draft, setDraft] = useState(() => toDraft(note));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [notice, setNotice] = useState<{ severity: 'error' | 'info'; text: string } | null>(null);
  const [conflict, setConflict] = useState<ConstructionNote | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const someoneElses = me.data?.user.role === 'fitter' && note.authorId !== me.data.user.id;
  const editable = note.status === 'draft' && canWrite && !someoneElses;

  const failed = (error: unknown, title: string) => {
    const problem = apiProblemOf(error);
    const current = problem?.status === 409 ? constructionNoteSchema.safeParse(problem.current) : null;
    if (current?.success) setConflict(current.data);
    else if (problem?.status === 400 && problem.fieldErrors.length > 0) {
      setErrors(Object.fromEntries(problem.fieldErrors.map((each) => [each.path, each.message])));
      setNotice({ severity: 'error', text: t('entry.fixErrors') });
    } else if (!isReportedByHttpLayer(error)) toast.error(title, problem?.detail);
    throw error;
  };

  /**
   * Saves the form; the saved entry (offline: as it will be, waiting on the device), or throws (the user has been
   * told why).
   */
  const saveWritten = async (): Promise<Written<ConstructionNote>> => {
    const read = fromDraft(draft);
    if (!read.ok) {
      setErrors(read.errors);
      setNotice({ severity: 'error', text: t('entry.fixErrors') });
      throw new Error('invalid');
    }
    setErrors({});
    setNotice(null);
    // On the day as it is now (a change of it may still wait on the device, one version on).
    const base = currentConstructionNote(queryClient, note.id) ?? note;
    try {
      return await changes.update.mutateAsync({ note: base, content: read.content });
    } catch (error) {
      return failed(error, t('entry.saveFailed'));
    }
  };
  const save = async (): Promise<ConstructionNote> => (await saveWritten()).value;
  /** Saved on the server (signing and taking work into a survey need it): the entry, or throws. */
  const saveOnServer = async (): Promise<ConstructionNote> => {
    const { value, queued } = await saveWritten();
    if (!queued) return value;
    setNotice({ severity: 'info', text: t('entry.needsConnection') });
    throw new Error('offline');
  };

  const copyPrevious = async () => {
    const previous = await fetchPreviousConstructionNote(note.projectId, note.date).catch(() => undefined);
    if (previous === undefined) {
      setNotice({ severity: 'error', text: t('entry.copyFailed') });
      return;
    }
    if (previous === null) {
      setNotice({ severity: 'info', text: t('entry.nothingToCopy') });
      return;
    }
    const day = await fetchConstructionNote(previous.id).catch(() => null);
    if (day === null) {
      setNotice({ severity: 'error', text: t('entry.copyFailed') });
      return;
    }
    const copied = copyFromPreviousDay(day);
    const lists = toDraft({ ...note, ...copied }).lists;
    setDraft({
      ...draft,
      lists: {
        ...draft.lists,
        crew: lists.crew,
        subcontractors: lists.subcontractors,
        equipment: lists.equipment,
      },
    });
    setNotice({ severity: 'info', text: t('entry.copied', { date: formatDate(previous.date) }) });
  };

  const reload = () => {
    if (conflict === null) return;
    queryClient.setQueryData(constructionNoteKeys.detail(conflict.id), conflict);
    setConflict(null);
  };

  return (
    <Stack spacing={2}>
      {conflict ? (
        <ConflictAlert
          title={t('entry.conflictTitle')}
          message={t('entry.conflictText')}
          reloadLabel={t('entry.reload')}
          onReload={reload}
        />
      ) : null}
      {notice ? (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
      {note.status === 'draft' && someoneElses ? <Alert severity="info">{t('entry.notOwn')}</Alert> : null}
      <NoteForm
        projectId={note.projectId}
        draft={draft}
        onChange={setDraft}
        errors={errors}
        readOnly={!editable}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {editable ? (
          <>
            <Button
              variant="contained"
              disabled={changes.update.isPending}
              onClick={() =>
                void saveWritten().then(
                  ({ queued }) =>
                    queued
                      ? setNotice({ severity: 'info', text: t('entry.savedOffline') })
                      : toast.success(t('entry.saved')),
                  () => undefined,
                )
              }
              sx={{ minHeight: 48 }}
            >
              {t('entry.save')}
            </Button>
            <Button variant="outlined" onClick={() => void copyPrevious()} sx={{ minHeight: 48 }}>
              {t('entry.copyPrevious')}
            </Button>
            {canSign ? (
              <Button
                variant="outlined"
                color="success"
                onClick={() => setDialog('sign')}
                sx={{ minHeight: 48 }}
              >
                {t('entry.sign')}
              </Button>
            ) : null}
            <Button color="error" onClick={() => setDialog('delete')} sx={{ minHeight: 48 }}>
              {t('entry.delete')}
            </Button>
          </>
        ) : null}
        <Button
          variant="outlined"
          disabled={pdf.pending}
          onClick={() =>
            void pdf.printDay(
              note.id,
              editable
                ? () =>
                    save().then(
                      () => true,
                      () => false,
                    )
                : undefined,
            )
          }
          sx={{ minHeight: 48 }}
        >
          {t('pdf.day')}
        </Button>
        {note.isLatest && canMeasure && hasMeasurableWork(draft.lists.workDone) ? (
          <Button variant="outlined" onClick={() => setDialog('transfer')} sx={{ minHeight: 48 }}>
            {t('transfer.action')}
          </Button>
        ) : null}
        {note.status === 'signed' && note.isLatest && canWrite ? (
          <Button variant="contained" onClick={() => setDialog('correct')} sx={{ minHeight: 48 }}>
            {t('entry.correct')}
          </Button>
        ) : null}
      </Stack>
      <PdfStatus pending={pdf.pending} links={pdf.links} labels={pdf.statusLabels} />
      {dialog === 'sign' ? (
        <SignDialog
          defaultName={me.data?.user.displayName ?? ''}
          onClose={() => setDialog(null)}
          onSign={async (signature) => {
            const saved = await saveOnServer();
            await changes.sign
              .mutateAsync({ id: note.id, version: saved.version, ...signature })
              .catch((error: unknown) => failed(error, t('sign.failed')));
            toast.success(t('sign.signed'));
          }}
        />
      ) : null}
      {dialog === 'transfer' ? (
        <SurveyTransferDialog
          note={note}
          onClose={() => setDialog(null)}
          onTransfer={async (quantitySurveyId) => {
            // What is in the form goes: a draft is saved first (as for signing).
            const saved = editable ? await saveOnServer() : note;
            await changes.transfer.mutateAsync({ id: saved.id, quantitySurveyId });
            toast.success(t('transfer.done'));
          }}
        />
      ) : null}
      {dialog === 'correct' ? (
        <CorrectDialog
          onClose={() => setDialog(null)}
          onCorrect={async (reason) => {
            const revision = await changes.revise
              .mutateAsync({ id: note.id, reason })
              .catch((error: unknown) => failed(error, t('correct.failed')));
            toast.success(t('correct.created'));
            await navigate(paths.constructionNote(revision.id));
          }}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={t('entry.delete')}
          text={t('entry.deleteConfirm')}
          confirmLabel={t('entry.delete')}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await changes.remove
              .mutateAsync(note)
              .catch((error: unknown) => failed(error, t('entry.saveFailed')));
            toast.success(t('entry.deleted'));
            await navigate(paths.projectConstructionNotes(note.projectId));
          }}
        />
      ) : null}
    </Stack>
  );
}
