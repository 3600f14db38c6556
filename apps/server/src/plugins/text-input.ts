import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validationProblem, type FieldError } from '../lib/http-problem';
import { findInvalidTexts, invalidTextReason } from '../lib/text-validity';

type PartsOf = FastifyRequest['parts'];

/** The multipart parts with every text field checked as it arrives; a bad one ends the iteration with a 400. */
async function* checkedParts(parts: AsyncIterableIterator<Multipart>): AsyncGenerator<Multipart> {
  for await (const part of parts) {
    if (part.type === 'field') {
      const errors =
        typeof part.value === 'string'
          ? textError(part.fieldname, part.value)
          : findInvalidTexts(part.value, [part.fieldname]);
      if (errors.length > 0) throw validationProblem(errors, 'The request body is not valid.');
    }
    yield part;
  }
}

function textError(path: string, value: string): FieldError[] {
  const message = invalidTextReason(value);
  return message === null ? [] : [{ path, message }];
}

/**
 * Every text a request brings (JSON body, query string, path parameters, multipart text fields) must be valid
 * Unicode without NUL: otherwise 400 problem+json naming the fields, before validation and before anything is
 * stored. One hook for every route, so no schema can forget it.
 */
export const textInputPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const parts: [string, unknown][] = [
        ['body', request.body],
        ['querystring', request.query],
        ['params', request.params],
      ];
      for (const [part, value] of parts) {
        const errors = findInvalidTexts(value);
        if (errors.length > 0) throw validationProblem(errors, `The request ${part} is not valid.`);
      }
      if (typeof request.isMultipart === 'function' && request.isMultipart()) {
        const original: PartsOf = request.parts.bind(request);
        request.parts = ((options) => checkedParts(original(options))) as PartsOf;
      }
    });
  },
  { name: 'vendoc-text-input' },
);
