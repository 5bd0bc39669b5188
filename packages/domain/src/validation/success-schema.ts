import { z } from 'zod';

/** The answer of an operation that reports nothing but success. */
export const successSchema = z.object({ status: z.literal('success') });
