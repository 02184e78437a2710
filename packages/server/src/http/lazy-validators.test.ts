import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyValidatorFactory } from './lazy-validators.js';

function appWith(schema: object) {
  const app = Fastify({ schemaController: { compilersFactory: { buildValidator: lazyValidatorFactory() } } });
  app.post('/thing', { schema: { body: schema } }, async () => ({ ok: true }));
  return app;
}

describe('lazyValidatorFactory', () => {
  it('validates as Fastify does, with the reasons of a failed validation', async () => {
    const app = appWith({ type: 'object', required: ['name'], properties: { name: { type: 'string' } } });
    const bad = await app.inject({ method: 'POST', url: '/thing', payload: { other: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("body must have required property 'name'");
    const good = await app.inject({ method: 'POST', url: '/thing', payload: { name: 'a' } });
    expect(good.json()).toEqual({ ok: true });
  });

  it('compiles a route schema on its first request, not at start', async () => {
    const app = appWith({ type: 'object', properties: { name: { $ref: '#/definitions/missing' } } });
    await expect(app.ready()).resolves.toBeDefined();
    const answer = await app.inject({ method: 'POST', url: '/thing', payload: { name: 'a' } });
    expect(answer.statusCode).toBe(500);
  });
});
