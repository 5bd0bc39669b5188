import { z } from 'zod';
import { publicTherapistSchema } from '../catalogue/public-catalogue.ts';
import type { OperationContract } from '../validation/operation-contract.ts';

export const therapistsContract = { response: { 200: z.object({ therapists: z.array(publicTherapistSchema) }) } } satisfies OperationContract;
