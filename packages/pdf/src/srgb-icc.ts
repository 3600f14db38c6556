/**
 * An sRGB IEC 61966-2.1 ICC profile (version 2, display class, matrix/TRC), generated here instead of shipping a
 * binary: the PDF/A OutputIntent needs one, and no npm package in reach ships it under a clear licence. Primaries
 * are the D50-adapted sRGB colorants (as in the ICC's own sRGB profiles), the tone curve is sRGB's piecewise
 * function sampled at 1024 points.
 */

const encoder = new TextEncoder();

class ByteWriter {
  private readonly bytes: number[] = [];
  get length() {
    return this.bytes.length;
  }
  ascii(text: string) {
    this.bytes.push(...encoder.encode(text));
  }
  u8(value: number) {
    this.bytes.push(value & 0xff);
  }
  u16(value: number) {
    this.u8(value >>> 8);
    this.u8(value);
  }
  u32(value: number) {
    this.u16(value >>> 16);
    this.u16(value & 0xffff);
  }
  s15Fixed16(value: number) {
    this.u32(Math.round(value * 65536) >>> 0);
  }
  zeros(count: number) {
    for (let index = 0; index < count; index++) this.u8(0);
  }
  pad4() {
    while (this.bytes.length % 4 !== 0) this.u8(0);
  }
  toBytes() {
    return Uint8Array.from(this.bytes);
  }
}

function descTag(text: string): Uint8Array {
  const tag = new ByteWriter();
  tag.ascii('desc');
  tag.zeros(4);
  tag.u32(text.length + 1);
  tag.ascii(text);
  tag.u8(0);
  tag.zeros(4 + 4); // Unicode language code and count
  tag.zeros(2 + 1 + 67); // ScriptCode code, count and string
  return tag.toBytes();
}

function textTag(text: string): Uint8Array {
  const tag = new ByteWriter();
  tag.ascii('text');
  tag.zeros(4);
  tag.ascii(text);
  tag.u8(0);
  return tag.toBytes();
}

function xyzTag([x, y, z]: readonly [number, number, number]): Uint8Array {
  const tag = new ByteWriter();
  tag.ascii('XYZ ');
  tag.zeros(4);
  tag.s15Fixed16(x);
  tag.s15Fixed16(y);
  tag.s15Fixed16(z);
  return tag.toBytes();
}

function srgbCurveTag(points = 1024): Uint8Array {
  const tag = new ByteWriter();
  tag.ascii('curv');
  tag.zeros(4);
  tag.u32(points);
  for (let index = 0; index < points; index++) {
    const v = index / (points - 1);
    const linear = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    tag.u16(Math.round(linear * 65535));
  }
  return tag.toBytes();
}

const D50 = [0.9642, 1, 0.8249] as const;

let cached: Uint8Array | null = null;

/** The sRGB ICC profile's bytes (built once). */
export function srgbIccProfile(): Uint8Array {
  if (cached) return cached;
  const curve = srgbCurveTag();
  const tags: [string, Uint8Array][] = [
    ['desc', descTag('sRGB IEC61966-2.1')],
    ['cprt', textTag('No copyright, use freely')],
    ['wtpt', xyzTag(D50)],
    ['rXYZ', xyzTag([0.4361, 0.2225, 0.0139])],
    ['gXYZ', xyzTag([0.3851, 0.7169, 0.0971])],
    ['bXYZ', xyzTag([0.1431, 0.0606, 0.7141])],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  // tag data after the 128-byte header and the tag table; the three curves share one copy
  const offsets = new Map<Uint8Array, number>();
  let offset = 128 + 4 + tags.length * 12;
  const table: [string, number, number][] = [];
  for (const [signature, data] of tags) {
    let at = offsets.get(data);
    if (at === undefined) {
      at = offset;
      offsets.set(data, at);
      offset += Math.ceil(data.length / 4) * 4;
    }
    table.push([signature, at, data.length]);
  }
  const profile = new ByteWriter();
  profile.u32(offset); // size
  profile.zeros(4); // preferred CMM
  profile.u32(0x02100000); // version 2.1
  profile.ascii('mntrRGB XYZ ');
  profile.u16(2026);
  for (const part of [1, 1, 0, 0, 0]) profile.u16(part);
  profile.ascii('acsp');
  profile.zeros(4 + 4 + 4 + 4 + 8 + 4); // platform, flags, manufacturer, model, attributes, rendering intent
  profile.s15Fixed16(D50[0]);
  profile.s15Fixed16(D50[1]);
  profile.s15Fixed16(D50[2]);
  profile.zeros(4 + 16 + 28); // creator, profile ID, reserved
  profile.u32(tags.length);
  for (const [signature, at, length] of table) {
    profile.ascii(signature);
    profile.u32(at);
    profile.u32(length);
  }
  for (const data of offsets.keys()) {
    for (const byte of data) profile.u8(byte);
    profile.pad4();
  }
  cached = profile.toBytes();
  return cached;
}
