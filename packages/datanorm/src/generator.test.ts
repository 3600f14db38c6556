// Round trip through the benchmark's generator (bench/lib/datanorm-generator.mjs), run as the command it is, its
// output streamed from the child process into the reader. The generator reports what it wrote on stderr.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectDatanorm } from './collect';
import { readDatanorm } from './reader';
import type { DatanormRecord } from './records';
import { ofKind } from './test-support/samples';

const GENERATOR = fileURLToPath(new URL('../../../bench/lib/datanorm-generator.mjs', import.meta.url));

interface GeneratorStats {
  version: 4 | 5;
  articles: number;
  articlesWithText: number;
  texts: number;
  textLines: number;
  dimensions: number;
  prices: number;
  discountGroups: number;
  lines: number;
  bytes: number;
}

async function generateAndRead(count: number, version: 4 | 5) {
  const child = spawn(process.execPath, [GENERATOR, String(count), '--version', String(version)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const records: DatanormRecord[] = [];
  for await (const record of readDatanorm(child.stdout)) records.push(record);
  expect(await exited).toBe(0);
  return { records, stats: JSON.parse(stderr) as GeneratorStats };
}

describe.each([4, 5] as const)('generated DATANORM %i', (version) => {
  it('round-trips: every article, text, price and discount group comes back', async () => {
    const count = 3000;
    const { records, stats } = await generateAndRead(count, version);
    expect(stats.articles).toBe(count);
    expect(records[0]).toMatchObject({ kind: 'header', version, date: '2025-07-31' });
    expect(ofKind(records, 'article')).toHaveLength(count);
    expect(ofKind(records, 'text')).toHaveLength(stats.texts);
    expect(ofKind(records, 'price')).toHaveLength(stats.prices);
    expect(ofKind(records, 'discount')).toHaveLength(stats.discountGroups);
    expect(ofKind(records, 'dimension')).toHaveLength(stats.dimensions);
    expect(ofKind(records, 'rejected')).toEqual([]);
    expect(ofKind(records, 'ignored')).toEqual([]);
    const textLines = ofKind(records, 'text').reduce((sum, text) => sum + text.text.split('\n').length, 0);
    expect(textLines).toBe(stats.textLines);

    const collection = await collectDatanorm(records);
    expect(new Set(collection.articles.map((article) => article.number)).size).toBe(count);
    expect(collection.missingTextKeys).toEqual([]);
    expect(collection.unusedTextKeys).toEqual([]);
    expect(collection.articles.filter((article) => article.textKey !== null)).toHaveLength(
      stats.articlesWithText,
    );
    if (version === 4)
      expect(collection.prices.every((price) => price.validFrom === '2025-08-01')).toBe(true);

    // CP850 decoded right: umlauts present, no replacement characters or box drawing (CP850 read as something else)
    const allText = ofKind(records, 'text')
      .map((text) => text.text)
      .join('\n');
    expect(allText).toMatch(/ä/);
    expect(allText).toMatch(/ß/);
    expect(allText).toMatch(/°C/);
    expect(allText).not.toMatch(/[\uFFFD\u2500-\u257F]/);
  });
});

describe('the generator', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [GENERATOR, ...args], { maxBuffer: 1 << 26 });

  it('writes the same bytes for the same seed, others for another seed', () => {
    const first = run('500', '--seed', '7');
    const second = run('500', '--seed', '7');
    const other = run('500', '--seed', '8');
    expect(first.status).toBe(0);
    expect(first.stdout.length).toBeGreaterThan(100_000);
    expect(first.stdout.equals(second.stdout)).toBe(true);
    expect(first.stdout.equals(other.stdout)).toBe(false);
  });

  it('writes CRLF line ends and the DOS end-of-file mark', () => {
    const { stdout } = run('50');
    const text = stdout.toString('latin1');
    expect(text.endsWith('\r\n\x1a')).toBe(true);
    expect(
      text
        .split('\n')
        .slice(0, -1)
        .every((line) => line.endsWith('\r')),
    ).toBe(true);
  });
});
