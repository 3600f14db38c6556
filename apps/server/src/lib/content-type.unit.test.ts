import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { createHeadCapture, detectContentType, isInlineType, OCTET_STREAM } from './content-type';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const ZIP = Buffer.from('504b030414000000080000000000', 'hex');

describe('detectContentType', () => {
  it('recognises binary formats by their magic bytes, whatever the name says', async () => {
    expect(await detectContentType(PNG, 'bild.txt')).toBe('image/png');
    expect(await detectContentType(JPEG, 'foto')).toBe('image/jpeg');
    expect(await detectContentType(PDF, 'plan.png')).toBe('application/pdf');
  });

  it('uses the extension only for text formats, and only when the content looks like text', async () => {
    expect(await detectContentType(Buffer.from('Menge;Einheit\n12,5;m2\n'), 'aufmass.CSV')).toBe('text/csv');
    expect(await detectContentType(Buffer.from('notiz'), 'notiz.txt')).toBe('text/plain');
    expect(await detectContentType(Buffer.from('00LV Fenster'), 'angebot.d83')).toBe('text/plain');
    expect(await detectContentType(Buffer.from('<GAEB></GAEB>'), 'lv.x86')).toBe('application/xml');
    expect(await detectContentType(Buffer.from([0x41, 0x00, 0x42]), 'binär.txt')).toBe(OCTET_STREAM);
  });

  it('never trusts an image or executable extension on unrecognised content', async () => {
    expect(await detectContentType(Buffer.from('not an image'), 'fake.png')).toBe(OCTET_STREAM);
    expect(await detectContentType(Buffer.from('<html><script>x</script>'), 'page.html')).toBe(OCTET_STREAM);
    expect(await detectContentType(Buffer.alloc(0), 'leer.pdf')).toBe(OCTET_STREAM);
    expect(await detectContentType(Buffer.alloc(0), 'leer.txt')).toBe('text/plain');
  });

  it('reports a zip as a zip', async () => {
    expect(await detectContentType(ZIP, 'archiv.zip')).toBe('application/zip');
  });
});

describe('isInlineType', () => {
  it('allows raster images and PDF, nothing that can run scripts', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'])
      expect(isInlineType(type)).toBe(true);
    for (const type of ['image/svg+xml', 'text/html', 'application/xml', 'text/plain', OCTET_STREAM]) {
      expect(isInlineType(type)).toBe(false);
    }
  });
});

describe('createHeadCapture', () => {
  it('passes everything through and keeps only the first bytes', async () => {
    const capture = createHeadCapture(10);
    const received: Buffer[] = [];
    await pipeline(
      Readable.from([Buffer.from('0123'), Buffer.from('456789abc'), Buffer.from('def')]),
      capture.stream,
      async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) received.push(chunk);
      },
    );
    expect(Buffer.concat(received).toString()).toBe('0123456789abcdef');
    expect(capture.head().toString()).toBe('0123456789');
  });
});
