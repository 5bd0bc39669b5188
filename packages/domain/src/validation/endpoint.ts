import type { Operation } from './operation-contract.ts';

/**
 * What the web app calls an operation by: the method and path of its contract, typed by the
 * contract (`contract` exists only for the types). The contract's zod schemas stay out of the
 * browser's first script this way; `endpoints.generated.ts` holds one per contract.
 */
export interface Endpoint<C extends Operation> {
  readonly method: C['method'];
  readonly path: C['path'];
  readonly contract?: C;
}

/** The name of the endpoint of the contract `name` ("loginContract" → "loginEndpoint"). */
export const endpointName = (contractName: string) => contractName.replace(/Contract$/, 'Endpoint');

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Operation).method === 'string' &&
  typeof (value as Operation).path === 'string' &&
  (value as Operation).path.startsWith('/api/');

/** The endpoints file of a contract file ("cash/cash.contract.ts" → "cash/cash.endpoints.ts"). */
export const endpointsFileOf = (contractFile: string) => contractFile.replace(/(\.contract)?\.ts$/, '.endpoints.ts');

const HEADER = '// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.';

/**
 * The source of the endpoints file of one contract file (`exports`: what it exports; `file`: its
 * name in its folder): one endpoint per contract, or undefined when it exports none. One file per
 * contract file, so a page's script carries the endpoints of the areas it calls, not all of them.
 */
export function endpointsSource(exports: Record<string, unknown>, file: string): string | undefined {
  const contracts = Object.entries(exports)
    .filter(([name, value]) => name.endsWith('Contract') && isOperation(value))
    .sort(([a], [b]) => (a < b ? -1 : 1)) as [string, Operation][];
  if (contracts.length === 0) return undefined;
  const lines = contracts.map(([name, c]) => `export const ${endpointName(name)}: Endpoint<typeof C.${name}> = { method: '${c.method}', path: '${c.path}' };`);
  return [HEADER, `import type * as C from './${file}';`, "import type { Endpoint } from '../validation/endpoint.ts';", '', ...lines, ''].join('\n');
}

/** The source of `endpoints.generated.ts`, which re-exports every endpoints file (paths from the domain's src). */
export function endpointsIndexSource(endpointFiles: string[]): string {
  return [HEADER, ...[...endpointFiles].sort().map((file) => `export * from './${file}';`), ''].join('\n');
}
