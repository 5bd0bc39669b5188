import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';
import { profileWarningsSchema, therapistProfileSchema, therapistProfileUpdateSchema } from './therapist-profile.ts';

export const therapistProfileContract = operation({
  method: 'GET',
  path: '/api/admin/therapists/:id/profile',
  params: idParams,
  response: { 200: therapistProfileSchema },
});

export const updateTherapistProfileContract = operation({
  method: 'PUT',
  path: '/api/admin/therapists/:id/profile',
  params: idParams,
  body: therapistProfileUpdateSchema,
  response: { 200: therapistProfileSchema.extend({ warnings: profileWarningsSchema }) },
});

/** The body is the image itself (JPEG, PNG or WebP; raw or as the one file of a multipart form). */
export const therapistPhotoContract = operation({
  method: 'PUT',
  path: '/api/admin/therapists/:id/photo',
  params: idParams,
  response: { 200: z.object({ photoUrl: z.string() }) },
});
