import { z } from 'zod';

/**
 * The version of the terms and conditions the site shows (legal:agb.version says "Version 1,
 * valid from 1 January 2027"); raise it when the text changes, so customers accept again.
 */
export const CURRENT_TERMS_VERSION = 1;

export const termsAcceptanceInputSchema = z.object({ version: z.literal(CURRENT_TERMS_VERSION) });

/**
 * Whether a customer's booking may go ahead: the current terms were accepted before
 * (`acceptedVersion`, the newest stored) or are accepted with this request (`givenVersion`).
 * An older version does not count: raising `current` asks everybody again.
 */
export function termsSatisfied(acceptedVersion: number | undefined, givenVersion: number | undefined, current: number = CURRENT_TERMS_VERSION): boolean {
  return acceptedVersion === current || givenVersion === current;
}
