import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ConstructionKind, ConstructionLocation } from '@vendoc/contract/quantity-surveys';
import type { Database } from '../../db/client';
import { constructions, quantitySurveys } from '../../db/schema';
import { updateVersioned } from '../../db/versioned';

/** What a construction consists of, as the service hands it to the repository (already validated). */
export interface ConstructionData {
  name: string;
  kind: ConstructionKind;
  location: ConstructionLocation;
  description: string | null;
}

// Explicit alias: Drizzle leaves columns unqualified in a one-table select, so a bare "id" in the subquery would
// name the survey's own id. Runs over quantity_surveys_construction_idx.
const quantitySurveyCount =
  sql<number>`(select count(*) from quantity_surveys as counted where counted.construction_id = "constructions"."id")`.mapWith(
    Number,
  );

const constructionColumns = {
  id: constructions.id,
  projectId: constructions.projectId,
  name: constructions.name,
  kind: constructions.kind,
  locationBuilding: constructions.locationBuilding,
  locationFloor: constructions.locationFloor,
  locationRoom: constructions.locationRoom,
  description: constructions.description,
  quantitySurveyCount,
  version: constructions.version,
  createdAt: constructions.createdAt,
  updatedAt: constructions.updatedAt,
};

export type ConstructionRow = NonNullable<Awaited<ReturnType<typeof findConstruction>>>;

function columnsOf(data: Partial<ConstructionData>) {
  return {
    ...(data.name === undefined ? {} : { name: data.name }),
    ...(data.kind === undefined ? {} : { kind: data.kind }),
    ...(data.location === undefined
      ? {}
      : {
          locationBuilding: data.location.building,
          locationFloor: data.location.floor,
          locationRoom: data.location.room,
        }),
    ...(data.description === undefined ? {} : { description: data.description }),
  };
}

/** The project's constructions ordered by name (case-insensitive), each with its number of surveys. */
export async function listConstructions(db: Database, companyId: string, projectId: string) {
  return db
    .select(constructionColumns)
    .from(constructions)
    .where(and(eq(constructions.companyId, companyId), eq(constructions.projectId, projectId)))
    .orderBy(sql`lower(${constructions.name})`, asc(constructions.name), asc(constructions.id));
}

/** The construction, or null (also for another company's construction). */
export async function findConstruction(db: Database, companyId: string, id: string) {
  const rows = await db
    .select(constructionColumns)
    .from(constructions)
    .where(and(eq(constructions.id, id), eq(constructions.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertConstruction(
  db: Database,
  companyId: string,
  projectId: string,
  data: ConstructionData,
): Promise<string> {
  const rows = await db
    .insert(constructions)
    .values({ companyId, projectId, name: data.name, kind: data.kind, ...columnsOf(data) })
    .returning({ id: constructions.id });
  const id = rows[0]?.id;
  if (id == null) throw new Error('INSERT … RETURNING returned no row');
  return id;
}

/** Applies the changes if the construction still has `version`; false when not (stale, or not the company's). */
export function updateConstruction(
  db: Database,
  companyId: string,
  id: string,
  version: number,
  changes: Partial<ConstructionData>,
): Promise<boolean> {
  const scope = eq(constructions.companyId, companyId);
  return updateVersioned(db, constructions, { id, version, scope }, columnsOf(changes));
}

/**
 * Locks the construction row for its delete and returns its version; null when the company has no such
 * construction. A survey being linked to it takes a key-share lock through its foreign key, so it waits.
 */
export async function lockConstruction(
  tx: Database,
  companyId: string,
  id: string,
): Promise<{ version: number } | null> {
  const rows = await tx
    .select({ version: constructions.version })
    .from(constructions)
    .where(and(eq(constructions.id, id), eq(constructions.companyId, companyId)))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

/** Surveys hanging under the construction (any that the foreign key counts). */
export async function countSurveysOfConstruction(db: Database, id: string) {
  const rows = await db
    .select({ total: count() })
    .from(quantitySurveys)
    .where(eq(quantitySurveys.constructionId, id));
  return rows[0]?.total ?? 0;
}

export async function deleteConstruction(db: Database, companyId: string, id: string): Promise<void> {
  await db.delete(constructions).where(and(eq(constructions.id, id), eq(constructions.companyId, companyId)));
}
