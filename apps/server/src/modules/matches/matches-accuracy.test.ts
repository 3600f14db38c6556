import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getMatches,
  importTender,
  loadDataset,
  openDatasetApp,
  type DatasetApp,
} from './matches-test-support';
import type { Difficulty, Split } from './testdata/dataset-types';

/**
 * Accuracy of the matcher on the labelled data set (testdata/README.md): the 1,034-position catalog, the tender
 * items of a split imported as a GAEB X83 (with their STLB-Bau numbers), GET …/matches, and whether the expected
 * position is the first candidate (top-1) or among the first three (top-3). The weights were tuned on 'dev'; the
 * figure that counts is 'test'. The assertion is a regression guard a little below the figure reached.
 */

/** Reached on 'test' when this guard was set: see the report printed by the test. */
const TEST_TOP3_GUARD = 0.95;
const TEST_TOP1_GUARD = 0.86;

let app: DatasetApp;
const dataset = loadDataset();

beforeAll(async () => {
  app = await openDatasetApp(dataset.catalog);
}, 120_000);
afterAll(async () => {
  await app?.t.close();
});

interface Figures {
  items: number;
  top1: number;
  top3: number;
  byDifficulty: Record<Difficulty, { items: number; top1: number; top3: number }>;
  misses: string[];
}

async function measure(split: Split): Promise<Figures> {
  const { t, office, projectId, catalogId, idByKey } = app;
  const items = dataset.tender.filter((item) => item.split === split);
  const boqId = await importTender(t, office, projectId, items, `LV ${split}`);
  const matches = await getMatches(t, office, boqId, catalogId, 3);
  expect(matches.items).toHaveLength(items.length);
  const byOz = new Map(matches.items.map((item) => [item.oz, item]));
  const figures: Figures = {
    items: items.length,
    top1: 0,
    top3: 0,
    byDifficulty: {
      easy: { items: 0, top1: 0, top3: 0 },
      medium: { items: 0, top1: 0, top3: 0 },
      hard: { items: 0, top1: 0, top3: 0 },
    },
    misses: [],
  };
  for (const item of items) {
    const matched = byOz.get(item.oz);
    expect(matched, item.oz).toBeDefined();
    const expected = idByKey.get(item.expected);
    const rank = matched!.candidates.findIndex((candidate) => candidate.positionId === expected) + 1;
    const bucket = figures.byDifficulty[item.difficulty];
    bucket.items++;
    if (rank === 1) {
      figures.top1++;
      bucket.top1++;
    }
    if (rank >= 1 && rank <= 3) {
      figures.top3++;
      bucket.top3++;
    } else figures.misses.push(`${item.oz} ${item.difficulty} "${item.shortText}" → ${item.expected}`);
  }
  return figures;
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

function report(split: Split, figures: Figures): void {
  const lines = [
    `matching accuracy on '${split}' (${figures.items} items): top-1 ${percent(figures.top1, figures.items)}, ` +
      `top-3 ${percent(figures.top3, figures.items)}`,
    ...Object.entries(figures.byDifficulty).map(
      ([difficulty, bucket]) =>
        `  ${difficulty}: top-1 ${percent(bucket.top1, bucket.items)}, top-3 ${percent(bucket.top3, bucket.items)} of ${bucket.items}`,
    ),
  ];
  console.log(lines.join('\n'));
}

describe('matching accuracy on the labelled data set', () => {
  it("reaches the measured top-1 and top-3 on the 'test' split", async () => {
    const figures = await measure('test');
    report('test', figures);
    expect(figures.top3 / figures.items).toBeGreaterThanOrEqual(TEST_TOP3_GUARD);
    expect(figures.top1 / figures.items).toBeGreaterThanOrEqual(TEST_TOP1_GUARD);
  });

  it("reports the 'dev' split the weights were tuned on", async () => {
    const figures = await measure('dev');
    report('dev', figures);
    // Tuned on this split: it must not be worse than the held-out one.
    expect(figures.top3 / figures.items).toBeGreaterThanOrEqual(TEST_TOP3_GUARD);
  });
});
