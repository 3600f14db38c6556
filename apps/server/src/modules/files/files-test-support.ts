import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Database } from '../../db/client';
import { clients, projects } from '../../db/schema';
import { expect } from 'vitest';
import { bearer, type SeedOptions, type TestApp } from '../../test/test-app';

/** A fresh directory for one test file's storage. */
export const createFilesDir = () => mkdtemp(join(tmpdir(), 'vendoc-test-files-'));

/** A client and a project of the company, inserted directly (the files routes only need the project row). */
export async function seedProject(
  db: Database,
  companyId: string,
  name = 'Neubau Musterstraße',
): Promise<string> {
  const suffix = randomBytes(3).toString('hex');
  const [client] = await db
    .insert(clients)
    .values({ companyId, number: `K-${suffix}`, kind: 'private', name: 'Erika Mustermann' })
    .returning({ id: clients.id });
  if (client == null) throw new Error('no client inserted');
  const [project] = await db
    .insert(projects)
    .values({
      companyId,
      number: `P-${suffix}`,
      name,
      clientId: client.id,
      status: 'order',
      contractType: 'unit_price',
    })
    .returning({ id: projects.id });
  if (project == null) throw new Error('no project inserted');
  return project.id;
}

export interface FormPart {
  name: string;
  /** Present for a file part: written into the part header byte for byte (no escaping), as a hostile client could. */
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body built by hand, so tests control every byte of the part headers. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vendoc-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type =
      part.filename === undefined
        ? ''
        : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of `width` x `height` pixels in one colour (different colours give different content). */
export function pngImage(width = 2, height = 2, rgb: [number, number, number] = [200, 30, 30]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bit, truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal one-page PDF with a line of text. */
export function pdfDocument(text = 'Aufmaß Erdgeschoss'): Buffer {
  const stream = `BT /F1 18 Tf 20 100 Td (${text.replace(/[^\x20-\x7e]/g, '?')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Every file below `dir`, as paths relative to it. */
export async function listStoredFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Sign-in headers of a new user (in a new company unless `companyId` is given). */
export async function signedInUser(
  t: TestApp,
  options: SeedOptions = {},
): Promise<{ headers: Record<string, string>; companyId: string; userId: string; displayName: string }> {
  const seeded = await t.seedCompanyWithUser(options);
  const pair = await t.signIn(seeded.user.userName, seeded.password);
  return {
    headers: bearer(pair.accessToken),
    companyId: seeded.company.id,
    userId: seeded.user.id,
    displayName: seeded.user.displayName,
  };
}

/** Uploads one file to the project through the files API and returns its id. */
export async function uploadFile(
  t: TestApp,
  as: { headers: { authorization: string } },
  projectId: string,
  name: string,
  content: Buffer,
): Promise<string> {
  const form = multipartBody([{ name: 'files', filename: name, content }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/files`,
    headers: { ...as.headers, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ files: { id: string }[] }>().files[0]!.id;
}
