import type { OperationContract } from '../validation/operation-contract.ts';
import { publicSettingsSchema } from './practice-settings.ts';

export const publicSettingsContract = { response: { 200: publicSettingsSchema } } satisfies OperationContract;
