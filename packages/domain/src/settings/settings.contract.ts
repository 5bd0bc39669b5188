import { z } from 'zod';
import { operation } from '../validation/operation-contract.ts';
import { publicSettingsSchema, storedPracticeSettingsSchema } from './practice-settings.ts';

/** The public part of the settings, and whether the site is published (until then visitors see a neutral page). */
export const publicSiteSchema = publicSettingsSchema.extend({ published: z.boolean() });
export type PublicSite = z.infer<typeof publicSiteSchema>;

export const publicSettingsContract = operation({ method: 'GET', path: '/api/settings/public', response: { 200: publicSiteSchema } });

/** `GET /api/admin/settings`: the whole settings object (the practice's own data empty until entered). */
export const adminSettingsContract = operation({ method: 'GET', path: '/api/admin/settings', response: { 200: storedPracticeSettingsSchema } });

/**
 * `PUT /api/admin/settings`: the whole settings object, validated as a whole; answers what was
 * stored. Each section of the screen checks its part by `practiceSettingsSchema` (complete); the
 * others may still be empty on a first day. Once the site is published, data it needs may not be
 * emptied again (SETUP_INCOMPLETE).
 */
export const updateSettingsContract = operation({
  method: 'PUT',
  path: '/api/admin/settings',
  body: storedPracticeSettingsSchema,
  response: { 200: storedPracticeSettingsSchema },
});
