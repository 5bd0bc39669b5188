import multipart from '@fastify/multipart';
import {
  CUSTOMER_FILE_FIELD,
  customerFileContentContract,
  customerFilesContract,
  deleteCustomerFileContract,
  LIMITS,
  uploadCustomerFileContract,
} from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';
import * as files from './customer-files.service.ts';
import { sendCustomerFile } from './send-customer-file.ts';
import { receiveUpload } from './receive-upload.ts';

const tags = ['files'];
const MB = 1024 * 1024;

/** A customer's files: list, upload (multipart, one file per request), open and delete; all audited. */
export function customerFilesRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...routeOf(customerFilesContract, { tags, summary: "A customer's files, newest first" }),
      config: { permission: 'file:read' },
      handler: async (request) => ({ files: await files.listFiles(ctx, request.actor!, request.params.id) }),
    });

    app.route({
      ...routeOf(customerFileContentContract, { tags, summary: 'Open a customer file (its bytes)' }),
      config: { permission: 'file:read' },
      handler: async (request, reply) => sendCustomerFile(reply, await files.readFile(ctx, request.actor!, request.params.id)),
    });

    app.route({
      ...routeOf(deleteCustomerFileContract, { tags, summary: 'Delete a customer file' }),
      config: { permission: 'file:write' },
      handler: async (request) => {
        await files.removeFile(ctx, request.actor!, request.params.id);
        return { status: 'success' as const };
      },
    });

    // The upload's own scope: only multipart is read (streamed with the settings' limit, never
    // buffered beyond it); any other body is left unread and refused by the handler.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      await scope.register(multipart, {
        limits: { fileSize: LIMITS.fileMaxMegabytes * MB, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
      });
      scope.withTypeProvider<ZodTypeProvider>().route({
        ...routeOf(uploadCustomerFileContract, { tags, summary: 'Upload one file for a customer (multipart field `file`)' }),
        config: { permission: 'file:write' },
        handler: async (request, reply) => {
          const file = await files.uploadFile(ctx, request.actor!, request.params.id, (limit) => receiveUpload(request, CUSTOMER_FILE_FIELD, limit));
          return reply.status(201).send({ file });
        },
      });
    });
  };
}
