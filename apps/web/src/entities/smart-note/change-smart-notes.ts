import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import {
  smartNoteCommentSchema,
  smartNoteSchema,
  type SmartNote,
  type SmartNoteComment,
  type SmartNoteFile,
  type SmartNoteType,
  type SmartNoteUpdate,
} from '@vendoc/contract/smart-notes';
import { api } from '../../lib/http/api-path';
import { newIdempotencyKey } from '../../lib/http/idempotency-key';
import { pendingContext } from '../../lib/offline/pending-records';
import {
  deleteThroughOutbox,
  writeThroughOutbox,
  type Written,
} from '../../lib/offline/write-through-outbox';
import { filesDependency, uploadedFile } from '../project-file/upload-project-file';
import { smartNoteKeys } from './smart-note-keys';

/** The outbox's kind of record for smart notes (their changes and comments, in the order made). */
export const SMART_NOTE_ENTITY = 'smart-note';

/** What a save of a note answers: the note as the server keeps it, or as it will be once a queued change is sent. */
export type NoteWritten<T> = Written<T>;

/** The person making a change, as notes show them. */
export interface NoteAuthor {
  readonly id: string;
  readonly displayName: string;
}

/**
 * The parts of a note a change sets, as the note shows them (positions and assignee as records). Photos and the
 * voice memo may be named by file id instead: the note's own files, or files uploaded on this page.
 */
export type NoteChanges = Partial<
  Pick<
    SmartNote,
    | 'type'
    | 'title'
    | 'text'
    | 'status'
    | 'assignee'
    | 'dueDate'
    | 'checklist'
    | 'positions'
    | 'photos'
    | 'voiceMemo'
    | 'quantitySurveyId'
  >
> & {
  readonly photoFileIds?: readonly string[];
  readonly voiceMemoFileId?: string | null;
};

/** A note's file named by id: one it has, or one uploaded on this page (else only its id is known here). */
function noteFile(note: SmartNote, id: string): SmartNoteFile {
  const own = [...note.photos, ...(note.voiceMemo ? [note.voiceMemo] : [])].find((file) => file.id === id);
  if (own) return own;
  const uploaded = uploadedFile(id);
  return uploaded
    ? {
        id,
        name: uploaded.name,
        contentType: uploaded.contentType,
        size: uploaded.size,
        contentUrl: uploaded.contentUrl,
      }
    : { id, name: '', contentType: '', size: 0, contentUrl: '' };
}

/** The note with the changes over it. */
export function applyNoteChanges(note: SmartNote, changes: NoteChanges): SmartNote {
  const { photoFileIds, voiceMemoFileId, ...shown } = changes;
  return {
    ...note,
    ...shown,
    ...(photoFileIds === undefined ? {} : { photos: photoFileIds.map((id) => noteFile(note, id)) }),
    ...(voiceMemoFileId === undefined
      ? {}
      : { voiceMemo: voiceMemoFileId === null ? null : noteFile(note, voiceMemoFileId) }),
  };
}

/** The update body of a note as it is (PUT replaces the whole note). */
export function updateBodyOf(note: SmartNote): SmartNoteUpdate & { id: string } {
  return {
    id: note.id,
    type: note.type,
    title: note.title,
    text: note.text,
    status: note.status,
    assigneeId: note.assignee?.id ?? null,
    dueDate: note.dueDate,
    checklist: note.checklist,
    positionIds: note.positions.map((position) => position.id),
    photoFileIds: note.photos.map((photo) => photo.id),
    voiceMemoFileId: note.voiceMemo?.id ?? null,
    quantitySurveyId: note.quantitySurveyId,
    version: note.version,
  };
}

const label = (key: string, title: string) => i18next.t(`shell:offline.${key}`, { title });
const parseNote = (data: unknown) => smartNoteSchema.parse(data);

/** What a new note is made of. */
export interface NewSmartNote {
  readonly project: { readonly id: string; readonly name: string };
  readonly type: SmartNoteType;
  readonly title: string;
  readonly author: NoteAuthor;
}

/** POST /api/v1/smart-notes under an id chosen here: made offline, it opens at once and is sent later. */
export function createSmartNote({
  project,
  type,
  title,
  author,
}: NewSmartNote): Promise<NoteWritten<SmartNote>> {
  const id = newIdempotencyKey();
  const now = new Date().toISOString();
  const local: SmartNote = {
    id,
    projectId: project.id,
    projectName: project.name,
    type,
    title: title.trim(),
    status: 'open',
    assignee: null,
    dueDate: null,
    createdBy: author,
    version: 1,
    createdAt: now,
    updatedAt: now,
    text: '',
    checklist: [],
    positions: [],
    photos: [],
    voiceMemo: null,
    quantitySurveyId: null,
    comments: [],
  };
  return writeThroughOutbox(
    {
      method: 'POST',
      url: api`/smart-notes`,
      body: { id, projectId: project.id, type, title },
      label: label('smartNoteNew', local.title),
      entity: SMART_NOTE_ENTITY,
      recordId: id,
      context: pendingContext(local),
      answerKey: smartNoteKeys.detail(id),
      invalidates: [smartNoteKeys.lists],
    },
    parseNote,
    local,
  );
}

/**
 * PUT /api/v1/smart-notes/{id}: `note` (as the page shows it, with its version) with `changes` over it. Offline the
 * change waits, after the uploads of photos it links; the note shows as it will be, one version on.
 */
export function updateSmartNote(note: SmartNote, changes: NoteChanges): Promise<NoteWritten<SmartNote>> {
  const next = applyNoteChanges(note, changes);
  const local: SmartNote = { ...next, version: note.version + 1, updatedAt: new Date().toISOString() };
  const { id, ...body } = updateBodyOf(next);
  return writeThroughOutbox(
    {
      method: 'PUT',
      url: api`/smart-notes/${id}`,
      body,
      label: label('smartNote', next.title),
      entity: SMART_NOTE_ENTITY,
      recordId: id,
      baseVersion: note.version,
      recordUrl: api`/smart-notes/${id}`,
      dependsOn: filesDependency([...next.photos, ...(next.voiceMemo ? [next.voiceMemo] : [])]),
      context: pendingContext(local),
      answerKey: smartNoteKeys.detail(id),
      invalidates: [smartNoteKeys.lists],
    },
    parseNote,
    local,
  );
}

/** DELETE /api/v1/smart-notes/{id}?version= (its files stay in the project); offline the note is gone at once. */
export function deleteSmartNote(note: SmartNote): Promise<NoteWritten<null>> {
  return deleteThroughOutbox({
    url: api`/smart-notes/${note.id}`,
    version: note.version,
    label: label('smartNoteDeleted', note.title),
    entity: SMART_NOTE_ENTITY,
    recordId: note.id,
    invalidates: [smartNoteKeys.lists],
  });
}

/** POST /api/v1/smart-notes/{id}/comments under an id chosen here; offline it shows under the note at once. */
export function addSmartNoteComment(
  note: SmartNote,
  text: string,
  author: NoteAuthor,
): Promise<NoteWritten<SmartNoteComment>> {
  const id = newIdempotencyKey();
  const comment: SmartNoteComment = { id, author, text: text.trim(), createdAt: new Date().toISOString() };
  return writeThroughOutbox(
    {
      method: 'POST',
      url: api`/smart-notes/${note.id}/comments`,
      body: { id, text },
      label: label('smartNoteComment', note.title),
      // A note's comment is a change of the note: it goes after the note (made offline too, perhaps).
      entity: SMART_NOTE_ENTITY,
      recordId: note.id,
      context: pendingContext<SmartNote>({ ...note, comments: [...note.comments, comment] }),
      invalidates: [smartNoteKeys.detail(note.id)],
    },
    (data) => smartNoteCommentSchema.parse(data),
    comment,
  );
}

const invalidateLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: smartNoteKeys.lists });

/**
 * Create, change, delete and comment on notes: the note's cache takes the answer (a queued change shows from the
 * outbox until it is sent, see useSmartNote), the lists load again.
 */
export function useSmartNoteChanges() {
  const queryClient = useQueryClient();
  const store = ({ value, queued }: NoteWritten<SmartNote>) => {
    if (!queued) queryClient.setQueryData(smartNoteKeys.detail(value.id), value);
    return invalidateLists(queryClient);
  };
  // The outbox decides what goes now and what waits: a change made offline is kept, never paused by the query client.
  const networkMode = 'always';
  return {
    create: useMutation({ mutationFn: createSmartNote, onSuccess: store, networkMode }),
    update: useMutation({
      mutationFn: ({ note, changes }: { note: SmartNote; changes: NoteChanges }) =>
        updateSmartNote(note, changes),
      onSuccess: store,
      networkMode,
    }),
    remove: useMutation({
      mutationFn: deleteSmartNote,
      networkMode,
      onSuccess: (_nothing, note) => {
        queryClient.removeQueries({ queryKey: smartNoteKeys.detail(note.id) });
        return invalidateLists(queryClient);
      },
    }),
    comment: useMutation({
      networkMode,
      mutationFn: ({ note, text, author }: { note: SmartNote; text: string; author: NoteAuthor }) =>
        addSmartNoteComment(note, text, author),
      onSuccess: ({ value, queued }, { note }) => {
        if (queued) return;
        queryClient.setQueryData<SmartNote>(smartNoteKeys.detail(note.id), (current) =>
          current === undefined ? current : { ...current, comments: [...current.comments, value] },
        );
      },
    }),
  };
}
