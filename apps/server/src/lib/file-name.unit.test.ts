import { describe, expect, it } from 'vitest';
import { fileNameSchema } from '@vendoc/contract/files';
import { contentDisposition, sanitizeUploadName } from './file-name';

describe('sanitizeUploadName', () => {
  it.each([
    ['Aufmaß Küche.pdf', 'Aufmaß Küche.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\fakepath\\Plan.dwg', 'Plan.dwg'],
    ['a\\b', 'b'],
    ['ordner/', 'Datei'],
    ['  \t Bericht\u0000\u0007\u007f\u0085.txt \n', 'Bericht.txt'],
    ['rechnung\u202Egnp.exe', 'rechnunggnp.exe'],
    ['', 'Datei'],
    ['   ', 'Datei'],
    ['.', 'Datei'],
    ['..', 'Datei'],
    // macOS sends decomposed umlauts; they are stored composed, so searching finds them.
    ['Mu\u0308ller.txt', 'Müller.txt'],
  ])('%j -> %j', (raw, expected) => {
    expect(sanitizeUploadName(raw)).toBe(expected);
  });

  it('cuts a long name to 255 characters and keeps the extension', () => {
    const name = sanitizeUploadName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('a.pdf')).toBe(true);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const name = sanitizeUploadName(`${'😀'.repeat(200)}.jpg`);
    expect(name.length).toBeLessThanOrEqual(255);
    expect(name).toMatch(/^(😀)+\.jpg$/u);
  });

  it('treats an overlong "extension" as part of the name', () => {
    const name = sanitizeUploadName(`kurz.${'x'.repeat(300)}`);
    expect(name).toHaveLength(255);
    expect(name.startsWith('kurz.xxx')).toBe(true);
  });

  it('always yields a name the rename endpoint would accept', () => {
    for (const raw of ['a/b', '\u0001', '..', `${'z'.repeat(400)}`, ' x ', '\\\\server\\share\\f.txt']) {
      expect(fileNameSchema.safeParse(sanitizeUploadName(raw)).success).toBe(true);
    }
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 6266 / RFC 8187)', () => {
    expect(contentDisposition('Grundriss EG.pdf', 'inline')).toBe(
      `inline; filename="Grundriss EG.pdf"; filename*=UTF-8''Grundriss%20EG.pdf`,
    );
    expect(contentDisposition('Maße "neu" 50%.xlsx', 'attachment')).toBe(
      `attachment; filename="Ma_e _neu_ 50_.xlsx"; filename*=UTF-8''Ma%C3%9Fe%20%22neu%22%2050%25.xlsx`,
    );
  });

  it("percent-encodes everything RFC 8187 does not allow, including ' ( ) *", () => {
    expect(contentDisposition("it's (1)*;.txt", 'attachment')).toContain(
      `filename*=UTF-8''it%27s%20%281%29%2A%3B.txt`,
    );
  });
});
