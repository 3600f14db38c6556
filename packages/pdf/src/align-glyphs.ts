/**
 * Rewrites a TrueType font so that every glyph's outline starts on a 4-byte boundary (glyf padded, loca in the
 * long format). Fonts built by current tools (the Noto files among them) leave glyphs unpadded; fontkit's subsetter
 * copies glyphs as they are and then writes a short loca (offsets halved), which shifts every glyph after an odd
 * one: the PDF showed blanks for most letters. Aligned input gives a correct subset. Everything else in the font
 * stays byte for byte; fonts without a glyf table (CFF) and already aligned fonts are returned unchanged.
 */
export function alignGlyphs(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const numTables = view.getUint16(4);
  const tables = new Map<string, { offset: number; length: number }>();
  for (let index = 0; index < numTables; index++) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    tables.set(tag, { offset: view.getUint32(record + 8), length: view.getUint32(record + 12) });
  }
  const head = tables.get('head');
  const maxp = tables.get('maxp');
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  if (!head || !maxp || !loca || !glyf) return font;
  const longOffsets = view.getInt16(head.offset + 50) === 1;
  const glyphs = view.getUint16(maxp.offset + 4);
  const offsetOf = (index: number) =>
    longOffsets ? view.getUint32(loca.offset + index * 4) : view.getUint16(loca.offset + index * 2) * 2;
  const offsets = Array.from({ length: glyphs + 1 }, (_unused, index) => offsetOf(index));
  if (offsets.every((offset) => offset % 4 === 0) && longOffsets) return font;

  // the new glyf and loca
  const newOffsets: number[] = [];
  let size = 0;
  for (let index = 0; index < glyphs; index++) {
    newOffsets.push(size);
    size += Math.ceil(((offsets[index + 1] ?? 0) - (offsets[index] ?? 0)) / 4) * 4;
  }
  newOffsets.push(size);
  const newGlyf = new Uint8Array(size);
  for (let index = 0; index < glyphs; index++) {
    const start = glyf.offset + (offsets[index] ?? 0);
    const end = glyf.offset + (offsets[index + 1] ?? 0);
    newGlyf.set(font.subarray(start, end), newOffsets[index] ?? 0);
  }
  const newLoca = new Uint8Array((glyphs + 1) * 4);
  const locaView = new DataView(newLoca.buffer);
  newOffsets.forEach((offset, index) => locaView.setUint32(index * 4, offset));
  const newHead = font.slice(head.offset, head.offset + head.length);
  const headView = new DataView(newHead.buffer);
  headView.setUint32(8, 0); // checkSumAdjustment, set below
  headView.setInt16(50, 1); // indexToLocFormat: long

  const contents = new Map<string, Uint8Array>();
  for (const [tag, { offset, length }] of tables) contents.set(tag, font.subarray(offset, offset + length));
  contents.set('glyf', newGlyf);
  contents.set('loca', newLoca);
  contents.set('head', newHead);

  const directorySize = 12 + numTables * 16;
  let total = directorySize;
  for (const data of contents.values()) total += Math.ceil(data.length / 4) * 4;
  const output = new Uint8Array(total);
  const out = new DataView(output.buffer);
  output.set(font.subarray(0, 12));
  let at = directorySize;
  let headAt = 0;
  [...contents.keys()].sort().forEach((tag, index) => {
    const data = contents.get(tag) as Uint8Array;
    const record = 12 + index * 16;
    for (let char = 0; char < 4; char++) out.setUint8(record + char, tag.charCodeAt(char));
    output.set(data, at);
    out.setUint32(record + 4, checksum(output, at, data.length));
    out.setUint32(record + 8, at);
    out.setUint32(record + 12, data.length);
    if (tag === 'head') headAt = at;
    at += Math.ceil(data.length / 4) * 4;
  });
  out.setUint32(headAt + 8, (0xb1b0afba - checksum(output, 0, output.length)) >>> 0);
  return output;
}

/** The TrueType checksum: the sum of the big-endian 32-bit words (zero-padded) of a range. */
function checksum(bytes: Uint8Array, start: number, length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index += 4) {
    const word =
      ((bytes[start + index] ?? 0) << 24) |
      ((bytes[start + index + 1] ?? 0) << 16) |
      ((bytes[start + index + 2] ?? 0) << 8) |
      (bytes[start + index + 3] ?? 0);
    sum = (sum + (word >>> 0)) >>> 0;
  }
  return sum;
}
