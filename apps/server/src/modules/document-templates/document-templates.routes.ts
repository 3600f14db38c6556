import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, versionQuerySchema } from '@vendoc/contract/common';
import {
  documentTemplateCreateSchema,
  documentTemplateDuplicateSchema,
  documentTemplateListQuerySchema,
  documentTemplateListSchema,
  documentTemplatePreviewSchema,
  documentTemplateSchema,
  documentTemplateUpdateSchema,
  TEMPLATE_WARNINGS_HEADER,
} from '@vendoc/contract/document-template-records';
import { sendPdf } from '../../lib/send-pdf';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import {
  createDocumentTemplate,
  deleteDocumentTemplate,
  duplicateDocumentTemplate,
  getDocumentTemplate,
  listDocumentTemplates,
  renderTemplatePreview,
  type DocumentSources,
  setDefaultDocumentTemplate,
  updateDocumentTemplate,
} from './document-templates.service';
import { templateBodyValidator } from './template-body-validator';
import { templateFilesRoutes } from './template-files.routes';

const idParams = z.object({ id: idSchema });
const tags = ['document-templates'];
const security = [{ bearerAuth: [] }];
const pdfResponse = {
  description: 'The PDF (PDF/A-3b)',
  content: { 'application/pdf': { schema: z.string().describe('binary') } },
};

/** /api/v1/document-templates: the company's page designer layouts per document kind (office and admin). */
export const documentTemplatesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  sources: DocumentSources;
}> = async (app, { db, sources }) => {
  const canRead = [app.authenticate, requirePermission('documentTemplates:read')];
  const canWrite = [app.authenticate, requirePermission('documentTemplates:write')];
  await app.register(templateFilesRoutes);

  app.get(
    '/document-templates',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: "The company's templates (of a kind): by kind, the default first, then by name",
        description:
          'The first call of a company creates its built-in DIN 5008 starters, one default per kind.',
        querystring: documentTemplateListQuerySchema,
        response: { 200: documentTemplateListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listDocumentTemplates(db, request.auth.companyId, request.query.kind),
  );

  app.post(
    '/document-templates',
    {
      preHandler: canWrite,
      schema: {
        tags,
        security,
        summary: 'A new template of a kind from its built-in DIN 5008 starter (not the default)',
        body: documentTemplateCreateSchema,
        response: { 201: documentTemplateSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDocumentTemplate(db, request.auth.companyId, request.body)),
  );

  app.get(
    '/document-templates/:id',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'One template with its layout (migrated to the current model version)',
        params: idParams,
        response: { 200: documentTemplateSchema, ...problemResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => getDocumentTemplate(db, request.auth.companyId, request.params.id),
  );

  app.patch(
    '/document-templates/:id',
    {
      preHandler: canWrite,
      validatorCompiler: templateBodyValidator,
      schema: {
        tags,
        security,
        summary: 'Rename and/or store a new layout; a stale version gets 409 with `current`',
        description:
          'An invalid layout gets 400 naming the path, e.g. `template.firstPage.elements[2].style.color`.',
        params: idParams,
        body: documentTemplateUpdateSchema,
        response: { 200: documentTemplateSchema, ...problemResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      updateDocumentTemplate(
        { db, storage: app.fileStorage },
        request.auth.companyId,
        request.params.id,
        request.body,
      ),
  );

  app.post(
    '/document-templates/:id/duplicate',
    {
      preHandler: canWrite,
      schema: {
        tags,
        security,
        summary: 'A copy of the template (not the default) under a new name',
        params: idParams,
        body: documentTemplateDuplicateSchema,
        response: { 201: documentTemplateSchema, ...problemResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await duplicateDocumentTemplate(db, request.auth.companyId, request.params.id, request.body.name),
        ),
  );

  app.delete(
    '/document-templates/:id',
    {
      preHandler: canWrite,
      schema: {
        tags,
        security,
        summary: 'Delete a template; 409 while it is the default of its kind or with a stale `?version=`',
        params: idParams,
        querystring: versionQuerySchema.partial(),
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteDocumentTemplate(
        { db, storage: app.fileStorage },
        request.auth.companyId,
        request.params.id,
        request.query.version,
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/document-templates/:id/default',
    {
      preHandler: canWrite,
      schema: {
        tags,
        security,
        summary: 'Make the template the default of its kind (the previous default is unset in the same step)',
        params: idParams,
        response: { 200: documentTemplateSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => setDefaultDocumentTemplate(db, request.auth.companyId, request.params.id),
  );

  app.post(
    '/document-templates/:id/preview',
    {
      preHandler: canRead,
      validatorCompiler: templateBodyValidator,
      schema: {
        tags,
        security,
        summary:
          'The layout (or the unsaved `template` of the body) rendered to PDF with sample data of its kind, or with a real document (`source`)',
        description: `\`source\` (e.g. \`{ "type": "quantitySurvey", "id": "…" }\`) fills the layout with that document of the company instead of sample data: 404 when the company has no such document, 400 naming \`source.type\` when the layout's kind does not take it. Data paths the data lacks are rendered empty and listed (JSON) in the header ${TEMPLATE_WARNINGS_HEADER}.`,
        params: idParams,
        body: documentTemplatePreviewSchema,
        response: { 200: pdfResponse, ...problemResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const rendered = await renderTemplatePreview(
        { db, storage: app.fileStorage, sources },
        request.auth,
        request.params.id,
        request.body,
      );
      return sendPdf(reply, rendered, 'vorschau.pdf', rendered.warnings);
    },
  );
};
