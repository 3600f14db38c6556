import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH, readGaeb, readGaebAsync } from './reader';
import { refusal } from './test-support/refusal';
import { sampleBytes, sampleNames, sampleText } from './test-support/samples';

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
      'Die Datei enthält eine DOCTYPE-Deklaration; das ist in GAEB-Dateien aus Sicherheitsgründen nicht ' +
        'erlaubt (Zeile 13, Spalte 3)',
    );
  });

  it('refuses external entities (XXE)', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE GAEB [<!ENTITY x SYSTEM "file:///etc/passwd">]><GAEB>&x;</GAEB>`;
    expect(refusal(xxe).code).toBe('doctype');
  });

  it('refuses undeclared entity references', () => {
    const error = refusal(sampleText('minimal.x83').replace('PRJ-1', 'PRJ&undeclared;'));
    expect(error.code).toBe('malformed-xml');
    expect(error).toMatchObject({ element: 'NamePrj', line: 10, column: 29 });
    expect(error.message).toBe(
      'Die Datei ist kein gültiges XML; ein Verweis mit „&…;“ nennt ein unbekanntes Zeichen (Zeile 10, Spalte 29)',
    );
  });

  it('refuses 10,000-deep nesting at the depth limit', () => {
    const depth = 10_000;
    const deep = `<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</GAEB>`;
    const error = refusal(deep);
    expect(error.code).toBe('depth-limit');
    expect(error.element).toBe('a');
    expect(error.message).toBe(
      `Die Datei ist tiefer als 64 Ebenen verschachtelt (Zeile 1, Spalte ${55 + 3 * (DEFAULT_MAX_DEPTH - 1)})`,
    );
  });

  it('refuses oversize input before decoding it', () => {
    const bytes = sampleBytes('boq.x83');
    const error = refusal(bytes, { maxBytes: bytes.length - 1 });
    expect(error).toMatchObject({ code: 'size-limit', line: null, element: null });
    expect(readGaeb(bytes, { maxBytes: bytes.length }).document.phase).toBe('83');
    // The limit in the units people know.
    expect(refusal(bytes, { maxBytes: 1536 }).message).toBe(
      'Die Datei ist größer als erlaubt (höchstens 1,5 KB)',
    );
    expect(refusal(bytes, { maxBytes: 900 }).message).toBe(
      'Die Datei ist größer als erlaubt (höchstens 900 Byte)',
    );
    expect(refusal(new Uint8Array(3 * 1024 * 1024 + 1), { maxBytes: 3 * 1024 * 1024 }).message).toBe(
      'Die Datei ist größer als erlaubt (höchstens 3 MB)',
    );
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
