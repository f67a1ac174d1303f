// The API's description of itself.
import { z } from 'zod';
import type { ApiRouter } from '../api-router.ts';

export function registerMetaRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This OpenAPI 3.1 document',
    tags: ['meta'],
    auth: 'public',
    responses: { 200: { description: 'The document', schema: z.object({ openapi: z.string() }).loose() } },
    handler: async () => api.openApiDocument(),
  });
}
