import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@vendoc/contract/common';
import type { Viewer } from './quantity-surveys.presenter';

export const surveyParams = z.object({ id: idSchema });
export const tags = ['quantity-surveys'];
export const security = [{ bearerAuth: [] }];

/** Signs the photo URLs of a response for the user who asked. */
export const viewerOf = (request: FastifyRequest): Viewer => ({
  contentUrls: request.server.contentUrls,
  userId: request.auth.userId,
});
