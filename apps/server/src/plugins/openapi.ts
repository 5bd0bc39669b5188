import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { PermissionIndex } from './permissions.ts';

type Operation = Record<string, unknown>;
type OpenApiDocument = { paths?: Record<string, Record<string, Operation>> };

/** Registers the OpenAPI generator; `addOpenApiRoute` serves it once all routes exist. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Practice API', version: '1.0.0', description: 'Booking and practice management.' },
    },
    transform: jsonSchemaTransform,
  });
}

/** `GET /api/openapi.json`: the document with `x-permission` on every operation. */
export function addOpenApiRoute(app: FastifyInstance, permissions: PermissionIndex): void {
  app.get('/api/openapi.json', { config: { permission: 'public' }, schema: { hide: true } }, async () => {
    const document = structuredClone(app.swagger()) as OpenApiDocument;
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations)) {
        operation['x-permission'] = permissions.get(`${method} ${path}`) ?? null;
      }
    }
    return document;
  });
}
