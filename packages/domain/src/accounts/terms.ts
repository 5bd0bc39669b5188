import { z } from 'zod';

/**
 * The version of the terms and conditions the site shows (legal:agb.version says "Version 1,
 * valid from 1 January 2027"); raise it when the text changes, so customers accept again.
 */
export const CURRENT_TERMS_VERSION = 1;

export const termsAcceptanceInputSchema = z.object({ version: z.literal(CURRENT_TERMS_VERSION) });
