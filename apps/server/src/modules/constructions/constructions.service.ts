import type { z } from 'zod';
import type {
  Construction,
  constructionCreateSchema,
  constructionUpdateSchema,
} from '@vendoc/contract/quantity-surveys';
import type { Database } from '../../db/client';
import { staleOrMissing } from '../../db/versioned';
import { conflict, notFound } from '../../lib/http-problem';
import { PROJECT_NOT_FOUND, requireProject } from '../projects/projects.service';
import {
  countSurveysOfConstruction,
  deleteConstruction,
  findConstruction,
  insertConstruction,
  listConstructions,
  lockConstruction,
  updateConstruction,
  type ConstructionData,
  type ConstructionRow,
} from './constructions.repository';

type ConstructionInput = z.output<typeof constructionCreateSchema>;
type ConstructionUpdateInput = z.output<typeof constructionUpdateSchema>;

const NOT_FOUND = 'Das Bauteil gibt es nicht (mehr).';
const STALE = 'Das Bauteil wurde inzwischen geändert.';
const MESSAGES = { notFound: NOT_FOUND, stale: STALE };

/** The API shape of a construction row (never the raw row). */
export function toConstructionResponse(row: ConstructionRow): Construction {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    kind: row.kind,
    location: { building: row.locationBuilding, floor: row.locationFloor, room: row.locationRoom },
    description: row.description,
    quantitySurveyCount: row.quantitySurveyCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether a database error (or its cause) is a foreign key violation (SQLSTATE 23503, or 23001 restrict). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && (current.code === '23503' || current.code === '23001')) return true;
  }
  return false;
}

/** All constructions of the company's project, ordered by name; 404 for another company's project. */
export async function listProjectConstructions(
  db: Database,
  companyId: string,
  projectId: string,
): Promise<{ items: Construction[] }> {
  await requireProject(db, { companyId }, projectId);
  const rows = await listConstructions(db, companyId, projectId);
  return { items: rows.map(toConstructionResponse) };
}

export async function getConstruction(db: Database, companyId: string, id: string): Promise<Construction> {
  const row = await findConstruction(db, companyId, id);
  if (row == null) throw notFound(NOT_FOUND);
  return toConstructionResponse(row);
}

export async function createConstruction(
  db: Database,
  companyId: string,
  projectId: string,
  input: ConstructionInput,
): Promise<Construction> {
  await requireProject(db, { companyId }, projectId);
  const data: ConstructionData = {
    name: input.name,
    kind: input.kind,
    location: input.location,
    description: input.description,
  };
  let id: string;
  try {
    id = await insertConstruction(db, companyId, projectId, data);
  } catch (error) {
    // The project was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw notFound(PROJECT_NOT_FOUND);
    throw error;
  }
  return getConstruction(db, companyId, id);
}

/** Applies the sent fields if `version` is current; 409 with the current construction otherwise. */
export async function updateConstructionRecord(
  db: Database,
  companyId: string,
  id: string,
  input: ConstructionUpdateInput,
): Promise<Construction> {
  const changes: Partial<ConstructionData> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.kind !== undefined) changes.kind = input.kind;
  if (input.location !== undefined) changes.location = input.location;
  if (input.description !== undefined) changes.description = input.description;
  if (!(await updateConstruction(db, companyId, id, input.version, changes))) {
    throw await staleOrMissing(() => findConstruction(db, companyId, id), MESSAGES, toConstructionResponse);
  }
  return getConstruction(db, companyId, id);
}

const hasSurveys = (surveys: number) =>
  conflict(
    surveys === 1
      ? 'Das Bauteil hat ein Aufmaß; ordnen Sie es einem anderen Bauteil zu oder löschen Sie es zuerst.'
      : `Das Bauteil hat ${surveys} Aufmaße; ordnen Sie sie einem anderen Bauteil zu oder löschen Sie sie zuerst.`,
  );

/**
 * Deletes the construction if `version` is current (409 with the current construction otherwise) and no survey
 * hangs under it (409 saying how many do). The row stays locked from the checks to the delete.
 */
export async function deleteConstructionRecord(
  db: Database,
  companyId: string,
  id: string,
  version: number,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const locked = await lockConstruction(tx, companyId, id);
      if (locked == null) throw notFound(NOT_FOUND);
      if (locked.version !== version) {
        throw await staleOrMissing(
          () => findConstruction(tx, companyId, id),
          MESSAGES,
          toConstructionResponse,
        );
      }
      const surveys = await countSurveysOfConstruction(tx, id);
      if (surveys > 0) throw hasSurveys(surveys);
      await deleteConstruction(tx, companyId, id);
    });
  } catch (error) {
    // quantity_surveys.construction_id is ON DELETE RESTRICT: the last guard against a survey linked meanwhile.
    if (isForeignKeyViolation(error)) throw hasSurveys(await countSurveysOfConstruction(db, id));
    throw error;
  }
}
