import { z } from 'zod';

/**
 * The schemas of one API operation. The server's route validates and documents (OpenAPI) with
 * them and serializes its answer through `response`; the web app types its calls by them, so a
 * changed answer is a type error in the web app. `response` maps the success status to its body.
 */
export interface OperationContract {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  response?: Record<number, z.ZodType>;
}

/** The body a successful call answers with, as the client receives it (the serializer's output). */
export type ResponseOf<C extends OperationContract> = C['response'] extends Record<number, z.ZodType> ? z.output<C['response'][keyof C['response']]> : never;

/** The body a call sends, before the server applies defaults and transforms. */
export type BodyOf<C extends OperationContract> = C['body'] extends z.ZodType ? z.input<C['body']> : never;

/** The answer of an operation that reports nothing but success. */
export const successSchema = z.object({ status: z.literal('success') });
export type SuccessAnswer = z.infer<typeof successSchema>;
