import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { registerPermissions } from './permissions.ts';

describe('route permissions', () => {
  it('refuses to start with an /api route that declares no permission', async () => {
    const app = Fastify();
    registerPermissions(app);
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/declares no permission/);
    await app.close();
  });

  it('answers 401 on a protected route without a session', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerPermissions(app);
    app.get('/api/private', { config: { permission: 'users:list' } }, async () => ({ secret: true }));
    app.get('/api/open', { config: { permission: 'public' } }, async () => ({ open: true }));
    const closed = await app.inject({ method: 'GET', url: '/api/private' });
    expect(closed.statusCode).toBe(401);
    expect(closed.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    expect((await app.inject({ method: 'GET', url: '/api/open' })).statusCode).toBe(200);
    await app.close();
  });
});
