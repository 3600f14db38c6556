import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import {
  constructionNoteSchema,
  dayPhotos,
  emptyConstructionNoteContent,
  type ConstructionNote,
  type ConstructionNoteContent,
  type ConstructionNoteSign,
  type ConstructionNoteSurveyTransferCreate,
} from '@vendoc/contract/construction-notes';
import { formatDate } from '../../lib/format/format';
import { api } from '../../lib/http/api-path';
import { newIdempotencyKey } from '../../lib/http/idempotency-key';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { pendingContext } from '../../lib/offline/pending-records';
import {
  deleteThroughOutbox,
  writeThroughOutbox,
  type Written,
} from '../../lib/offline/write-through-outbox';
import { PROJECT_FILE_ENTITY } from '../project-file/local-file';
import { surveyKeys } from '../quantity-survey/survey-keys';
import { constructionNoteKeys } from './construction-note-keys';

/** The outbox's kind of record for days of the site diary. */
export const CONSTRUCTION_NOTE_ENTITY = 'construction-note';

const parse = (data: unknown) => constructionNoteSchema.parse(data);
const label = (key: string, date: string) => i18next.t(`shell:offline.${key}`, { title: formatDate(date) });

/** What a new day is made of: its project (as the page knows it), date and author. */
export interface NewDay {
  readonly project: { readonly id: string; readonly number: string; readonly name: string };
  readonly date: string;
  readonly author: { readonly id: string; readonly name: string };
}

/**
 * POST /api/v1/construction-notes under an id chosen here: a new day (409 when the project has one that day). Made
 * offline, it opens at once and is sent later.
 */
export function createConstructionNote({
  project,
  date,
  author,
}: NewDay): Promise<Written<ConstructionNote>> {
  const id = newIdempotencyKey();
  const local: ConstructionNote = {
    ...emptyConstructionNoteContent(),
    id,
    projectId: project.id,
    projectNumber: project.number,
    projectName: project.name,
    date,
    revision: 1,
    status: 'draft',
    isLatest: true,
    correctionReason: null,
    authorId: author.id,
    authorName: author.name,
    signedAt: null,
    signedByName: null,
    chain: null,
    version: 1,
    updatedAt: new Date().toISOString(),
    siteManagerSignature: null,
    clientRepresentativeSignature: null,
    hash: null,
    previousHash: null,
    revisions: [],
    surveyTransfers: [],
  };
  return writeThroughOutbox(
    {
      method: 'POST',
      url: api`/construction-notes`,
      body: { id, projectId: project.id, date },
      label: label('diaryDayNew', date),
      entity: CONSTRUCTION_NOTE_ENTITY,
      recordId: id,
      context: pendingContext(local),
      answerKey: constructionNoteKeys.detail(id),
      invalidates: [constructionNoteKeys.all],
    },
    parse,
    local,
  );
}

/**
 * PUT /api/v1/construction-notes/{id}: the draft's whole content with the version it started from. Offline the
 * change waits (after the uploads of the photos it names) and the day shows as it will be, one version on.
 */
export function updateConstructionNote(input: {
  note: ConstructionNote;
  content: ConstructionNoteContent;
}): Promise<Written<ConstructionNote>> {
  const { note, content } = input;
  const local: ConstructionNote = {
    ...note,
    ...content,
    version: note.version + 1,
    updatedAt: new Date().toISOString(),
  };
  return writeThroughOutbox(
    {
      method: 'PUT',
      url: api`/construction-notes/${note.id}`,
      body: { ...content, version: note.version },
      label: label('diaryDay', note.date),
      entity: CONSTRUCTION_NOTE_ENTITY,
      recordId: note.id,
      baseVersion: note.version,
      recordUrl: api`/construction-notes/${note.id}`,
      // The photos it names go first (taken offline, they wait in the outbox too).
      dependsOn: dayPhotos(content).map((photo) => ({ entity: PROJECT_FILE_ENTITY, recordId: photo.fileId })),
      context: pendingContext(local),
      answerKey: constructionNoteKeys.detail(note.id),
      invalidates: [constructionNoteKeys.all],
    },
    parse,
    local,
  );
}

/** DELETE /api/v1/construction-notes/{id}?version=: a draft; offline it is gone from the diary at once. */
export function deleteConstructionNote(note: ConstructionNote): Promise<Written<null>> {
  return deleteThroughOutbox({
    url: api`/construction-notes/${note.id}`,
    version: note.version,
    label: label('diaryDayDeleted', note.date),
    entity: CONSTRUCTION_NOTE_ENTITY,
    recordId: note.id,
    invalidates: [constructionNoteKeys.all],
  });
}

/** POST /api/v1/construction-notes/{id}/sign: locks the day and extends the project's chain. */
export async function signConstructionNote({ id, ...body }: ConstructionNoteSign & { id: string }) {
  return parse((await vendocHttp.post<unknown>(api`/construction-notes/${id}/sign`, body)).data);
}

/** POST /api/v1/construction-notes/{id}/revisions: a correction of a signed day as a new draft. */
export async function reviseConstructionNote({ id, reason }: { id: string; reason: string }) {
  return parse((await vendocHttp.post<unknown>(api`/construction-notes/${id}/revisions`, { reason })).data);
}

/** POST /api/v1/construction-notes/{id}/survey-transfers: the day's work done as a new sheet of the survey. */
export async function transferWorkDoneToSurvey({
  id,
  ...body
}: ConstructionNoteSurveyTransferCreate & { id: string }): Promise<ConstructionNote> {
  return parse((await vendocHttp.post<unknown>(api`/construction-notes/${id}/survey-transfers`, body)).data);
}

/**
 * Every change of the diary; afterwards the diary's lists, calendars and days load again. Days are made, changed
 * and deleted offline too (the outbox keeps them); signing, correcting and taking work into a survey need the server.
 */
export function useConstructionNoteChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: constructionNoteKeys.all });
  const onSuccess = (note: ConstructionNote) =>
    queryClient.setQueryData(constructionNoteKeys.detail(note.id), note);
  const onWritten = ({ value, queued }: Written<ConstructionNote>) => {
    if (!queued) onSuccess(value);
  };
  // The outbox decides what goes now and what waits: a change made offline is kept, never paused by the query client.
  const networkMode = 'always';
  return {
    create: useMutation({ mutationFn: createConstructionNote, onSuccess: onWritten, onSettled, networkMode }),
    update: useMutation({ mutationFn: updateConstructionNote, onSuccess: onWritten, onSettled, networkMode }),
    remove: useMutation({ mutationFn: deleteConstructionNote, onSettled, networkMode }),
    sign: useMutation({ mutationFn: signConstructionNote, onSuccess, onSettled }),
    revise: useMutation({ mutationFn: reviseConstructionNote, onSuccess, onSettled }),
    // A survey got a sheet: its editor, totals and the project's sheets load again.
    transfer: useMutation({
      mutationFn: transferWorkDoneToSurvey,
      onSuccess,
      onSettled: () =>
        Promise.all([onSettled(), queryClient.invalidateQueries({ queryKey: surveyKeys.all })]),
    }),
  };
}
