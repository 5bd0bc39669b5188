import { urlOf, type BodyOf, type CallInput, type Endpoint, type Operation, type ResponseOf } from '@praxis/domain';

/** One failing input of a `VALIDATION_ERROR`: a JSON pointer into the request body ("/signature/dataUrl") and its message key. */
export interface ValidationDetail {
  path: string;
  message: string;
}

/**
 * A failed API call: `code` is the server's error code (translated as `errors.<code>`); `details`
 * is what the server added, for `VALIDATION_ERROR` the failing inputs (see `validationDetails`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The failing inputs of a `VALIDATION_ERROR` answer; none for any other error or a malformed detail. */
export function validationDetails(error: unknown): ValidationDetail[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR' || !Array.isArray(error.details)) return [];
  return error.details.filter(
    (d): d is ValidationDetail =>
      typeof d === 'object' && d !== null && typeof (d as ValidationDetail).path === 'string' && typeof (d as ValidationDetail).message === 'string',
  );
}

/** The server could not be reached ("Failed to fetch"): shown as the no-connection message. */
export class NetworkError extends Error {
  constructor() {
    super('NETWORK_ERROR');
  }
}

const GET_RETRIES = 2;
const RETRY_DELAY_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The CSRF token the server put in the `XSRF-TOKEN` cookie. */
function xsrfToken(): string | undefined {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string; details?: unknown } } | null;
  return new ApiError(response.status, body?.error?.code ?? 'INTERNAL_ERROR', body?.error?.message ?? response.statusText, body?.error?.details);
}

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const token = xsrfToken();
    if (token) headers['X-XSRF-TOKEN'] = token;
  }
  try {
    return await fetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new NetworkError();
  }
}

/**
 * GET with two retries after 500 ms on network failures and server errors (DESIGN.md section 3);
 * client errors are final.
 */
export async function apiGet<T>(path: string): Promise<T> {
  let lastError: Error = new NetworkError();
  for (let attempt = 0; attempt <= GET_RETRIES; attempt++) {
    if (attempt > 0) await sleep(RETRY_DELAY_MS);
    try {
      const response = await send('GET', path);
      if (response.ok) return (await response.json()) as T;
      const error = await toApiError(response);
      if (response.status < 500) throw error;
      lastError = error;
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) throw err;
      lastError = err as Error;
    }
  }
  throw lastError;
}

/**
 * A POST that answers a file (a one-time download): its bytes and the name of its
 * `Content-Disposition` (the UTF-8 `filename*` when given). Never retried: it may use something up.
 */
export async function apiDownload(path: string, body: unknown): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send('POST', path, body);
  if (!response.ok) throw await toApiError(response);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: encoded ? decodeURIComponent(encoded) : (plain ?? null) };
}

/** A mutation (POST, PUT, PATCH, DELETE) with the CSRF header; never retried by itself. */
export async function apiSend<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body);
  if (!response.ok) throw await toApiError(response);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/**
 * Calls an operation by its endpoint (`xEndpoint` of the domain, made from the contract `xContract`):
 * method and path come from the contract, its parameters, query and body are typed by it, and so is
 * the answer. GETs retry as `apiGet` does.
 */
export function api<C extends Operation>(
  contract: Endpoint<C>,
  ...[input]: CallInput<C> extends { params: unknown } ? [ApiInput<C>] : BodyInput<C> extends { body: unknown } ? [ApiInput<C>] : [ApiInput<C>?]
): Promise<ResponseOf<C>> {
  const url = urlOf(contract, (input ?? {}) as CallInput<C>);
  const body = (input as { body?: unknown } | undefined)?.body;
  return contract.method === 'GET' ? apiGet<ResponseOf<C>>(url) : apiSend<ResponseOf<C>>(contract.method, url, body);
}

type BodyInput<C extends Operation> = [BodyOf<C>] extends [never] ? { body?: undefined } : { body: BodyOf<C> };
/** What `api` takes for an operation: its path parameters, query and body, each only where the contract has it. */
export type ApiInput<C extends Operation> = CallInput<C> & BodyInput<C>;
