import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ChainState,
  ConstructionNote,
  constructionNoteCreateSchema,
  constructionNoteListQuerySchema,
  constructionNoteSignSchema,
  constructionNoteUpdateSchema,
  ProjectConstructionNotes,
} from '@vendoc/contract/construction-notes';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { constructionNotes } from '../../db/schema';
import { deleteVersioned, staleOrMissing, updateVersioned } from '../../db/versioned';
import { conflict, forbidden, notFound, type HttpProblem } from '../../lib/http-problem';
import { checkLinks } from './construction-note-links';
import { createWithClientId } from '../../lib/client-ids';
import { decodeCursor, withCursorGuard } from '../../lib/list-cursor';
import type { AuthContext } from '../../plugins/auth';
import { chainHash, verifyChain } from './construction-notes-chain';
import { signedContent, toChainLink, toNote, toSummary } from './construction-notes.presenter';
import {
  dayTransfers,
  findNote,
  findProject,
  insertNote,
  listNotes,
  noteIdHolder,
  LIST_SORT_ID,
  lockProject,
  projectNotes,
  projectsMissingDay,
  revisionsOfDay,
  signedChain,
  type NoteRow,
  type NoteView,
} from './construction-notes.repository';

// For other modules (the project export): the diary's PDFs and the newest revision of each day.
export { printConstructionNote, printConstructionNotePeriod } from './construction-notes-print';
export { projectNotes } from './construction-notes.repository';

type CreateInput = z.output<typeof constructionNoteCreateSchema>;
type UpdateInput = z.output<typeof constructionNoteUpdateSchema>;
type SignInput = z.output<typeof constructionNoteSignSchema>;
type ListQuery = z.output<typeof constructionNoteListQuerySchema>;

const NOT_FOUND = 'Den Bautagebuch-Eintrag gibt es nicht (mehr).';
const PROJECT_NOT_FOUND = 'Das Projekt gibt es nicht (mehr).';
const STALE = 'Der Eintrag wurde inzwischen geändert.';
const LOCKED = 'Der Tag ist unterschrieben und gesperrt; eine Änderung geht nur als Korrektur.';
const DAY_TAKEN = 'Für diesen Tag gibt es im Projekt schon einen Eintrag.';
const NOT_OWN = 'Monteure ändern nur ihre eigenen Entwürfe.';

async function chainStates(db: Database, projectId: string): Promise<Map<string, ChainState>> {
  return verifyChain((await signedChain(db, projectId)).map(toChainLink));
}

export async function requireNote(db: Database, auth: AuthContext, id: string): Promise<NoteView> {
  const view = await findNote(db, auth.companyId, id);
  if (view === null) throw notFound(NOT_FOUND);
  return view;
}

/** A draft the caller may change: signed days are locked, fitters change only their own. */
function assertEditable(auth: AuthContext, row: NoteRow): void {
  if (row.status === 'signed') throw conflict(LOCKED);
  if (auth.role === 'fitter' && row.authorId !== auth.userId) throw forbidden(NOT_OWN);
}

async function present(db: Database, view: NoteView): Promise<ConstructionNote> {
  const [revisions, chain, transfers] = await Promise.all([
    revisionsOfDay(db, view.projectId, view.date),
    chainStates(db, view.projectId),
    dayTransfers(db, view.projectId, view.date),
  ]);
  return toNote(view, revisions, chain, transfers);
}

/** A 409 of `staleOrMissing` carries the row: present it as the client reads it. */
const withCurrentNote = (db: Database) => async (problem: HttpProblem) => {
  const current = problem.extensions['current'] as NoteView | undefined;
  return current === undefined ? problem : conflict(STALE, await present(db, current));
};

export async function getConstructionNote(db: Database, auth: AuthContext, id: string) {
  return present(db, await requireNote(db, auth, id));
}

export async function listProjectConstructionNotes(
  db: Database,
  auth: AuthContext,
  projectId: string,
  period: { from?: string | undefined; to?: string | undefined },
): Promise<ProjectConstructionNotes> {
  if ((await findProject(db, auth.companyId, projectId)) === null) throw notFound(PROJECT_NOT_FOUND);
  const [rows, links] = await Promise.all([
    projectNotes(db, auth.companyId, projectId, period),
    signedChain(db, projectId),
  ]);
  const chain = verifyChain(links.map(toChainLink));
  const broken = links.find((link) => chain.get(link.id) === 'broken');
  return {
    items: rows.map((row) => toSummary(row, chain)),
    chain: {
      state: broken === undefined ? 'verified' : 'broken',
      signedCount: links.length,
      brokenDate: broken?.date ?? null,
    },
  };
}

export async function listConstructionNotes(db: Database, auth: AuthContext, query: ListQuery) {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, LIST_SORT_ID, 2);
  const page = await withCursorGuard(query.cursor, () =>
    listNotes(db, auth.companyId, query, { limit: query.limit, after }),
  );
  const projectIds = [
    ...new Set(page.rows.filter((row) => row.status === 'signed').map((row) => row.projectId)),
  ];
  const chain = new Map<string, ChainState>();
  for (const projectId of projectIds)
    for (const [id, state] of await chainStates(db, projectId)) chain.set(id, state);
  return { items: page.rows.map((row) => toSummary(row, chain)), nextCursor: page.nextCursor };
}

export async function missingConstructionNotes(db: Database, auth: AuthContext, date: string) {
  return { items: await projectsMissingDay(db, auth.companyId, auth.userId, date) };
}

/** A new day; under the id the client chose, a repeat of the same create answers the day as it is. */
export async function createConstructionNote(db: Database, auth: AuthContext, input: CreateInput) {
  const { id: clientId, projectId, date, ...content } = input;
  return createWithClientId({
    clientId,
    auth,
    holder: (id) => noteIdHolder(db, id),
    read: (id) => getConstructionNote(db, auth, id),
    create: async (id) => {
      if ((await findProject(db, auth.companyId, projectId)) === null) throw notFound(PROJECT_NOT_FOUND);
      await checkLinks(db, auth.companyId, projectId, content);
      try {
        const row = await insertNote(db, {
          ...(id === undefined ? {} : { id }),
          companyId: auth.companyId,
          projectId,
          date,
          revision: 1,
          correctionReason: null,
          authorId: auth.userId,
          content,
        });
        return row.id;
      } catch (error) {
        // The id taken by a repeat is for createWithClientId to tell; the day taken is said here.
        if (!isUniqueViolation(error) || (id !== undefined && (await noteIdHolder(db, id)) !== null))
          throw error;
        const existing = (await revisionsOfDay(db, projectId, date))[0];
        throw conflict(DAY_TAKEN, existing === undefined ? undefined : { id: existing.id, date });
      }
    },
  });
}

export async function updateConstructionNote(
  db: Database,
  auth: AuthContext,
  id: string,
  input: UpdateInput,
) {
  const { version, ...content } = input;
  const before = await requireNote(db, auth, id);
  assertEditable(auth, before);
  await checkLinks(db, auth.companyId, before.projectId, content);
  const changed = await updateVersioned(
    db,
    constructionNotes,
    {
      id,
      version,
      scope: and(eq(constructionNotes.companyId, auth.companyId), eq(constructionNotes.status, 'draft')),
    },
    { content },
  );
  if (!changed)
    throw await staleOrMissing(
      () => findNote(db, auth.companyId, id),
      { notFound: NOT_FOUND, stale: STALE },
      (view) => view,
    ).then(withCurrentNote(db));
  return getConstructionNote(db, auth, id);
}

export async function deleteConstructionNote(db: Database, auth: AuthContext, id: string, version: number) {
  const before = await requireNote(db, auth, id);
  assertEditable(auth, before);
  const deleted = await deleteVersioned(db, constructionNotes, {
    id,
    version,
    scope: and(eq(constructionNotes.companyId, auth.companyId), eq(constructionNotes.status, 'draft')),
  });
  if (!deleted)
    throw await staleOrMissing(
      () => findNote(db, auth.companyId, id),
      { notFound: NOT_FOUND, stale: STALE },
      (view) => view,
    ).then(withCurrentNote(db));
}

/**
 * Signs a draft and appends it to the project's chain. The project row is locked for the transaction, so two
 * signatures of one project take their chain positions one after the other.
 */
export async function signConstructionNote(
  db: Database,
  auth: AuthContext,
  id: string,
  input: SignInput,
  now: Date,
) {
  const before = await requireNote(db, auth, id);
  await db.transaction(async (tx) => {
    await lockProject(tx, auth.companyId, before.projectId);
    const row = await findNote(tx, auth.companyId, id);
    if (row === null) throw notFound(NOT_FOUND);
    if (row.status === 'signed') throw conflict(LOCKED);
    if (row.version !== input.version) throw conflict(STALE, await present(tx, row));
    const last = (await signedChain(tx, row.projectId)).at(-1);
    const signed: NoteRow = {
      ...row,
      status: 'signed',
      siteManagerName: input.siteManagerName,
      siteManagerSignature: input.siteManagerSignature,
      clientRepresentativeName: input.clientRepresentativeName || null,
      clientRepresentativeSignature: input.clientRepresentativeSignature,
      signedAt: now,
      signedById: auth.userId,
      chainPosition: (last?.chainPosition ?? 0) + 1,
      previousHash: last?.hash ?? null,
    };
    const hash = chainHash(signedContent(signed), signed.previousHash);
    const changed = await updateVersioned(
      tx,
      constructionNotes,
      { id, version: input.version, scope: eq(constructionNotes.status, 'draft') },
      {
        status: 'signed',
        siteManagerName: signed.siteManagerName,
        siteManagerSignature: signed.siteManagerSignature,
        clientRepresentativeName: signed.clientRepresentativeName,
        clientRepresentativeSignature: signed.clientRepresentativeSignature,
        signedAt: now,
        signedById: auth.userId,
        chainPosition: signed.chainPosition,
        previousHash: signed.previousHash,
        hash,
      },
    );
    if (!changed) throw conflict(STALE);
  });
  return getConstructionNote(db, auth, id);
}

/** A correction of a signed day: a new draft revision with the reason; the signed one stays as it is. */
export async function reviseConstructionNote(db: Database, auth: AuthContext, id: string, reason: string) {
  const signed = await requireNote(db, auth, id);
  if (signed.status !== 'signed') throw conflict('Nur ein unterschriebener Tag wird korrigiert.');
  const newest = (await revisionsOfDay(db, signed.projectId, signed.date))[0];
  if (newest !== undefined && newest.id !== signed.id)
    throw conflict('Zu diesem Tag gibt es schon eine neuere Fassung.', { id: newest.id });
  let revisionId: string;
  try {
    const row = await insertNote(db, {
      companyId: auth.companyId,
      projectId: signed.projectId,
      date: signed.date,
      revision: signed.revision + 1,
      correctionReason: reason,
      authorId: auth.userId,
      content: signed.content,
    });
    revisionId = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Zu diesem Tag gibt es schon eine neuere Fassung.');
    throw error;
  }
  return getConstructionNote(db, auth, revisionId);
}
