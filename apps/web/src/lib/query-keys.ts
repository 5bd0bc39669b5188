import type { CallInput, Endpoint, Operation, PathParamNames } from '@praxis/domain';
import type { QueryKey } from '@tanstack/react-query';

type KeyParams<C extends Operation> = [PathParamNames<C['path']>] extends [never] ? undefined : Partial<Record<PathParamNames<C['path']>, string | number>>;

/**
 * What a query key of an operation is made of: its path parameters (a missing one ends the key
 * there: a prefix), its query, and any other discriminator the query needs (an infinite list's
 * filters, who looks at the answer). Each is typed by the contract: a wrong parameter name is a type
 * error.
 */
export type QueryKeyInput<C extends Operation> = {
  params?: KeyParams<C>;
  query?: Partial<NonNullable<CallInput<C>['query']>>;
  [discriminator: string]: unknown;
};

/**
 * The cache key of a call of an operation, from its path: '/api/staff/invoices/:id/mail-text' with
 * `{ params: { id: 5 }, query }` is `['staff', 'invoices', '5', 'mail-text', { query }]`. Parameters
 * are strings (as in the URL, so 5 and '5' name one entry); everything of `input` but `params` is
 * the last element when something of it is given. Without input (or without a parameter) the key
 * ends before the first unfilled parameter: the prefix that matches every query under that path
 * (TanStack Query matches keys by prefix), as invalidations use it.
 */
export function queryKeyOf<C extends Operation>(endpoint: Endpoint<C>, input?: QueryKeyInput<C>): QueryKey {
  const { params, ...rest } = input ?? {};
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const key: unknown[] = [];
  for (const segment of pathSegments(endpoint)) {
    if (!segment.startsWith(':')) {
      key.push(segment);
      continue;
    }
    const value = values[segment.slice(1)];
    if (value === undefined) return key;
    key.push(String(value));
  }
  if (Object.values(rest).some((value) => value !== undefined)) key.push(rest);
  return key;
}

/**
 * A whole area of the API for a broad invalidation: the first `depth` segments of the endpoint's
 * path after '/api' (never past a parameter), e.g. `queryScopeOf(staffBookingsEndpoint, 1)` is
 * `['staff']`, every query under '/api/staff'.
 */
export function queryScopeOf<C extends Operation>(endpoint: Endpoint<C>, depth: number): QueryKey {
  return queryKeyOf(endpoint).slice(0, depth);
}

/** The path's segments after '/api' ('/api/staff/invoices/:id' → staff, invoices, :id). */
const pathSegments = (endpoint: { path: string }) => endpoint.path.replace(/^\/api\//, '').split('/');
