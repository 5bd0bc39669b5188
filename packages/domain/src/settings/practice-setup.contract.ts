import { z } from 'zod';
import { operation } from '../validation/operation-contract.ts';
import { SETUP_STEPS } from './practice-setup.ts';

/** The set-up checklist: each step and whether it is done; `published` whether the site is public. */
export const practiceSetupSchema = z.object({
  steps: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean() })),
  published: z.boolean(),
});
export type PracticeSetupDto = z.infer<typeof practiceSetupSchema>;

/** `GET /api/admin/setup`: the set-up checklist. */
export const practiceSetupContract = operation({ method: 'GET', path: '/api/admin/setup', response: { 200: practiceSetupSchema } });

/**
 * `POST /api/admin/setup/publish`: puts the site online; refused (SETUP_INCOMPLETE, the open steps
 * in `details.steps`) while a step before it is open. Publishing a published site changes nothing.
 */
export const publishSiteContract = operation({ method: 'POST', path: '/api/admin/setup/publish', response: { 200: practiceSetupSchema } });
