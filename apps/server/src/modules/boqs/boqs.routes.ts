import type { Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boqCreateSchema,
  boqExportQuerySchema,
  boqImportFieldsSchema,
  boqImportResponseSchema,
  boqListSchema,
  boqNodeCreateSchema,
  boqNodeDetailSchema,
  boqNodeMoveSchema,
  boqNodesPageSchema,
  boqNodesQuerySchema,
  boqNodeUpdateResponseSchema,
  boqNodeUpdateSchema,
  boqSchema,
  boqStructureResponseSchema,
  boqUpdateSchema,
} from '@vendoc/contract/boqs';
import { idSchema } from '@vendoc/contract/common';
import type { Database } from '../../db/client';
import { badRequest, validationProblem } from '../../lib/http-problem';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { contentDisposition } from '../../lib/file-name';
import { tooLarge } from '../../lib/upload-request';
import { uploadFailure } from '../../lib/upload-request';
import {
  createNode,
  deleteNodeRecord,
  getNodeDetail,
  listNodesPage,
  moveNode,
  updateNode,
} from './boq-nodes.service';
import { createEmptyBoq, deleteBoqRecord, getBoq, listProjectBoqs, updateBoqRecord } from './boqs.service';
import { exportBoq } from './boq-export.service';
import { importBoq, type ImportFile } from './boq-import.service';

const projectParams = z.object({ projectId: idSchema });
const boqParams = z.object({ boqId: idSchema });
const nodeParams = z.object({ boqId: idSchema, nodeId: idSchema });
const importForm = z
  .object({
    kind: boqImportFieldsSchema.shape.kind,
    name: boqImportFieldsSchema.shape.name,
    file: z
      .string()
      .meta({ format: 'binary' })
      .describe('One GAEB DA XML file (X80 to X89, versions 3.1 to 3.3)'),
  })
  .nullish();

/** Reads the fields and the one file of an import request; the file is read into memory up to `maxBytes`. */
async function readImportParts(parts: AsyncIterable<Multipart>, maxBytes: number): Promise<ImportFile> {
  const fields: Record<string, unknown> = {};
  let file: { fileName: string; bytes: Uint8Array } | null = null;
  for await (const part of parts) {
    if (part.type === 'field') {
      fields[part.fieldname] = part.value;
      continue;
    }
    if (file !== null) {
      part.file.resume();
      throw validationProblem([{ path: 'file', message: 'Bitte genau eine Datei senden.' }]);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge(part.filename, maxBytes);
      chunks.push(chunk);
    }
    if (part.file.truncated) throw tooLarge(part.filename, maxBytes);
    file = { fileName: part.filename || 'LV.x83', bytes: Buffer.concat(chunks) };
  }
  if (file === null) throw validationProblem([{ path: 'file', message: 'Keine Datei erhalten.' }]);
  const parsed = boqImportFieldsSchema.safeParse({
    kind: fields.kind === '' ? undefined : fields.kind,
    name: fields.name === '' ? undefined : fields.name,
  });
  if (!parsed.success) {
    throw validationProblem(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return {
    ...file,
    ...(parsed.data.kind === undefined ? {} : { kind: parsed.data.kind }),
    ...(parsed.data.name === undefined ? {} : { name: parsed.data.name }),
  };
}

/** Bills of quantities: import, list, totals, tree, item edits, structure, GAEB export. */
export const boqsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['boqs'];
  const security = [{ bearerAuth: [] }];
  const read = [app.authenticate, requirePermission('boqs:read')];
  const write = [app.authenticate, requirePermission('boqs:write')];

  app.get(
    '/projects/:projectId/boqs',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: "The project's bills of quantities with their totals",
        params: projectParams,
        response: { 200: boqListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listProjectBoqs(db, request.auth, request.params.projectId),
  );

  app.post(
    '/projects/:projectId/boqs',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'An empty bill of quantities (mask 2/4: title 01, item 0010)',
        params: projectParams,
        body: boqCreateSchema,
        response: { 201: boqSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createEmptyBoq(db, request.auth, request.params.projectId, request.body)),
  );

  app.post(
    '/projects/:projectId/boqs/import',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary:
          'Import a GAEB DA XML file as a new bill of quantities (multipart: fields kind, name, then file)',
        description: `Reads GAEB DA XML 3.1, 3.2 and 3.3, phases X80 to X89. A file that cannot be read answers 422 naming
the reason, element and line; nothing is stored. At most VENDOC_UPLOAD_MAX_BYTES bytes (413).`,
        consumes: ['multipart/form-data'],
        params: projectParams,
        body: importForm,
        response: { 201: boqImportResponseSchema, ...problemResponses(400, 401, 403, 404, 413, 422) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data request.');
      let file: ImportFile;
      try {
        file = await readImportParts(request.parts(), app.config.uploadMaxBytes);
      } catch (error) {
        throw uploadFailure(request, error);
      }
      const result = await importBoq(
        db,
        request.auth,
        request.params.projectId,
        file,
        app.config.uploadMaxBytes,
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/boqs/:boqId',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'A bill of quantities with its totals',
        params: boqParams,
        response: { 200: boqSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getBoq(db, request.auth, request.params.boqId),
  );

  app.patch(
    '/boqs/:boqId',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Rename, change kind, VAT rate or discount (409 with `current` when the version is stale)',
        params: boqParams,
        body: boqUpdateSchema,
        response: { 200: boqSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateBoqRecord(db, request.auth, request.params.boqId, request.body),
  );

  app.delete(
    '/boqs/:boqId',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Delete a bill of quantities with all its entries',
        params: boqParams,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteBoqRecord(db, request.auth, request.params.boqId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/boqs/:boqId/nodes',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'The tree in tree order (depth first), in pages of up to 5,000 nodes',
        params: boqParams,
        querystring: boqNodesQuerySchema,
        response: { 200: boqNodesPageSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listNodesPage(db, request.auth, request.params.boqId, request.query),
  );

  app.post(
    '/boqs/:boqId/nodes',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Add a title or item after a sibling; the siblings are renumbered by the breakdown mask',
        params: boqParams,
        body: boqNodeCreateSchema,
        response: { 201: boqStructureResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createNode(db, request.auth, request.params.boqId, request.body)),
  );

  app.get(
    '/boqs/:boqId/nodes/:nodeId',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'A node with its long text',
        params: nodeParams,
        response: { 200: boqNodeDetailSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getNodeDetail(db, request.auth, request.params.boqId, request.params.nodeId),
  );

  app.patch(
    '/boqs/:boqId/nodes/:nodeId',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Edit quantity, unit price, unit, texts or kind; answers the new subtotals and totals',
        params: nodeParams,
        body: boqNodeUpdateSchema,
        response: { 200: boqNodeUpdateResponseSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateNode(db, request.auth, request.params.boqId, request.params.nodeId, request.body),
  );

  app.post(
    '/boqs/:boqId/nodes/:nodeId/move',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Move a node with its subtree within its level; old and new siblings are renumbered',
        params: nodeParams,
        body: boqNodeMoveSchema,
        response: { 200: boqStructureResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => moveNode(db, request.auth, request.params.boqId, request.params.nodeId, request.body),
  );

  app.delete(
    '/boqs/:boqId/nodes/:nodeId',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Delete a node with its subtree; the siblings are renumbered',
        params: nodeParams,
        response: { 200: boqStructureResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => deleteNodeRecord(db, request.auth, request.params.boqId, request.params.nodeId),
  );

  app.get(
    '/boqs/:boqId/export',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'The bill of quantities as GAEB DA XML: phase 83 (tender), 84 (bid), 86 (contract)',
        description:
          "Valid against the official GAEB DA XML 3.3 schema of the phase; written in the source's version.",
        params: boqParams,
        querystring: boqExportQuerySchema,
        response: {
          200: {
            description: 'The GAEB file',
            content: { 'application/xml': { schema: z.string() } },
          },
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const phase = Number(request.query.phase) as 83 | 84 | 86;
      const file = await exportBoq(db, request.auth, request.params.boqId, phase, app.now());
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', contentDisposition(file.fileName, 'attachment'))
        .header('cache-control', 'private, no-store')
        .send(file.xml);
    },
  );
};
