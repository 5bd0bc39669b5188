import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, apiGet, apiSend, validationDetails } from './api-client.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('retries a GET twice after 500 ms when the server fails', async () => {
    fetchMock.mockResolvedValueOnce(json(503, { error: { code: 'SERVICE_UNAVAILABLE' } }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    const result = apiGet('/api/x');
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1001);
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after three attempts with the no-connection error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = apiGet('/api/x');
    const assertion = expect(result).rejects.toBeInstanceOf(NetworkError);
    await vi.advanceTimersByTimeAsync(1500);
    await assertion;
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a client error and passes its code on', async () => {
    fetchMock.mockResolvedValue(json(404, { error: { code: 'NOT_FOUND', message: 'no' } }));
    await expect(apiGet('/api/x')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps the failing inputs of a VALIDATION_ERROR, and no other error's details", async () => {
    const details = [{ path: '/phone', message: 'invalidPhone' }];
    fetchMock.mockResolvedValueOnce(json(400, { error: { code: 'VALIDATION_ERROR', message: 'no', details } }));
    const error = await apiSend('PUT', '/api/x', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', details });
    expect(validationDetails(error)).toEqual(details);
    expect(validationDetails(new ApiError(409, 'CONFLICT', 'no', details))).toEqual([]);
    expect(validationDetails(new ApiError(400, 'VALIDATION_ERROR', 'no', 'not a list'))).toEqual([]);
  });

  it('sends the CSRF token with a mutation and never retries it', async () => {
    document.cookie = 'XSRF-TOKEN=abc123';
    fetchMock.mockResolvedValue(json(500, { error: { code: 'INTERNAL_ERROR' } }));
    await expect(apiSend('POST', '/api/x', { a: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('abc123');
    expect(init?.body).toBe('{"a":1}');
  });
});
