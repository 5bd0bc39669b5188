import { z } from 'zod';
import { boundedText, freeText } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';
import { SIGNATURE_DATA_URL_MAX_LENGTH, signaturePngProblem } from './png-header.ts';

/** The yes/no questions of the health form (specification section 3), in their order. */
export const HEALTH_QUESTIONS = ['medication', 'surgery', 'illness', 'allergies', 'implants', 'healthProblems'] as const;
export type HealthQuestion = (typeof HEALTH_QUESTIONS)[number];

export const BLOOD_PRESSURE = ['normal', 'high', 'low', 'unknown'] as const;

const yesNo = z
  .object({ answer: z.enum(['yes', 'no']), details: freeText(LIMITS.healthDetails).default('') })
  .refine((v) => v.answer === 'no' || v.details.length > 0, { message: 'detailsRequired', path: ['details'] });

/** A drawn signature (PNG data URL from the signature pad) or the typed full name. */
export const signatureSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('typed'), name: boundedText(LIMITS.shortText).min(LIMITS.signatureNameMin, { message: 'signatureRequired' }) }),
  z.object({
    kind: z.literal('drawn'),
    dataUrl: z
      .string()
      .min(1, { message: 'signatureRequired', abort: true })
      .max(SIGNATURE_DATA_URL_MAX_LENGTH, { message: 'signatureTooLarge', abort: true })
      .superRefine((dataUrl, ctx) => {
        const problem = signaturePngProblem(dataUrl);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  }),
]);
export type Signature = z.infer<typeof signatureSchema>;

/**
 * A signature as stored: the shape only. NOTE: forms signed before the PNG checks must stay
 * readable, so reading does not apply them; the PDF checks a drawn image before printing it.
 */
export const storedSignatureSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('typed'), name: z.string() }),
  z.object({ kind: z.literal('drawn'), dataUrl: z.string() }),
]);

/** The answers of the health form; every question must be answered, details when "yes". */
export const healthAnswersSchema = z.object({
  bloodPressure: z.enum(BLOOD_PRESSURE),
  medication: yesNo,
  surgery: yesNo,
  illness: yesNo,
  allergies: yesNo,
  implants: yesNo,
  healthProblems: yesNo,
  generalRemarks: freeText(LIMITS.longText).default(''),
});
export type HealthAnswers = z.infer<typeof healthAnswersSchema>;

/** Signing a new version of the form: the answers, the signature, and the consent to store them. */
export const healthFormInputSchema = z.object({
  answers: healthAnswersSchema,
  signature: signatureSchema,
  confirmed: z.literal(true, { message: 'confirmRequired' }),
});
export type HealthFormInput = z.infer<typeof healthFormInputSchema>;

/** A signed version as the API returns it. */
export const healthFormSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  answers: healthAnswersSchema,
  signature: storedSignatureSchema,
  signedAt: z.string(),
});
export type HealthForm = z.infer<typeof healthFormSchema>;
