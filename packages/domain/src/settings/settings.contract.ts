import { operation } from '../validation/operation-contract.ts';
import { practiceSettingsSchema, publicSettingsSchema } from './practice-settings.ts';

export const publicSettingsContract = operation({ method: 'GET', path: '/api/settings/public', response: { 200: publicSettingsSchema } });

/** `GET /api/admin/settings`: the whole settings object. */
export const adminSettingsContract = operation({ method: 'GET', path: '/api/admin/settings', response: { 200: practiceSettingsSchema } });

/** `PUT /api/admin/settings`: the whole settings object, validated as a whole; answers what was stored. */
export const updateSettingsContract = operation({
  method: 'PUT',
  path: '/api/admin/settings',
  body: practiceSettingsSchema,
  response: { 200: practiceSettingsSchema },
});
