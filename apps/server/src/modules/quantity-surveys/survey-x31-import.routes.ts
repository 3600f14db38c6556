import type { Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  quantitySurveyImportFieldsSchema,
  quantitySurveyImportResponseSchema,
} from '@vendoc/contract/quantity-surveys';
import type { Database } from '../../db/client';
import { badRequest, validationProblem } from '../../lib/http-problem';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { tooLarge } from '../../lib/upload-request';
import { uploadFailure } from '../../lib/upload-request';
import { security, tags } from './survey-route-support';
import { importSurveyX31, type SurveyImportFile } from './survey-x31-import.service';

const importForm = z
  .object({
    projectId: quantitySurveyImportFieldsSchema.shape.projectId,
    constructionId: quantitySurveyImportFieldsSchema.shape.constructionId,
    boqId: quantitySurveyImportFieldsSchema.shape.boqId,
    file: z.string().meta({ format: 'binary' }).describe('One GAEB DA XML X31 file (versions 3.2, 3.3)'),
  })
  .nullish();

/** Reads the fields and the one file of an import request; the file is read into memory up to `maxBytes`. */
async function readImportParts(parts: AsyncIterable<Multipart>, maxBytes: number): Promise<SurveyImportFile> {
  const fields: Record<string, unknown> = {};
  let file: { fileName: string; bytes: Uint8Array } | null = null;
  for await (const part of parts) {
    if (part.type === 'field') {
      fields[part.fieldname] = part.value === '' ? undefined : part.value;
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
    file = { fileName: part.filename || 'Aufmass.X31', bytes: Buffer.concat(chunks) };
  }
  if (file === null) throw validationProblem([{ path: 'file', message: 'Keine Datei erhalten.' }]);
  const parsed = quantitySurveyImportFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw validationProblem(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return { ...file, ...parsed.data };
}

/** POST /quantity-surveys/import: a GAEB X31 file as a new survey. */
export const surveyImportRoute: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/quantity-surveys/import',
    {
      preHandler: [app.authenticate, requirePermission('surveys:write')],
      schema: {
        tags,
        security,
        summary:
          'Import a GAEB DA XML X31 file as a new draft survey (multipart: projectId, constructionId?, boqId?, file)',
        description: `A file that is not a readable X31 answers 422 naming the reason and place; nothing is stored. boqId is
a BoQ of the project or "none"; without it the survey measures the project's contract BoQ, else its only BoQ (400
naming boqId when there are several and none is the contract). At most VENDOC_UPLOAD_MAX_BYTES bytes (413).`,
        consumes: ['multipart/form-data'],
        body: importForm,
        response: {
          201: quantitySurveyImportResponseSchema,
          ...problemResponses(400, 401, 403, 404, 413, 422),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data request.');
      let file: SurveyImportFile;
      try {
        file = await readImportParts(request.parts(), app.config.uploadMaxBytes);
      } catch (error) {
        throw uploadFailure(request, error);
      }
      const result = await importSurveyX31(db, request.auth, file, app.config.uploadMaxBytes);
      return reply.code(201).send(result);
    },
  );
};
