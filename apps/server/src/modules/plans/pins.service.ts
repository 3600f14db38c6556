import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_PIN_TYPE,
  type Pin,
  type PinLinkKind,
  type PinList,
  type PinType,
  type pinCreateSchema,
  type pinListQuerySchema,
  type pinMoveSchema,
  type pinUpdateSchema,
} from '@vendoc/contract/plans';
import { can } from '@vendoc/contract/permissions';
import { isPhotoType } from '@vendoc/contract/smart-notes';
import type { Database } from '../../db/client';
import { planPins } from '../../db/schema';
import { deleteVersioned, staleOrMissing, updateVersioned } from '../../db/versioned';
import { createWithClientId, type Created } from '../../lib/client-ids';
import { forbidden, notFound, validationProblem } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { insertSmartNote } from '../smart-notes/smart-notes.service';
import { toPin } from './pins.presenter';
import {
  findPin,
  insertPin,
  linkTargetInProject,
  pinIdHolder,
  pinRowsOfPlans,
  revisionRows,
  takePinNumber,
  type PinRow,
} from './plans.repository';
import { INVALID, requirePlan, type PlansDeps } from './plans.service';

// Pins on plans (decision 0030): placed by fitters too, changed by whoever placed them (office and admin: all).

type PinCreate = z.output<typeof pinCreateSchema>;
type PinUpdate = z.output<typeof pinUpdateSchema>;
type PinMove = z.output<typeof pinMoveSchema>;
type PinListQuery = z.output<typeof pinListQuerySchema>;

const PIN_NOT_FOUND = 'Den Pin gibt es nicht (mehr).';
const PIN_STALE = 'Der Pin wurde inzwischen geändert.';
const NOT_YOUR_PIN = 'Monteure ändern nur die Pins, die sie selbst gesetzt haben.';

export async function listPins(
  deps: PlansDeps,
  auth: AuthContext,
  planId: string,
  query: PinListQuery,
): Promise<PinList> {
  await requirePlan(deps.db, auth, planId);
  const pins = (await pinRowsOfPlans(deps.db, auth.companyId, [planId])).map((row) =>
    toPin(row, deps.contentUrls, auth.userId),
  );
  return {
    items: pins.filter(
      (pin) =>
        (query.type === undefined || pin.type === query.type) &&
        (query.status === undefined || pin.status === query.status) &&
        (query.revisionId === undefined || pin.revisionId === query.revisionId),
    ),
  };
}

async function requirePin(db: Database, auth: AuthContext, id: string): Promise<PinRow> {
  const row = await findPin(db, auth.companyId, id);
  if (row === null) throw notFound(PIN_NOT_FOUND);
  return row;
}

export async function getPin(deps: PlansDeps, auth: AuthContext, id: string): Promise<Pin> {
  return toPin(await requirePin(deps.db, auth, id), deps.contentUrls, auth.userId);
}

async function presentPinIfFound(deps: PlansDeps, auth: AuthContext, id: string) {
  const row = await findPin(deps.db, auth.companyId, id);
  return row === null ? null : toPin(row, deps.contentUrls, auth.userId);
}

/** Fitters change, move and delete the pins they placed; office and admin every pin. */
function requirePinEditable(auth: AuthContext, pin: { createdBy: string }) {
  if (auth.role === 'fitter' && pin.createdBy !== auth.userId) throw forbidden(NOT_YOUR_PIN);
}

/** The revision named (one of the plan's: else 400 on `path`), or the plan's current one. */
async function revisionOf(db: Database, planId: string, revisionId: string | undefined, path: string) {
  const revisions = await revisionRows(db, [planId]);
  if (revisionId === undefined) return revisions.at(-1)!.id;
  if (!revisions.some((revision) => revision.id === revisionId))
    throw validationProblem([{ path, message: 'Diese Planrevision gibt es nicht.' }], INVALID);
  return revisionId;
}

const NO_LINK: Record<'smartNoteId' | 'constructionNoteId' | 'fileId' | 'surveyLineId', string | null> = {
  smartNoteId: null,
  constructionNoteId: null,
  fileId: null,
  surveyLineId: null,
};
const LINK_COLUMN: Record<PinLinkKind, keyof typeof NO_LINK> = {
  smartNote: 'smartNoteId',
  constructionNote: 'constructionNoteId',
  file: 'fileId',
  surveyLine: 'surveyLineId',
};
const LINK_NOT_IN_PROJECT: Record<PinLinkKind, string> = {
  smartNote: 'Diese Notiz gibt es im Projekt nicht.',
  constructionNote: 'Diesen Bautagebuch-Eintrag gibt es im Projekt nicht.',
  file: 'Diese Datei gibt es im Projekt nicht.',
  surveyLine: 'Diese Aufmaßzeile gibt es im Projekt nicht.',
};

/** A smart note's type as a pin type: defects and tasks keep theirs, every other kind of note is a note. */
const noteTypeAsPin = (type: string | null): PinType =>
  type === 'defect' ? 'defect' : type === 'task' ? 'task' : 'note';

/**
 * The link columns of a pin and the type it gets by default: the item must be the project's (another project's,
 * another company's or unknown: 400 on `link.id`).
 */
async function resolveLink(
  db: Database,
  companyId: string,
  projectId: string,
  link: { kind: PinLinkKind; id: string } | null,
): Promise<{ columns: typeof NO_LINK; type: PinType }> {
  if (link === null) return { columns: NO_LINK, type: DEFAULT_PIN_TYPE.none };
  const target = await linkTargetInProject(db, companyId, projectId, link.kind, link.id);
  if (target === null)
    throw validationProblem([{ path: 'link.id', message: LINK_NOT_IN_PROJECT[link.kind] }], INVALID);
  const type =
    link.kind === 'smartNote'
      ? noteTypeAsPin(target.subtype)
      : link.kind === 'file' && target.subtype !== null && !isPhotoType(target.subtype)
        ? 'file'
        : DEFAULT_PIN_TYPE[link.kind];
  return { columns: { ...NO_LINK, [LINK_COLUMN[link.kind]]: link.id }, type };
}

/**
 * A new pin on a plan; with `newSmartNote`, the note is created in the plan's project in the same transaction (a
 * note the smart-notes rules refuse leaves no pin). Fitters may do both (they write smart notes).
 */
export async function createPin(
  deps: PlansDeps,
  auth: AuthContext,
  planId: string,
  input: PinCreate,
): Promise<Created<Pin>> {
  const { id: clientId, newSmartNote, link, revisionId, type, ...fields } = input;
  if (newSmartNote !== undefined && !can(auth.role, 'smartNotes:write'))
    throw forbidden('Neue Notizen dürfen nur Personen anlegen, die Notizen schreiben.');
  return createWithClientId({
    clientId,
    auth,
    holder: (id) => pinIdHolder(deps.db, id),
    read: async (id) => {
      const pin = await getPin(deps, auth, id);
      if (pin.planId !== planId) throw notFound(PIN_NOT_FOUND);
      return pin;
    },
    create: (id) =>
      deps.db.transaction(async (tx) => {
        const plan = await requirePlan(tx, auth, planId);
        const revision = await revisionOf(tx, planId, revisionId, 'revisionId');
        let resolved = await resolveLink(tx, auth.companyId, plan.projectId, link);
        if (newSmartNote !== undefined) {
          const { id: noteId, ...note } = newSmartNote;
          const smartNoteId = await insertSmartNote(tx, auth, plan.projectId, note, noteId);
          resolved = { columns: { ...NO_LINK, smartNoteId }, type: noteTypeAsPin(note.type) };
        }
        return insertPin(tx, {
          ...fields,
          ...resolved.columns,
          ...(id === undefined ? {} : { id }),
          companyId: auth.companyId,
          planId,
          revisionId: revision,
          number: await takePinNumber(tx, planId),
          type: type ?? resolved.type,
          createdBy: auth.userId,
        });
      }),
  });
}

async function updatePinVersioned(
  deps: PlansDeps,
  auth: AuthContext,
  tx: Database,
  id: string,
  version: number,
  changes: Partial<typeof planPins.$inferInsert>,
  planId?: string,
) {
  const scope = and(
    eq(planPins.companyId, auth.companyId),
    planId === undefined ? undefined : eq(planPins.planId, planId),
  );
  const changed = await updateVersioned(tx, planPins, { id, version, scope }, changes);
  if (!changed)
    throw await staleOrMissing(
      async () => {
        const pin = await presentPinIfFound({ ...deps, db: tx }, auth, id);
        return pin === null || (planId !== undefined && pin.planId !== planId) ? null : pin;
      },
      { notFound: PIN_NOT_FOUND, stale: PIN_STALE },
      (pin) => pin,
    );
}

/** Changes a pin; a new position (x or y) is on `revisionId`, the plan's current revision when absent. */
export async function updatePin(
  deps: PlansDeps,
  auth: AuthContext,
  id: string,
  input: PinUpdate,
): Promise<Pin> {
  const { version, link, revisionId, x, y, ...fields } = input;
  await deps.db.transaction(async (tx) => {
    const before = await requirePin(tx, auth, id);
    requirePinEditable(auth, before);
    const moved = x !== undefined || y !== undefined;
    const position = moved
      ? {
          ...(x === undefined ? {} : { x }),
          ...(y === undefined ? {} : { y }),
          revisionId: await revisionOf(tx, before.planId, revisionId, 'revisionId'),
        }
      : {};
    const linked =
      link === undefined ? {} : (await resolveLink(tx, auth.companyId, before.projectId, link)).columns;
    await updatePinVersioned(deps, auth, tx, id, version, { ...fields, ...position, ...linked });
  });
  return getPin(deps, auth, id);
}

export async function deletePin(deps: PlansDeps, auth: AuthContext, id: string, version: number) {
  const pin = await requirePin(deps.db, auth, id);
  requirePinEditable(auth, pin);
  const deleted = await deleteVersioned(deps.db, planPins, {
    id,
    version,
    scope: eq(planPins.companyId, auth.companyId),
  });
  if (!deleted)
    throw await staleOrMissing(
      () => presentPinIfFound(deps, auth, id),
      { notFound: PIN_NOT_FOUND, stale: PIN_STALE },
      (current) => current,
    );
}

/**
 * New positions of several pins of a plan on one revision, all or none: a pin of another plan is a 404, a stale
 * version a 409 with that pin as `current`, and either leaves every pin where it was.
 */
export async function movePins(
  deps: PlansDeps,
  auth: AuthContext,
  planId: string,
  input: PinMove,
): Promise<PinList> {
  await deps.db.transaction(async (tx) => {
    await requirePlan(tx, auth, planId);
    const revisionId = await revisionOf(tx, planId, input.revisionId, 'revisionId');
    for (const move of input.pins) {
      const pin = await findPin(tx, auth.companyId, move.id);
      if (pin === null || pin.planId !== planId) throw notFound(PIN_NOT_FOUND);
      requirePinEditable(auth, pin);
      await updatePinVersioned(
        deps,
        auth,
        tx,
        move.id,
        move.version,
        { x: move.x, y: move.y, revisionId },
        planId,
      );
    }
  });
  const moved = new Set(input.pins.map((pin) => pin.id));
  const all = await listPins(deps, auth, planId, {});
  return { items: all.items.filter((pin) => moved.has(pin.id)) };
}
