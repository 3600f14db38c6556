import { describe, expect, it } from 'vitest';
import { GaebReadError } from './errors';
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH, readGaeb, readGaebAsync } from './reader';
import { sampleBytes, sampleNames, sampleText } from './test-support/samples';

const refusal = (input: string | Uint8Array, options?: Parameters<typeof readGaeb>[1]): GaebReadError => {
  try {
    readGaeb(input, options);
  } catch (error) {
    if (error instanceof GaebReadError) return error;
    throw error;
  }
  throw new Error('the input was accepted');
};

describe('hostile XML', () => {
  it('refuses entity expansion (billion laughs) before expanding anything', () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join(
      '\n',
    );
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE GAEB [
<!ENTITY lol0 "lol">
${lol}
]>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3"><PrjInfo><NamePrj>&lol9;</NamePrj></PrjInfo></GAEB>`;
    const error = refusal(bomb);
    expect(error.code).toBe('doctype');
    expect(error.line).toBe(13);
    expect(error.message).toBe(
      'GAEB file refused: at line 13, column 3: DOCTYPE declarations are not allowed in GAEB files ' +
        '(entity expansion is refused for safety)',
    );
  });

  it('refuses external entities (XXE)', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE GAEB [<!ENTITY x SYSTEM "file:///etc/passwd">]><GAEB>&x;</GAEB>`;
    expect(refusal(xxe).code).toBe('doctype');
  });

  it('refuses undeclared entity references', () => {
    const error = refusal(sampleText('minimal.x83').replace('PRJ-1', 'PRJ&undeclared;'));
    expect(error.code).toBe('malformed-xml');
    expect(error.message).toBe(
      'GAEB file refused: <NamePrj> at line 10, column 29: the XML is not well-formed: undefined entity.',
    );
  });

  it('refuses 10,000-deep nesting at the depth limit', () => {
    const depth = 10_000;
    const deep = `<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</GAEB>`;
    const error = refusal(deep);
    expect(error.code).toBe('depth-limit');
    expect(error.message).toBe(
      `GAEB file refused: <a> at line 1, column ${55 + 3 * (DEFAULT_MAX_DEPTH - 1)}: elements are nested deeper than 64 levels`,
    );
  });

  it('refuses oversize input before decoding it', () => {
    const bytes = sampleBytes('boq.x83');
    const error = refusal(bytes, { maxBytes: bytes.length - 1 });
    expect(error).toMatchObject({ code: 'size-limit', line: null, element: null });
    expect(error.message).toBe(
      `GAEB file refused: the file is larger than the limit of ${bytes.length - 1} bytes`,
    );
    expect(readGaeb(bytes, { maxBytes: bytes.length }).document.phase).toBe('83');
    expect(DEFAULT_MAX_BYTES).toBe(200 * 1024 * 1024);
  });

  it('applies a configured depth limit', () => {
    expect(refusal(sampleBytes('boq.x83'), { maxDepth: 10 }).code).toBe('depth-limit');
    expect(readGaeb(sampleBytes('boq.x83'), { maxDepth: 20 }).document.phase).toBe('83');
  });
});

describe('readGaebAsync', () => {
  const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('reads every sample to the same model as readGaeb, in chunks', async () => {
    for (const name of sampleNames().filter((sample) => sample !== 'nonconforming.x83')) {
      const bytes = sampleBytes(name);
      expect(await readGaebAsync(bytes, pause)).toEqual(readGaeb(bytes));
    }
  });

  it('yields between chunks of a large file and keeps characters split across chunks', async () => {
    const items = Array.from(
      { length: 20_000 },
      (_, i) => `<p><span>Fliesen 𝄞 Größe ${i} – Ünterbau</span></p>`,
    ).join('');
    const xml = sampleText('boq.x83').replace('<p><span>Boden loesen und lagern.</span></p>', items);
    expect(xml.length).toBeGreaterThan(3 * 256 * 1024);
    let pauses = 0;
    const counted = async () => {
      pauses += 1;
      await pause();
    };
    const result = await readGaebAsync(xml, counted);
    expect(pauses).toBeGreaterThan(2);
    expect(result).toEqual(readGaeb(xml));
  });

  it('refuses what readGaeb refuses, with the same error', async () => {
    const bytes = sampleBytes('nonconforming.x83');
    const sync = (() => {
      try {
        readGaeb(bytes);
      } catch (error) {
        return error;
      }
      return null;
    })();
    await expect(readGaebAsync(bytes, pause)).rejects.toEqual(sync);
  });
});
