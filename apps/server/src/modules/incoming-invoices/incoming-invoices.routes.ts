import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@vendoc/contract/common';
import { incomingInvoiceSchema } from '@vendoc/contract/incoming-invoices';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { readIncomingInvoice, type EInvoiceChecker } from './incoming-invoices.service';

export interface IncomingInvoicesOptions {
  /** The official rules (wired in app.ts). */
  checker: EInvoiceChecker;
}

/** Incoming e-invoices: a project file read as an e-invoice and checked with the official rules. */
export const incomingInvoicesRoutes: FastifyPluginAsyncZod<IncomingInvoicesOptions> = async (
  app,
  options,
) => {
  app.get(
    '/files/:id/e-invoice',
    {
      preHandler: [app.authenticate, requirePermission('files:read')],
      schema: {
        tags: ['files'],
        security: [{ bearerAuth: [] }],
        summary:
          'A file read as an incoming e-invoice (XRechnung CII/UBL, ZUGFeRD PDF) with the verdict of the rules',
        description: `422 when the file is no e-invoice. The verdict (check) lists every failed rule of the XSD,
EN 16931 and, for an XRechnung, the German rules; it is null when the rules cannot run on this server.`,
        params: z.object({ id: idSchema }),
        response: { 200: incomingInvoiceSchema, ...problemResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      readIncomingInvoice(
        { db: app.db, storage: app.fileStorage },
        options.checker,
        request.auth,
        request.params.id,
      ),
  );
};
