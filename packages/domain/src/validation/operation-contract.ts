// Types only from zod: the web app's API client imports urlOf from here, and a zod import would
// put zod (and its eval probe, which the pages' CSP forbids) into every page's first script.
import type { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

/**
 * The schemas of one API operation. The server's route validates and documents (OpenAPI) with
 * them and serializes its answer through `response`; the web app types its calls by them, so a
 * changed answer is a type error in the web app. `response` maps the success status to its body.
 */
export interface OperationContract {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  response?: Record<number, z.ZodType>;
}

/** The body a successful call answers with, as the client receives it (the serializer's output). */
export type ResponseOf<C extends OperationContract> = C['response'] extends Record<number, z.ZodType> ? z.output<C['response'][keyof C['response']]> : never;

/** The body a call sends, before the server applies defaults and transforms. */
export type BodyOf<C extends OperationContract> = C['body'] extends z.ZodType ? z.input<C['body']> : never;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An operation: its method and path (`:name` marks a parameter) besides its schemas; the server registers it, the web app calls it. */
export interface Operation extends OperationContract {
  method: HttpMethod;
  path: `/api/${string}`;
}

/** Keeps an operation's method and path as literal types, so that its parameters and calls are checked. */
export function operation<const C extends Operation>(contract: C): C {
  return contract;
}

/** The names of a path's `:name` parameters. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsInput<C extends Operation> = [PathParamNames<C['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<C['path']>, string | number> };
type QueryInput<C extends Operation> = C['querystring'] extends z.ZodType ? { query?: z.input<C['querystring']> } : { query?: undefined };

/** What a call of an operation gives: the path's parameters (when it has some) and its query. */
export type CallInput<C extends Operation> = ParamsInput<C> & QueryInput<C>;

/**
 * The URL of a call of an operation (its contract or its endpoint): the path with its parameters
 * filled in (encoded), then the query's defined values in their order.
 */
export function urlOf<C extends Operation>(contract: C | Endpoint<C>, input: CallInput<C>): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = contract.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const pairs: string[] = [];
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`);
    }
  }
  const search = pairs.join('&');
  return search ? `${path}?${search}` : path;
}

/** The schemas of an operation without its method and path, as a route's `schema` takes them. */
export function schemasOf<C extends Operation>(contract: C): Omit<C, 'method' | 'path'> {
  const { method: _method, path: _path, ...schemas } = contract;
  return schemas;
}
