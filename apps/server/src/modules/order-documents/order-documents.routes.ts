import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, versionQuerySchema } from '@vendoc/contract/common';
import {
  cancelRequestSchema,
  issueRequestSchema,
  orderDocumentListQuerySchema,
  orderDocumentListSchema,
  reminderRequestSchema,
  sendRequestSchema,
} from '@vendoc/contract/order-document-actions';
import {
  orderDocumentCreateSchema,
  orderDocumentSchema,
  orderDocumentUpdateSchema,
  paymentCreateSchema,
} from '@vendoc/contract/order-documents';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { contentDisposition } from '../../lib/file-name';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { sendStoredContent } from '../../lib/send-content';
import {
  documentEInvoice,
  documentGaeb,
  documentPdf,
  type DocumentDownload,
} from './order-document-downloads';
import {
  addPayment,
  cancelOrderDocument,
  issueOrderDocument,
  sendOrderDocument,
} from './order-document-lifecycle.service';
import { createReminder } from './order-document-reminders';
import { listOrderDocumentsPage } from './order-documents-list';
import {
  createOrderDocument,
  deleteOrderDocument,
  getOrderDocument,
  updateOrderDocument,
} from './order-documents.service';

const idParams = z.object({ id: idSchema });
const tags = ['order-documents'];
const security = [{ bearerAuth: [] }];
const binary = (description: string, type: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
});

/** /api/v1/order-documents: offers, order confirmations, delivery notes, invoices, cancellations, reminders. */
export const orderDocumentsRoutes: FastifyPluginAsyncZod<{ db: Database; mailer: Mailer | null }> = async (
  app,
  { db, mailer },
) => {
  const read = [app.authenticate, requirePermission('orderDocuments:read')];
  const write = [app.authenticate, requirePermission('orderDocuments:write')];
  const deps = () => ({ db, storage: app.fileStorage, rules: app.officialRules });

  async function sendDownload(request: FastifyRequest, reply: FastifyReply, download: DocumentDownload) {
    if (!download.stored)
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(download.fileName, 'inline'))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(download.bytes));
    return sendStoredContent(request, reply, app.fileStorage, {
      sha256: download.sha256,
      contentType: download.contentType,
      fileName: download.fileName,
      disposition: 'inline',
      lastModified: download.issuedAt,
      cacheControl: 'private, max-age=31536000, immutable',
      frameAncestors: app.config.corsOrigins,
    });
  }

  app.get(
    '/order-documents',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary:
          'List documents (filters, search, sort, cursor) with sums per status and of the overdue ones',
        description: 'Fitters see delivery notes only.',
        querystring: orderDocumentListQuerySchema,
        response: { 200: orderDocumentListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listOrderDocumentsPage(db, request.auth, request.query, app.now()),
  );

  app.post(
    '/order-documents',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Create a draft: blank, from a BoQ, from approved surveys or from another document',
        body: orderDocumentCreateSchema,
        response: { 201: orderDocumentSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createOrderDocument(db, request.auth, request.body, app.now())),
  );

  app.get(
    '/order-documents/:id',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'One document with items, totals, chain, payments, outputs and audit',
        params: idParams,
        response: { 200: orderDocumentSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getOrderDocument(db, request.auth, request.params.id, app.now()),
  );

  app.put(
    '/order-documents/:id',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Replace a draft; 409 when issued, or stale (with the current document)',
        params: idParams,
        body: orderDocumentUpdateSchema,
        response: { 200: orderDocumentSchema, ...problemResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => updateOrderDocument(db, request.auth, request.params.id, request.body, app.now()),
  );

  app.delete(
    '/order-documents/:id',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Delete a draft; 409 when issued or stale',
        params: idParams,
        querystring: versionQuerySchema,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteOrderDocument(db, request.auth, request.params.id, request.query.version, app.now());
      return reply.code(204).send();
    },
  );

  app.post(
    '/order-documents/:id/issue',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Issue a draft: number, PDF and e-invoice stored with their SHA-256; final from then on',
        description: `422 naming the fields when the e-invoice would be invalid (nothing issued, no number used).`,
        params: idParams,
        body: issueRequestSchema,
        response: { 200: orderDocumentSchema, ...problemResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      issueOrderDocument(deps(), request.auth, request.params.id, request.body.version, app.now()),
  );

  app.post(
    '/order-documents/:id/send',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Send an issued document by e-mail with its PDF (and XRechnung XML), or mark it as sent',
        description:
          'Mode "email" needs VENDOC_SMTP_URL (409 otherwise); a refused mail is 502 and changes nothing.',
        params: idParams,
        body: sendRequestSchema,
        response: { 200: orderDocumentSchema, ...problemResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) =>
      sendOrderDocument({ ...deps(), mailer }, request.auth, request.params.id, request.body, app.now()),
  );

  app.post(
    '/order-documents/:id/payments',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Record a payment of an issued invoice (negative: a correction)',
        params: idParams,
        body: paymentCreateSchema,
        response: { 201: orderDocumentSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addPayment(db, request.auth, request.params.id, request.body, app.now())),
  );

  app.post(
    '/order-documents/:id/cancel',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary:
          'Cancel an issued invoice by an issued cancellation invoice (answered); an offer is withdrawn',
        params: idParams,
        body: cancelRequestSchema,
        response: { 201: orderDocumentSchema, ...problemResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await cancelOrderDocument(deps(), request.auth, request.params.id, request.body, app.now())),
  );

  app.post(
    '/order-documents/:id/reminders',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'A draft reminder of an issued invoice with an open amount',
        params: idParams,
        body: reminderRequestSchema,
        response: { 201: orderDocumentSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createReminder(db, request.auth, request.params.id, request.body, app.now())),
  );

  app.get(
    '/order-documents/:id/pdf',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'The PDF: stored (ETag = SHA-256) once issued, rendered on the fly for a draft',
        params: idParams,
        response: { 200: binary('The PDF', 'application/pdf'), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendDownload(request, reply, await documentPdf(deps(), request.auth, request.params.id, app.now())),
  );

  app.get(
    '/order-documents/:id/e-invoice',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'The stored e-invoice of an issued invoice: XRechnung XML or the ZUGFeRD PDF',
        params: idParams,
        response: {
          200: binary('The XML or PDF', 'application/octet-stream'),
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) =>
      sendDownload(request, reply, await documentEInvoice(deps(), request.auth, request.params.id)),
  );

  app.get(
    '/order-documents/:id/gaeb',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'The document as GAEB DA XML 3.3: an offer as X84, an invoice as X89 (written now)',
        params: idParams,
        response: {
          200: binary('The GAEB file', 'application/xml'),
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const gaeb = await documentGaeb(deps(), request.auth, request.params.id, app.now());
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', contentDisposition(gaeb.fileName, 'attachment'))
        .header('cache-control', 'private, no-store')
        .send(gaeb.xml);
    },
  );
};
