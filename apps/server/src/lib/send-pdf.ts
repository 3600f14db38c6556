import type { FastifyReply } from 'fastify';
import { TEMPLATE_WARNINGS_HEADER } from '@vendoc/contract/document-template-records';
import { contentDisposition } from './file-name';

/**
 * Sends a rendered PDF inline (not cached); with `warnings`, the layout's data-path warnings as JSON in the
 * TEMPLATE_WARNINGS_HEADER (non-ASCII escaped as \\uXXXX, so the header is plain ASCII and still valid JSON).
 */
export function sendPdf(
  reply: FastifyReply,
  rendered: { pdf: Uint8Array },
  fileName: string,
  warnings?: readonly unknown[],
) {
  if (warnings !== undefined) {
    const json = JSON.stringify(warnings).replace(
      /[\u007f-\uffff]/g,
      (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    reply.header(TEMPLATE_WARNINGS_HEADER, json);
  }
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(fileName, 'inline'))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(rendered.pdf));
}
