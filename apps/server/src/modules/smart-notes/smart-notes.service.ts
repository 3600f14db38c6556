import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  isPhotoType,
  isVoiceMemoType,
  SMART_NOTE_SORT_FIELDS,
  VOICE_MEMO_MAX_BYTES,
  type SmartNote,
  type SmartNoteComment,
  type SmartNoteList,
  type SmartNoteSummary,
  type smartNoteCommentCreateSchema,
  type smartNoteCreateSchema,
  type smartNoteListQuerySchema,
  type smartNoteUpdateSchema,
} from '@vendoc/contract/smart-notes';
import type { Database } from '../../db/client';
import { smartNotes } from '../../db/schema';
import { deleteVersioned, staleOrMissing, updateVersioned } from '../../db/versioned';
import type { ContentUrls } from '../../lib/content-urls';
import { createWithClientId, type Created } from '../../lib/client-ids';
import {
  conflict,
  forbidden,
  HttpProblem,
  notFound,
  unprocessable,
  validationProblem,
  type FieldError,
} from '../../lib/http-problem';
import { decodeCursor, parseSort, toPage, withCursorGuard } from '../../lib/list-cursor';
import type { AuthContext } from '../../plugins/auth';
import { requireProject } from '../projects/projects.service';
import {
  commentIdHolder,
  countNotes,
  findNote,
  insertComment,
  insertNote,
  listComments,
  listNotes,
  noteIdHolder,
  noteSortKeyCount,
  surveyOfProject,
  userOfCompany,
  type NoteData,
  type NoteRow,
} from './smart-notes.repository';
import { projectPositionsByIds } from '../boqs/boqs.service';
import { projectFilesByIds } from '../files/files.service';

type NoteCreate = z.output<typeof smartNoteCreateSchema>;
type NoteUpdate = z.output<typeof smartNoteUpdateSchema>;
type NoteListQuery = z.output<typeof smartNoteListQuerySchema>;
type CommentCreate = z.output<typeof smartNoteCommentCreateSchema>;

export interface SmartNotesDeps {
  db: Database;
  contentUrls: ContentUrls;
}

const NOT_FOUND = 'Die Notiz gibt es nicht (mehr).';
const STALE = 'Die Notiz wurde inzwischen geändert.';
const NOT_YOURS = 'Monteure bearbeiten nur ihre eigenen Notizen und die, die ihnen zugewiesen sind.';
const MB = 1024 * 1024;
const ID_OF_ANOTHER_NOTE = 'Diese ID gehört zu einem Kommentar einer anderen Notiz.';

const iso = (value: Date) => value.toISOString();

function toSummary(row: NoteRow): SmartNoteSummary {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName: row.projectName,
    type: row.type,
    title: row.title,
    status: row.status,
    assignee: row.assigneeId === null ? null : { id: row.assigneeId, displayName: row.assigneeName ?? '' },
    dueDate: row.dueDate,
    createdBy: { id: row.createdBy, displayName: row.createdByName },
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    checklistDone: row.checklist.filter((item) => item.done).length,
    checklistTotal: row.checklist.length,
    photoCount: row.photoFileIds.length,
  };
}

/** The whole note: its linked files and positions in the note's order (deleted ones left out), its comments. */
async function present(deps: SmartNotesDeps, auth: AuthContext, row: NoteRow): Promise<SmartNote> {
  const { db, contentUrls } = deps;
  const fileIds = [...row.photoFileIds, ...(row.voiceMemoFileId === null ? [] : [row.voiceMemoFileId])];
  const [files, positions, comments] = await Promise.all([
    projectFilesByIds(db, auth.companyId, row.projectId, fileIds),
    projectPositionsByIds(db, auth.companyId, row.projectId, row.positionIds),
    listComments(db, row.id),
  ]);
  const file = (id: string) => {
    const found = files.find((each) => each.id === id);
    return found === undefined ? [] : [{ ...found, contentUrl: contentUrls.forFile(found.id, auth.userId) }];
  };
  const { checklistDone: _done, checklistTotal: _total, photoCount: _count, ...summary } = toSummary(row);
  const comment = (each: (typeof comments)[number]): SmartNoteComment => ({
    id: each.id,
    author: { id: each.authorId, displayName: each.authorName },
    text: each.text,
    createdAt: iso(each.createdAt),
  });
  return {
    ...summary,
    text: row.text,
    checklist: row.checklist,
    positions: row.positionIds.flatMap((id) => positions.filter((each) => each.id === id)),
    photos: row.photoFileIds.flatMap(file),
    voiceMemo: row.voiceMemoFileId === null ? null : (file(row.voiceMemoFileId)[0] ?? null),
    quantitySurveyId: row.quantitySurveyId,
    comments: comments.map(comment),
  };
}

/**
 * The links of a note must be the project's: the assignee a user of the company, positions items of the
 * project's BoQs, photos its image files (another type: 422), the voice memo its audio file (422; too large: 413),
 * the survey one of its surveys. Unknown ids are a 400 naming the field.
 */
async function checkLinks(db: Database, companyId: string, projectId: string, data: NoteData): Promise<void> {
  const errors: FieldError[] = [];
  if (data.assigneeId !== null && !(await userOfCompany(db, companyId, data.assigneeId)))
    errors.push({ path: 'assigneeId', message: 'Diese Person gibt es in der Firma nicht.' });
  const positions = await projectPositionsByIds(db, companyId, projectId, data.positionIds);
  data.positionIds.forEach((id, index) => {
    if (!positions.some((each) => each.id === id))
      errors.push({ path: `positionIds.${index}`, message: 'Diese Position gibt es im Projekt nicht.' });
  });
  const fileIds = [...data.photoFileIds, ...(data.voiceMemoFileId === null ? [] : [data.voiceMemoFileId])];
  const files = await projectFilesByIds(db, companyId, projectId, fileIds);
  data.photoFileIds.forEach((id, index) => {
    if (!files.some((each) => each.id === id))
      errors.push({ path: `photoFileIds.${index}`, message: 'Dieses Foto gibt es im Projekt nicht.' });
  });
  const memo = files.find((each) => each.id === data.voiceMemoFileId);
  if (data.voiceMemoFileId !== null && memo === undefined)
    errors.push({ path: 'voiceMemoFileId', message: 'Diese Sprachnotiz gibt es im Projekt nicht.' });
  if (
    data.quantitySurveyId !== null &&
    !(await surveyOfProject(db, companyId, projectId, data.quantitySurveyId))
  )
    errors.push({ path: 'quantitySurveyId', message: 'Dieses Aufmaß gibt es im Projekt nicht.' });
  if (errors.length > 0) throw validationProblem(errors);

  const notImages = data.photoFileIds.flatMap((id, index) => {
    const found = files.find((each) => each.id === id);
    return found !== undefined && !isPhotoType(found.contentType)
      ? [{ path: `photoFileIds.${index}`, message: `„${found.name}“ ist kein Bild.` }]
      : [];
  });
  if (notImages.length > 0) throw unprocessable('Als Foto lassen sich nur Bilder anhängen.', notImages);
  if (memo !== undefined && !isVoiceMemoType(memo.contentType))
    throw unprocessable('Als Sprachnotiz lassen sich nur Audiodateien anhängen.', [
      { path: 'voiceMemoFileId', message: `„${memo.name}“ ist keine Audiodatei.` },
    ]);
  if (memo !== undefined && memo.size > VOICE_MEMO_MAX_BYTES)
    throw new HttpProblem({
      status: 413,
      type: 'payload-too-large',
      title: 'Content Too Large',
      detail: `Die Sprachnotiz „${memo.name}“ ist zu groß: erlaubt sind höchstens ${VOICE_MEMO_MAX_BYTES / MB} MB.`,
      errors: [{ path: 'voiceMemoFileId', message: 'Sprachnotiz zu groß' }],
    });
}

/** Fitters change the notes they created and those assigned to them; office and admin every note. */
function requireEditable(auth: AuthContext, note: { createdBy: string; assigneeId?: string | null }) {
  if (auth.role !== 'fitter') return;
  if (note.createdBy === auth.userId || note.assigneeId === auth.userId) return;
  throw forbidden(NOT_YOURS);
}

/** The note as it is now (the `current` of a 409), or null when it is gone. */
async function presentIfFound(
  deps: SmartNotesDeps,
  auth: AuthContext,
  id: string,
): Promise<SmartNote | null> {
  const row = await findNote(deps.db, auth.companyId, id);
  return row === null ? null : present(deps, auth, row);
}

async function requireNote(db: Database, auth: AuthContext, id: string): Promise<NoteRow> {
  const row = await findNote(db, auth.companyId, id);
  if (row === null) throw notFound(NOT_FOUND);
  return row;
}

export async function listSmartNotes(
  db: Database,
  auth: AuthContext,
  query: NoteListQuery,
): Promise<SmartNoteList> {
  const sort = parseSort(query.sort, SMART_NOTE_SORT_FIELDS, { field: 'updatedAt', descending: true });
  const sortId = `${sort.descending ? '-' : ''}${sort.field}`;
  const after = query.cursor == null ? null : decodeCursor(query.cursor, sortId, noteSortKeyCount);
  const filter = { companyId: auth.companyId, ...query };
  const [rows, total] = await withCursorGuard(query.cursor, () =>
    Promise.all([listNotes(db, filter, sort, after, query.limit + 1), countNotes(db, filter)]),
  );
  const page = toPage(rows, query.limit, sortId);
  return { items: page.rows.map(toSummary), nextCursor: page.nextCursor, total };
}

export async function listProjectSmartNotes(
  db: Database,
  auth: AuthContext,
  projectId: string,
  query: Omit<NoteListQuery, 'projectId'>,
): Promise<SmartNoteList> {
  await requireProject(db, auth, projectId);
  return listSmartNotes(db, auth, { ...query, projectId });
}

export async function getSmartNote(deps: SmartNotesDeps, auth: AuthContext, id: string): Promise<SmartNote> {
  return present(deps, auth, await requireNote(deps.db, auth, id));
}

/** A new note; under the id the client chose, a repeat of the same create answers the note as it is. */
export async function createSmartNote(
  deps: SmartNotesDeps,
  auth: AuthContext,
  input: NoteCreate,
): Promise<Created<SmartNote>> {
  const { id: clientId, projectId, ...data } = input;
  return createWithClientId({
    clientId,
    auth,
    holder: (id) => noteIdHolder(deps.db, id),
    read: (id) => getSmartNote(deps, auth, id),
    create: (id) =>
      deps.db.transaction(async (tx) => {
        await requireProject(tx, auth, projectId);
        return insertSmartNote(tx, auth, projectId, data, id);
      }),
  });
}

/**
 * Stores a new note of a project after checking its links (400 / 413 / 422 as for POST /smart-notes), inside the
 * caller's transaction: a pin placed with a new defect note (the plans module) stores both or neither.
 */
export async function insertSmartNote(
  tx: Database,
  auth: AuthContext,
  projectId: string,
  data: NoteData,
  id?: string,
): Promise<string> {
  await checkLinks(tx, auth.companyId, projectId, data);
  return insertNote(tx, {
    ...data,
    ...(id === undefined ? {} : { id }),
    companyId: auth.companyId,
    projectId,
    createdBy: auth.userId,
  });
}

export async function updateSmartNote(
  deps: SmartNotesDeps,
  auth: AuthContext,
  id: string,
  input: NoteUpdate,
): Promise<SmartNote> {
  const { version, ...data } = input;
  await deps.db.transaction(async (tx) => {
    const before = await requireNote(tx, auth, id);
    // A fitter may hand a note over (assign it to someone else) only while it is theirs to edit.
    requireEditable(auth, before);
    await checkLinks(tx, auth.companyId, before.projectId, data);
    const changed = await updateVersioned(
      tx,
      smartNotes,
      { id, version, scope: eq(smartNotes.companyId, auth.companyId) },
      data,
    );
    if (!changed)
      throw await staleOrMissing(
        () => presentIfFound({ ...deps, db: tx }, auth, id),
        { notFound: NOT_FOUND, stale: STALE },
        (note) => note,
      );
  });
  return getSmartNote(deps, auth, id);
}

export async function deleteSmartNote(
  deps: SmartNotesDeps,
  auth: AuthContext,
  id: string,
  version: number,
): Promise<void> {
  const { db } = deps;
  const note = await requireNote(db, auth, id);
  // Fitters delete only the notes they created.
  if (auth.role === 'fitter' && note.createdBy !== auth.userId) throw forbidden(NOT_YOURS);
  const deleted = await deleteVersioned(db, smartNotes, {
    id,
    version,
    scope: eq(smartNotes.companyId, auth.companyId),
  });
  if (!deleted)
    throw await staleOrMissing(
      () => presentIfFound(deps, auth, id),
      { notFound: NOT_FOUND, stale: STALE },
      (note) => note,
    );
}

/** Anyone who reads a note may comment on it; comments are never changed. */
export async function addSmartNoteComment(
  deps: SmartNotesDeps,
  auth: AuthContext,
  id: string,
  input: CommentCreate,
): Promise<Created<SmartNoteComment>> {
  const { db } = deps;
  await requireNote(db, auth, id);
  return createWithClientId({
    clientId: input.id,
    auth,
    holder: (commentId) => commentIdHolder(db, commentId),
    create: (commentId) =>
      insertComment(db, {
        ...(commentId === undefined ? {} : { id: commentId }),
        companyId: auth.companyId,
        noteId: id,
        authorId: auth.userId,
        text: input.text,
      }),
    read: async (commentId) => {
      const stored = (await listComments(db, id)).find((each) => each.id === commentId);
      // A comment id of another note of the person's is not this note's comment.
      if (stored === undefined) throw conflict(ID_OF_ANOTHER_NOTE);
      return {
        id: stored.id,
        author: { id: stored.authorId, displayName: stored.authorName },
        text: stored.text,
        createdAt: iso(stored.createdAt),
      };
    },
  });
}
