import multipart from '@fastify/multipart';
import { LIMITS, therapistPhotoContract, therapistProfileContract, updateTherapistProfileContract } from '@praxis/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';
import { AppError } from '../../lib/app-error.ts';
import { saveTherapistPhoto, saveTherapistProfile, therapistProfile } from './therapist-profile.service.ts';

/** The uploaded bytes: the body itself, or the first file of a multipart form. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    if (Buffer.isBuffer(request.body)) return request.body;
    throw new AppError('UNSUPPORTED_FILE', 'Send the image as the request body or as a multipart file.');
  }
  const file = await request.file({ limits: { fileSize: LIMITS.photoBytes, files: 1 } });
  if (!file) throw new AppError('UNSUPPORTED_FILE', 'The form carries no file.');
  try {
    return await file.toBuffer();
  } catch (error) {
    if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'The photo may have at most 5 MB.');
    throw error;
  }
}

/**
 * Therapist profiles: biography, photo, languages, registry numbers, publication and offers.
 * Staff managers edit every therapist's; a therapist edits their own biography and photo.
 */
export function therapistProfileRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(therapistProfileContract, { tags: ['admin'], summary: 'A therapist profile with offers, for its editor' }),
      config: { permission: 'therapist-profile:edit' },
      handler: async (request) => therapistProfile(ctx, request.actor!, request.params.id),
    });

    app.route({
      ...routeOf(updateTherapistProfileContract, { tags: ['admin'], summary: 'Save a therapist profile (a therapist: own biography only)' }),
      config: { permission: 'therapist-profile:edit' },
      handler: async (request) => saveTherapistProfile(ctx, request.actor!, request.params.id, request.body),
    });

    // The photo's own scope: any content type arrives as bytes (checked by content, not by type).
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LIMITS.photoBytes }, (_request, body, done) => done(null, body));
      await scope.register(multipart, { limits: { fileSize: LIMITS.photoBytes, files: 1, fields: 5, parts: 6 } });
      scope.withTypeProvider<ZodTypeProvider>().route({
        ...routeOf(therapistPhotoContract, { tags: ['admin'], summary: 'Upload a therapist photo (JPEG, PNG or WebP, at most 5 MB)' }),
        bodyLimit: LIMITS.photoBytes + 64 * 1024,
        config: { permission: 'therapist-profile:edit' },
        handler: async (request) => saveTherapistPhoto(ctx, request.actor!, request.params.id, await uploadedBytes(request)),
      });
    });
  };
}
