import type { OperationContract } from '../validation/operation-contract.ts';
import { practiceSettingsSchema, publicSettingsSchema } from './practice-settings.ts';

export const publicSettingsContract = { response: { 200: publicSettingsSchema } } satisfies OperationContract;

/** `GET /api/admin/settings`: the whole settings object. */
export const adminSettingsContract = { response: { 200: practiceSettingsSchema } } satisfies OperationContract;

/** `PUT /api/admin/settings`: the whole settings object, validated as a whole; answers what was stored. */
export const updateSettingsContract = { body: practiceSettingsSchema, response: { 200: practiceSettingsSchema } } satisfies OperationContract;
