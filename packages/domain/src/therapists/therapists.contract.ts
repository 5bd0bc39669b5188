import { z } from 'zod';
import { publicTherapistSchema } from '../catalogue/public-catalogue.ts';
import { idParams } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';

export const therapistsContract = operation({
  method: 'GET',
  path: '/api/therapists',
  response: { 200: z.object({ therapists: z.array(publicTherapistSchema) }) },
});
/** A therapist's scaled photo (WebP bytes); its URL carries the upload's version (`therapistPhotoUrl`). */
export const therapistPhotoImageContract = operation({ method: 'GET', path: '/api/therapists/:id/photo', params: idParams });
