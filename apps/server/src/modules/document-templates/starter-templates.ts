import { DOCUMENT_KINDS } from '@vendoc/contract/document-templates';
import { starterName, starterTemplate } from '@vendoc/designer/starters';
import type { Database } from '../../db/client';
import { defaultKinds, insertDefaultsIfMissing } from './document-templates.repository';

/**
 * Gives the company the built-in DIN 5008 starter of every kind it has no default template of, as that kind's
 * default. Idempotent and race-safe: the partial unique index (one default per company and kind) lets only one of
 * two concurrent calls insert a kind's starter, the other's row is skipped (ON CONFLICT DO NOTHING). The common
 * case (every kind has its default) is one small read.
 */
export async function ensureStarterTemplates(db: Database, companyId: string): Promise<void> {
  const present = new Set(await defaultKinds(db, companyId));
  const missing = DOCUMENT_KINDS.filter((kind) => !present.has(kind));
  await insertDefaultsIfMissing(
    db,
    companyId,
    missing.map((kind) => ({ kind, name: starterName(kind), template: starterTemplate(kind) })),
  );
}
