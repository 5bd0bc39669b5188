import type { z } from 'zod';
import type { SchemaForm } from '../../../lib/use-schema-form.ts';
import type { ProfileFormValues } from './profile-form-values.ts';

/** The profile editor's form, shared by its sections. */
export type ProfileForm = SchemaForm<ProfileFormValues, z.ZodType>;
