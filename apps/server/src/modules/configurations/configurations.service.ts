import type { z } from 'zod';
import type {
  Configuration,
  configurationAddSchema,
  configurationCreateSchema,
  configurationListQuerySchema,
  configurationUpdateSchema,
} from '@vendoc/contract/configurations';
import type { RichBlockView } from '@vendoc/contract/boqs';
import { can } from '@vendoc/contract/permissions';
import type { PositionConfiguration } from '@vendoc/contract/service-catalogs';
import type { Database } from '../../db/client';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  validationProblem,
  type FieldError,
} from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { createNode, lastChildId, requireBoq, updateNode } from '../boqs/boqs.service';
import { configurePosition } from '../catalog-positions/catalog-positions.service';
import { requireProject } from '../projects/projects.service';
import {
  deleteConfiguration,
  findConfiguration,
  insertConfiguration,
  listConfigurations,
  markAdded,
  ownerProjectId,
  updateConfiguration,
  type ConfigurationRow,
} from './configurations.repository';

type CreateInput = z.output<typeof configurationCreateSchema>;
type UpdateInput = z.output<typeof configurationUpdateSchema>;
type AddInput = z.output<typeof configurationAddSchema>;
type ListQuery = z.output<typeof configurationListQuerySchema>;

const NOT_FOUND = 'Die Konfiguration gibt es nicht (mehr).';
const ADDED =
  'Die Konfiguration ist schon ins LV übernommen; das LV behält ihren Preis. Duplizieren Sie sie, um weiter zu planen.';
const NOT_POSSIBLE = 'Diese Konfiguration ist nicht möglich.';
const POSITION_GONE: FieldError = {
  path: 'positionId',
  message: 'Die Katalogposition gibt es nicht (mehr).',
};

/**
 * Who changes a configuration: office and site managers (projects:write) those of constructions; whoever works on
 * smart notes (fitters too) those of notes.
 */
function requireWriter(auth: AuthContext, row: Pick<ConfigurationRow, 'smartNoteId'>): void {
  const permission = row.smartNoteId === null ? 'projects:write' : 'smartNotes:write';
  if (!can(auth.role, permission)) throw forbidden();
}

/** The configuration at the catalog's current state while open, as added once added. */
async function toConfiguration(db: Database, row: ConfigurationRow): Promise<Configuration> {
  let configured: PositionConfiguration | null = row.added;
  let problems: FieldError[] = [];
  if (row.added === null) {
    const outcome =
      row.positionId === null
        ? null
        : await configurePosition(db, row.companyId, row.catalogId, row.positionId, {
            optionIds: row.optionIds,
            values: row.values,
          });
    if (outcome === null) problems = [POSITION_GONE];
    else if (outcome.ok) configured = outcome.configuration;
    else problems = outcome.errors;
  }
  return {
    id: row.id,
    projectId: row.projectId,
    constructionId: row.constructionId,
    smartNoteId: row.smartNoteId,
    catalogId: row.catalogId,
    positionId: row.positionId,
    name: row.name,
    optionIds: row.optionIds,
    values: row.values,
    configured,
    problems,
    added:
      row.addedAt === null
        ? null
        : { boqId: row.addedBoqId, nodeId: row.addedNodeId, addedAt: row.addedAt.toISOString() },
    createdBy: row.createdBy,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function requireConfiguration(db: Database, auth: AuthContext, id: string, lock = false) {
  const row = await findConfiguration(db, auth.companyId, id, lock);
  if (row === null) throw notFound(NOT_FOUND);
  return row;
}

/** Checks the choice against the catalog position: 400 with the reasons at their fields. */
async function checkedChoice(
  db: Database,
  companyId: string,
  catalogId: string,
  positionId: string,
  choice: { optionIds: string[]; values: Record<string, string> },
): Promise<void> {
  const outcome = await configurePosition(db, companyId, catalogId, positionId, choice);
  if (outcome === null) throw validationProblem([POSITION_GONE], NOT_POSSIBLE);
  if (!outcome.ok) throw validationProblem(outcome.errors, NOT_POSSIBLE);
}

/** The project's configurations (of one construction or smart note when asked); 404 for another company's project. */
export async function listProjectConfigurations(
  db: Database,
  auth: AuthContext,
  projectId: string,
  query: ListQuery,
): Promise<{ items: Configuration[] }> {
  await requireProject(db, auth, projectId);
  const rows = await listConfigurations(db, auth.companyId, projectId, query);
  return { items: await Promise.all(rows.map((row) => toConfiguration(db, row))) };
}

export async function getConfiguration(db: Database, auth: AuthContext, id: string): Promise<Configuration> {
  return toConfiguration(db, await requireConfiguration(db, auth, id));
}

/**
 * 201: a configuration of a construction or smart note of the project. The owner must be of this project (400 at
 * its field), the catalog position the company's (400 at positionId), the choice fit it (400 at each field).
 */
export async function createConfiguration(
  db: Database,
  auth: AuthContext,
  projectId: string,
  input: CreateInput,
): Promise<Configuration> {
  await requireProject(db, auth, projectId);
  requireWriter(auth, input);
  const ownerProject = await ownerProjectId(db, auth.companyId, input);
  if (ownerProject !== projectId) {
    const path = input.constructionId === null ? 'smartNoteId' : 'constructionId';
    const what = input.constructionId === null ? 'Die Notiz' : 'Das Bauteil';
    throw validationProblem([{ path, message: `${what} gibt es in diesem Projekt nicht` }], NOT_POSSIBLE);
  }
  await checkedChoice(db, auth.companyId, input.catalogId, input.positionId, input);
  const id = await insertConfiguration(db, {
    companyId: auth.companyId,
    projectId,
    constructionId: input.constructionId,
    smartNoteId: input.smartNoteId,
    catalogId: input.catalogId,
    positionId: input.positionId,
    name: input.name,
    optionIds: input.optionIds,
    values: input.values,
    createdBy: auth.userId,
  });
  return getConfiguration(db, auth, id);
}

/** Changes options, values or name of an open configuration; 409 once added or when `version` is stale. */
export async function updateConfigurationRecord(
  db: Database,
  auth: AuthContext,
  id: string,
  input: UpdateInput,
): Promise<Configuration> {
  await db.transaction(async (tx) => {
    const row = await requireConfiguration(tx, auth, id, true);
    requireWriter(auth, row);
    if (row.version !== input.version)
      throw conflict('Die Konfiguration wurde inzwischen geändert.', await toConfiguration(tx, row));
    if (row.added !== null) throw conflict(ADDED);
    const next = { optionIds: input.optionIds ?? row.optionIds, values: input.values ?? row.values };
    if (row.positionId === null) throw validationProblem([POSITION_GONE], NOT_POSSIBLE);
    await checkedChoice(tx, auth.companyId, row.catalogId, row.positionId, next);
    await updateConfiguration(tx, id, input.version, { ...next, name: input.name ?? row.name });
  });
  return getConfiguration(db, auth, id);
}

/** 201: a copy with the same position, options and values, open again (not added), named "… (Kopie)". */
export async function duplicateConfiguration(
  db: Database,
  auth: AuthContext,
  id: string,
): Promise<Configuration> {
  const row = await requireConfiguration(db, auth, id);
  requireWriter(auth, row);
  if (row.positionId === null) throw validationProblem([POSITION_GONE], NOT_POSSIBLE);
  const copyId = await insertConfiguration(db, {
    companyId: row.companyId,
    projectId: row.projectId,
    constructionId: row.constructionId,
    smartNoteId: row.smartNoteId,
    catalogId: row.catalogId,
    positionId: row.positionId,
    name: row.name === '' ? '' : `${row.name} (Kopie)`.slice(0, 200),
    optionIds: row.optionIds,
    values: row.values,
    createdBy: auth.userId,
  });
  return getConfiguration(db, auth, copyId);
}

export async function deleteConfigurationRecord(db: Database, auth: AuthContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireConfiguration(tx, auth, id, true);
    requireWriter(auth, row);
    await deleteConfiguration(tx, id);
  });
}

/** One paragraph per line of the generated long text. */
function blocksOf(text: string): RichBlockView[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => ({ type: 'paragraph', inlines: [{ type: 'text', text: line }] }) as RichBlockView);
}

/**
 * Adds the configuration as one item at the end of a title of a BoQ of the same project, at the catalog's current
 * price, in one transaction: the item (short and long text, quantity, unit, unit price), the BoQ's totals, and the
 * configuration marked added with what it was added as. From then on the item keeps its price. Office only
 * (boqs:write); 409 when already added or `version` is stale; 400 when the BoQ is another project's or the choice no
 * longer fits the catalog.
 */
export async function addConfigurationToBoq(
  db: Database,
  auth: AuthContext,
  id: string,
  input: AddInput,
  now: Date,
): Promise<Configuration> {
  if (!can(auth.role, 'boqs:write')) throw forbidden();
  await db.transaction(async (tx) => {
    const row = await requireConfiguration(tx, auth, id, true);
    if (row.version !== input.version)
      throw conflict('Die Konfiguration wurde inzwischen geändert.', await toConfiguration(tx, row));
    if (row.added !== null) throw conflict(ADDED);
    const boq = await requireBoq(tx, auth, input.boqId);
    if (boq.projectId !== row.projectId)
      throw validationProblem(
        [{ path: 'boqId', message: 'Das LV gehört nicht zu diesem Projekt' }],
        NOT_POSSIBLE,
      );
    if (row.positionId === null) throw validationProblem([POSITION_GONE], NOT_POSSIBLE);
    const outcome = await configurePosition(tx, auth.companyId, row.catalogId, row.positionId, row);
    if (outcome === null) throw validationProblem([POSITION_GONE], NOT_POSSIBLE);
    if (!outcome.ok) throw validationProblem(outcome.errors, NOT_POSSIBLE);
    const configured = outcome.configuration;
    if (configured.unit.length > 4)
      throw badRequest(`Die Einheit „${configured.unit}“ ist für ein LV zu lang (höchstens 4 Zeichen).`);
    const created = await createNode(tx, auth, input.boqId, {
      kind: 'item',
      parentId: input.parentId,
      afterId: await lastChildId(tx, input.boqId, input.parentId),
      shortText: configured.shortText,
      qty: configured.quantity,
      unit: configured.unit,
      unitPrice: configured.unitPrice,
    });
    const node = created.node!;
    const longText = blocksOf(configured.longText);
    if (longText.length > 0)
      await updateNode(tx, auth, input.boqId, node.id, { longText, version: node.version });
    await markAdded(tx, id, { configuration: configured, boqId: input.boqId, nodeId: node.id, at: now });
  });
  return getConfiguration(db, auth, id);
}
