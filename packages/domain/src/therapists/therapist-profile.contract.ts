import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import type { OperationContract } from '../validation/operation-contract.ts';
import { profileWarningsSchema, therapistProfileSchema, therapistProfileUpdateSchema } from './therapist-profile.ts';

export const therapistProfileContract = {
  params: idParams,
  response: { 200: therapistProfileSchema },
} satisfies OperationContract;

export const updateTherapistProfileContract = {
  params: idParams,
  body: therapistProfileUpdateSchema,
  response: { 200: therapistProfileSchema.extend({ warnings: profileWarningsSchema }) },
} satisfies OperationContract;

/** The body is the image itself (JPEG, PNG or WebP; raw or as the one file of a multipart form). */
export const therapistPhotoContract = {
  params: idParams,
  response: { 200: z.object({ photoUrl: z.string() }) },
} satisfies OperationContract;
