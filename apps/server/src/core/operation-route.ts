import { schemasOf, type Operation } from '@praxis/domain';

/**
 * A route's method, URL and schema taken from its operation, with the OpenAPI tags and summary: the
 * path is written once, in the domain's contract, which the web app calls through too.
 */
export function routeOf<C extends Operation>(contract: C, doc: { tags: string[]; summary: string; description?: string }) {
  return { method: contract.method, url: contract.path, schema: { ...doc, ...schemasOf(contract) } };
}
