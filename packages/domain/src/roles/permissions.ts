/**
 * What a route requires: `public`, `authenticated`, or a named permission such as
 * `booking:cancel:any` (checked against the actor's active roles). Every /api route declares one;
 * the OpenAPI document shows it as `x-permission`.
 */
export type Permission = 'public' | 'authenticated' | `${string}:${string}`;
