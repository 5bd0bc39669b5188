import { z } from 'zod';
import { type OperationContract } from '../validation/operation-contract.ts';
import { successSchema } from '../validation/success-schema.ts';
import {
  ACCOUNT_STATUS_LABELS,
  activeRolesInputSchema,
  autoLoginInputSchema,
  emailLinkInputSchema,
  loginInputSchema,
  registerInputSchema,
  roleNameSchema,
  sessionUserSchema,
} from './account-schemas.ts';

/** The session's user; null when nobody is logged in. */
export const sessionAnswerSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** The outcome of a call that may send a login link. */
export const accountStatusSchema = z.object({ status: z.literal('success'), statusLabel: z.enum(ACCOUNT_STATUS_LABELS) });
export type AccountStatusAnswer = z.infer<typeof accountStatusSchema>;

export const sessionContract = { response: { 200: sessionAnswerSchema } } satisfies OperationContract;
export const loginContract = { body: loginInputSchema, response: { 200: sessionAnswerSchema } } satisfies OperationContract;
export const autoLoginContract = { body: autoLoginInputSchema, response: { 200: sessionAnswerSchema } } satisfies OperationContract;
export const logoutContract = { response: { 200: successSchema } } satisfies OperationContract;
export const registerContract = { body: registerInputSchema, response: { 200: accountStatusSchema } } satisfies OperationContract;
export const forgotPasswordContract = { body: emailLinkInputSchema, response: { 200: accountStatusSchema } } satisfies OperationContract;
export const loginLinkContract = { body: emailLinkInputSchema, response: { 200: accountStatusSchema } } satisfies OperationContract;
export const activeRolesContract = {
  body: activeRolesInputSchema,
  response: { 200: z.object({ activeRoles: z.array(roleNameSchema) }) },
} satisfies OperationContract;
