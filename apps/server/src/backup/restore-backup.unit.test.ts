import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { rowBatches } from './restore-backup';

describe('rowBatches', () => {
  it('keeps a character whole when a chunk ends inside it (found by the backup test: umlauts became U+FFFD)', async () => {
    const content = Buffer.from('{"text":"Fußbodenheizung"}\n{"text":"Schließanlage"}\n');
    const split = content.indexOf('ß') + 1; // between the two bytes of ß
    const batches: string[][] = [];
    for await (const batch of rowBatches(
      Readable.from([content.subarray(0, split), content.subarray(split)]),
    ))
      batches.push(batch);
    expect(batches).toEqual([['{"text":"Fußbodenheizung"}', '{"text":"Schließanlage"}']]);
  });
});
