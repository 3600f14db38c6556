import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { dayPhotos } from '@vendoc/contract/construction-notes';
import type {
  ObstructionNotice,
  ObstructionSending,
  obstructionEndSchema,
  obstructionNoticeCreateSchema,
  obstructionSendingCreateSchema,
} from '@vendoc/contract/obstruction-notices';
import type { Database } from '../../db/client';
import { obstructionNotices } from '../../db/schema';
import { staleOrMissing, updateVersioned } from '../../db/versioned';
import { conflict, notFound, validationProblem } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { projectPositionsByIds } from '../boqs/boqs.service';
import { findProject, lockProject } from './construction-notes.repository';
import { requireNote } from './construction-notes.service';
import { findNotice, insertNotice, projectNotices, type NoticeView } from './obstruction-notices.repository';
import { germanDate } from '../../lib/german-date';

type CreateInput = z.output<typeof obstructionNoticeCreateSchema>;
type SendingInput = z.output<typeof obstructionSendingCreateSchema>;
type EndInput = z.output<typeof obstructionEndSchema>;

const NOT_FOUND = 'Die Behinderungsanzeige gibt es nicht (mehr).';
const STALE = 'Die Behinderungsanzeige wurde inzwischen geändert.';
const PROJECT_NOT_FOUND = 'Das Projekt gibt es nicht (mehr).';
export const NOT_ENDED = 'Erst das Ende der Behinderung eintragen.';

function sending(
  sentOn: string | null,
  channel: string | null,
  recipient: string | null,
  recordedAt: Date | null,
  recordedBy: string | null,
  recordedByName: string | null,
): ObstructionSending | null {
  if (sentOn === null || channel === null || recipient === null || recordedAt === null) return null;
  return {
    sentOn,
    channel: channel as ObstructionSending['channel'],
    recipient,
    recordedAt: recordedAt.toISOString(),
    recordedBy: { id: recordedBy, name: recordedByName ?? '' },
  };
}

export function toNotice(view: NoticeView): ObstructionNotice {
  return {
    id: view.id,
    projectId: view.projectId,
    constructionNoteId: view.constructionNoteId,
    diaryDate: view.diaryDate,
    number: view.number,
    cause: view.cause,
    since: view.since,
    expectedEffect: view.expectedEffect,
    affectedPositions: view.affectedPositions,
    photos: view.photos,
    endedOn: view.endedOn,
    noticeSent: sending(
      view.noticeSentOn,
      view.noticeChannel,
      view.noticeRecipient,
      view.noticeRecordedAt,
      view.noticeRecordedBy,
      view.noticeRecordedByName,
    ),
    endSent: sending(
      view.endSentOn,
      view.endChannel,
      view.endRecipient,
      view.endRecordedAt,
      view.endRecordedBy,
      view.endRecordedByName,
    ),
    createdBy: { id: view.createdBy, name: view.createdByName ?? '' },
    createdAt: view.createdAt.toISOString(),
    version: view.version,
  };
}

export async function requireNotice(db: Database, auth: AuthContext, id: string): Promise<NoticeView> {
  const view = await findNotice(db, auth.companyId, id);
  if (view === null) throw notFound(NOT_FOUND);
  return view;
}

export async function getObstructionNotice(db: Database, auth: AuthContext, id: string) {
  return toNotice(await requireNotice(db, auth, id));
}

/** A project's notices by number, or those made from one diary day (`date`). */
export async function listObstructionNotices(
  db: Database,
  auth: AuthContext,
  projectId: string,
  date: string | undefined,
) {
  if ((await findProject(db, auth.companyId, projectId)) === null) throw notFound(PROJECT_NOT_FOUND);
  return { items: (await projectNotices(db, auth.companyId, projectId, date)).map(toNotice) };
}

/**
 * A notice of the day's obstruction at `obstructionIndex`: what the diary says of it (cause, since, expected effect),
 * the positions it affects by OZ and short text as the BoQ has them now (a position deleted since is left out), and
 * the chosen photos of the day with their captions; numbered on in the project. The same obstruction (same cause,
 * same start) gets one notice: a second is a 409 naming the first.
 */
export async function createObstructionNotice(
  db: Database,
  auth: AuthContext,
  noteId: string,
  input: CreateInput,
) {
  const note = await requireNote(db, auth, noteId);
  const obstruction = note.content.obstructions[input.obstructionIndex];
  if (obstruction === undefined)
    throw validationProblem([
      { path: 'obstructionIndex', message: 'An diesem Tag ist diese Behinderung nicht eingetragen.' },
    ]);
  const captions = new Map(dayPhotos(note.content).map((photo) => [photo.fileId, photo.caption]));
  const strangers = input.photoFileIds.flatMap((fileId, index) =>
    captions.has(fileId) ? [] : [{ path: `photoFileIds.${index}`, message: 'Nur Fotos dieses Tages.' }],
  );
  if (strangers.length > 0) throw validationProblem(strangers);
  const affected = obstruction.affectedPositionIds;
  const positions = new Map(
    (affected.length === 0
      ? []
      : await projectPositionsByIds(db, auth.companyId, note.projectId, affected)
    ).map((position) => [position.id, position]),
  );
  const id = await db.transaction(async (tx) => {
    // Numbers are given one at a time per project.
    if ((await lockProject(tx, auth.companyId, note.projectId)) === null) throw notFound(PROJECT_NOT_FOUND);
    const same = (await projectNotices(tx, auth.companyId, note.projectId)).find(
      (notice) => notice.since === obstruction.since && notice.cause === obstruction.cause,
    );
    if (same !== undefined)
      throw conflict(
        `Für diese Behinderung gibt es schon die Behinderungsanzeige Nr. ${same.number}.`,
        toNotice(same),
      );
    const row = await insertNotice(tx, {
      companyId: auth.companyId,
      projectId: note.projectId,
      constructionNoteId: note.id,
      diaryDate: note.date,
      cause: obstruction.cause,
      since: obstruction.since,
      expectedEffect: obstruction.expectedEffect,
      affectedPositions: obstruction.affectedPositionIds.flatMap((positionId) => {
        const position = positions.get(positionId);
        return position === undefined
          ? []
          : [{ id: position.id, oz: position.oz, shortText: position.shortText }];
      }),
      photos: [...new Set(input.photoFileIds)].map((fileId) => ({
        fileId,
        caption: captions.get(fileId) ?? '',
      })),
      endedOn:
        obstruction.endedOn !== null && obstruction.endedOn >= obstruction.since ? obstruction.endedOn : null,
      createdBy: auth.userId,
    });
    return row.id;
  });
  return getObstructionNotice(db, auth, id);
}

async function changeNotice(
  db: Database,
  auth: AuthContext,
  id: string,
  version: number,
  changes: Partial<typeof obstructionNotices.$inferInsert>,
) {
  const scope = eq(obstructionNotices.companyId, auth.companyId);
  const changed = await updateVersioned(db, obstructionNotices, { id, version, scope }, changes);
  if (!changed)
    throw await staleOrMissing(
      () => findNotice(db, auth.companyId, id),
      { notFound: NOT_FOUND, stale: STALE },
      toNotice,
    );
  return getObstructionNotice(db, auth, id);
}

/** The obstruction ended on `endedOn` (not before it began; not once its end was sent). */
export async function endObstruction(db: Database, auth: AuthContext, id: string, input: EndInput) {
  const notice = await requireNotice(db, auth, id);
  if (input.endedOn < notice.since)
    throw validationProblem([
      {
        path: 'endedOn',
        message: `Das Ende liegt vor dem Beginn der Behinderung (${germanDate(notice.since)}).`,
      },
    ]);
  if (notice.endSentOn !== null)
    throw conflict('Das Ende der Behinderung ist schon angezeigt.', toNotice(notice));
  return changeNotice(db, auth, id, input.version, { endedOn: input.endedOn });
}

/**
 * Records that a letter went out: the notice (not before the obstruction began), or the notice that it ended (once
 * the end is entered and the notice itself was sent, not before the end).
 */
export async function recordSending(db: Database, auth: AuthContext, id: string, input: SendingInput) {
  const notice = await requireNotice(db, auth, id);
  if (input.letter === 'end') {
    if (notice.endedOn === null) throw conflict(NOT_ENDED, toNotice(notice));
    if (notice.noticeSentOn === null)
      throw conflict('Erst den Versand der Behinderungsanzeige erfassen.', toNotice(notice));
    if (input.sentOn < notice.endedOn)
      throw validationProblem([
        {
          path: 'sentOn',
          message: `Vor dem Ende der Behinderung (${germanDate(notice.endedOn)}) geht das nicht.`,
        },
      ]);
    return changeNotice(db, auth, id, input.version, {
      endSentOn: input.sentOn,
      endChannel: input.channel,
      endRecipient: input.recipient,
      endRecordedAt: new Date(),
      endRecordedBy: auth.userId,
    });
  }
  if (input.sentOn < notice.since)
    throw validationProblem([
      {
        path: 'sentOn',
        message: `Vor dem Beginn der Behinderung (${germanDate(notice.since)}) geht das nicht.`,
      },
    ]);
  return changeNotice(db, auth, id, input.version, {
    noticeSentOn: input.sentOn,
    noticeChannel: input.channel,
    noticeRecipient: input.recipient,
    noticeRecordedAt: new Date(),
    noticeRecordedBy: auth.userId,
  });
}
