import { z } from 'zod';
import { operation } from '../validation/operation-contract.ts';
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

/** The outcome of a call that may send a login link. */
export const accountStatusSchema = z.object({ status: z.literal('success'), statusLabel: z.enum(ACCOUNT_STATUS_LABELS) });

export const sessionContract = operation({ method: 'GET', path: '/api/account/me', response: { 200: sessionAnswerSchema } });
export const loginContract = operation({ method: 'POST', path: '/api/account/login', body: loginInputSchema, response: { 200: sessionAnswerSchema } });
export const autoLoginContract = operation({
  method: 'POST',
  path: '/api/account/auto-login',
  body: autoLoginInputSchema,
  response: { 200: sessionAnswerSchema },
});
export const logoutContract = operation({ method: 'POST', path: '/api/account/logout', response: { 200: successSchema } });
export const registerContract = operation({ method: 'POST', path: '/api/account/register', body: registerInputSchema, response: { 200: accountStatusSchema } });
export const forgotPasswordContract = operation({
  method: 'POST',
  path: '/api/account/forgot-password',
  body: emailLinkInputSchema,
  response: { 200: accountStatusSchema },
});
export const loginLinkContract = operation({
  method: 'POST',
  path: '/api/account/login-link',
  body: emailLinkInputSchema,
  response: { 200: accountStatusSchema },
});
export const activeRolesContract = operation({
  method: 'PUT',
  path: '/api/account/active-roles',
  body: activeRolesInputSchema,
  response: { 200: z.object({ activeRoles: z.array(roleNameSchema) }) },
});
