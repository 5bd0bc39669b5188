import type { ErrorBody, ErrorCode } from '@praxis/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { StorageHealth } from '../core/storage-health.ts';
import { isDatabaseUnavailable, isStorageFull } from '../db/database-errors.ts';
import { AppError } from '../lib/app-error.ts';

function body(code: ErrorCode | string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION_ERROR',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * One error handler for the whole API: `{"error":{"code","message"}}` with a fitting status.
 * Server faults are logged with their detail and answered without it. A write that failed for a
 * full disk answers 507 `STORAGE_FULL` and is remembered by `storage` (`/api/health` says so).
 */
export function registerErrorHandler(app: FastifyInstance, storage?: Pick<StorageHealth, 'noteFailure'>): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({ path: v.instancePath, message: v.message }));
      return reply.status(400).send(body('VALIDATION_ERROR', 'The request is not valid.', details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return reply.status(500).send(body('INTERNAL_ERROR', 'An unexpected error has occurred.'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.routeOptions.config.oversizeBodyIsInvalid) {
      return reply.status(400).send(body('VALIDATION_ERROR', 'The request is not valid: it is too large.', [{ path: '', message: 'tooLarge' }]));
    }
    if (storage ? storage.noteFailure(error) : isStorageFull(error)) {
      request.log.error({ err: error }, 'storage full: the change was not saved');
      return reply.status(507).send(body('STORAGE_FULL', "The server's storage is full: the change was not saved. Tell the practice's administrator."));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send(body('DATABASE_UNAVAILABLE', 'The database cannot be reached at the moment: try again in a few seconds.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(CODE_BY_STATUS[status] ?? 'VALIDATION_ERROR', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('INTERNAL_ERROR', 'An unexpected error has occurred.'));
  });
}

/**
 * Fastify's `frameworkErrors` option: the router refuses some URLs before any hook or the error
 * handler runs (a malformed %-escape, a path parameter over `maxParamLength`) and would answer
 * them in its own format. Both are invalid input: 400 in the documented form.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long.' : 'The address is not valid.';
  void reply.status(400).send(body('VALIDATION_ERROR', message));
}
