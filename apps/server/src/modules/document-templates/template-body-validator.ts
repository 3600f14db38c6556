import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { formatIssuePath } from '@vendoc/designer/template-validation';
import { validationProblem } from '../../lib/http-problem';

/**
 * The validator of the routes taking a layout: the body is checked by its contract schema as everywhere, but a
 * problem names its path the way the designer does (`template.firstPage.elements[2].style.color`), so the editor
 * can point at the element. Query and path parameters keep the usual validation.
 */
export function templateBodyValidator<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  const zodRoute = route as unknown as FastifyRouteSchemaDef<z.ZodType>;
  if (route.httpPart !== 'body') return validatorCompiler(zodRoute);
  const schema = zodRoute.schema;
  return (data: unknown) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    return {
      error: validationProblem(
        result.error.issues.map((issue) => ({
          path: issue.path.length === 0 ? '' : formatIssuePath(issue.path),
          message: issue.message,
        })),
        'The request body is not valid.',
      ),
    };
  };
}
