import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerFrameworkError, registerErrorHandler } from './error-handler.ts';

describe('answerFrameworkError', () => {
  it.each([
    ['a path parameter over the router limit', `/api/things/${'1'.repeat(101)}`],
    ['a malformed %-escape', '/api/things/%E0%A4%A'],
  ])('answers %s with 400 in the documented form', async (_, url) => {
    const app = Fastify({ frameworkErrors: answerFrameworkError });
    registerErrorHandler(app);
    app.get('/api/things/:id', async () => ({ ok: true }));
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: expect.any(String) } });
    await app.close();
  });
});
