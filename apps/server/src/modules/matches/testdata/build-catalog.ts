// Composes the hand-written trade templates into catalog.json. Deterministic: no randomness, the same templates
// always give the same positions, numbers and keys (tender.json refers to the keys, so families are only appended).
// Run: npx tsx apps/server/src/modules/matches/testdata/build-catalog.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CatalogPosition } from './dataset-types';
import type { Trade } from './catalog-templates/family';
import { trades } from './catalog-templates/trades';

const maxShortTextLength = 70;

/** Builds every position of every trade, in catalog-number order; throws on a broken template. */
export function buildCatalog(source: readonly Trade[] = trades): CatalogPosition[] {
  const positions: CatalogPosition[] = [];
  const seenNumbers = new Set<string>();
  for (const trade of source) {
    for (const family of trade.families) {
      for (const draft of family.build()) {
        const digits = String(draft.position).padStart(4, '0');
        const number = `${trade.number}.${digits}`;
        if (draft.position >= 10_000 || seenNumbers.has(number)) {
          throw new Error(`${trade.category}: catalog number ${number} is out of range or used twice`);
        }
        if (draft.shortText.length > maxShortTextLength) {
          throw new Error(
            `${number}: short text longer than ${maxShortTextLength} characters: ${draft.shortText}`,
          );
        }
        seenNumbers.add(number);
        positions.push({
          key: `${trade.prefix}-${digits}`,
          number,
          category: trade.category,
          shortText: draft.shortText,
          longText: draft.longText,
          unit: draft.unit,
          ...(draft.stlb ? { stlb: draft.stlb } : {}),
        });
      }
    }
  }
  return positions.sort((a, b) => a.number.localeCompare(b.number));
}

/** The JSON text written to catalog.json (two-space indent, trailing newline, as prettier leaves it). */
export function catalogJson(positions: readonly CatalogPosition[]): string {
  return `${JSON.stringify(positions, null, 2)}\n`;
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const positions = buildCatalog();
  const target = fileURLToPath(new URL('./catalog.json', import.meta.url));
  writeFileSync(target, catalogJson(positions));
  console.log(`${positions.length} positions written to ${target}`);
}
