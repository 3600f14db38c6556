import { performance } from 'node:perf_hooks';
import type { DatanormImportResponse } from '@vendoc/contract/service-catalogs';
import { DatanormFormatError } from '@vendoc/datanorm/errors';
import { readDatanorm } from '@vendoc/datanorm/reader';
import type { DatanormHeader } from '@vendoc/datanorm/records';
import type { Database } from '../../db/client';
import { HttpProblem, notFound } from '../../lib/http-problem';
import { recalculatePositions } from '../catalog-positions/catalog-positions.service';
import { businessDate } from './business-date';
import { DatanormBatches, type ImportCounts } from './datanorm-batches';
import { changedArticlesUsedByPositions, type ImportScope } from './datanorm-import.repository';
import { createStagingTables } from './datanorm-staging.repository';
import { lockCatalog } from './service-catalogs.repository';
import { CATALOG_NOT_FOUND } from './service-catalogs.service';

/** 422: the file is not DATANORM 4 or 5; the reader's German reason names what is wrong. */
function notDatanorm(fileName: string, error: DatanormFormatError): HttpProblem {
  return new HttpProblem({
    status: 422,
    type: 'unreadable-datanorm',
    title: 'Unprocessable Content',
    detail: `„${fileName}“: ${error.message}`,
    extensions: { code: error.code, line: error.line },
  });
}

const scopeOf = (
  companyId: string,
  catalogId: string,
  header: DatanormHeader,
  today: string,
): ImportScope => ({
  companyId,
  catalogId,
  validFrom: header.date ?? today,
  supplier: header.supplier.trim().slice(0, 100) || null,
});

/**
 * Imports a DATANORM 4 or 5 file into the catalog's articles, streaming: records are read one by one and
 * written in batches (datanorm-batches.ts), so memory stays flat for files of hundreds of MB. Everything happens
 * in one transaction: a file that is not DATANORM (422) or any failure leaves nothing behind. Articles are
 * matched by number (new ones created, existing ones updated, L records delete unless a position uses the
 * article); all records of an article are merged before it is written, since T and P records may come before
 * or after their articles; then the positions using an article whose price changed are recalculated in the same
 * transaction.
 */
export async function importDatanorm(
  db: Database,
  companyId: string,
  catalogId: string,
  file: { fileName: string; content: AsyncIterable<Uint8Array> },
  now: Date,
): Promise<DatanormImportResponse> {
  const started = performance.now();
  const today = businessDate(now);
  try {
    const result = await db.transaction(async (tx) => {
      // Locked: a second import, a duplication or a delete of the catalog waits until this one is done.
      if (!(await lockCatalog(tx, companyId, catalogId))) throw notFound(CATALOG_NOT_FOUND);
      await createStagingTables(tx);
      let batches: DatanormBatches | null = null;
      let header: DatanormHeader | null = null;
      for await (const record of readDatanorm(file.content)) {
        if (record.kind === 'header') {
          header = record;
          batches = new DatanormBatches(tx, scopeOf(companyId, catalogId, record, today));
          continue;
        }
        // The reader yields the header first or throws; a record before it cannot happen.
        if (batches == null) throw new Error('DATANORM record before the header');
        await batches.add(record);
      }
      if (batches == null || header == null) throw new Error('DATANORM file without header');
      const counts = await batches.finish();
      const changed = await changedArticlesUsedByPositions(tx, batches.scope);
      const positionsRecalculated =
        changed.length === 0 ? 0 : await recalculatePositions(tx, companyId, { articleIds: changed });
      return { version: header.version, counts, positionsRecalculated };
    });
    return toResponse(result, Math.round(performance.now() - started));
  } catch (error) {
    if (error instanceof DatanormFormatError) throw notDatanorm(file.fileName, error);
    throw error;
  }
}

function toResponse(
  result: { version: 4 | 5; counts: ImportCounts; positionsRecalculated: number },
  durationMs: number,
): DatanormImportResponse {
  const { counts } = result;
  return {
    format: result.version === 4 ? 'DATANORM 4' : 'DATANORM 5',
    created: counts.created,
    updated: counts.updated,
    deleted: counts.deleted,
    texts: counts.texts,
    prices: counts.prices,
    discountGroups: counts.discountGroups,
    positionsRecalculated: result.positionsRecalculated,
    rejected: counts.rejected,
    rejections: [...counts.rejections].sort((a, b) => a.line - b.line),
    warnings: counts.warnings,
    durationMs,
  };
}
