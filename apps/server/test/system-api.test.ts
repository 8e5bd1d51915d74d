import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, testDialect } from './helpers/test-app.ts';

describe(`health, config and malformed requests (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      chatWidgetSrc: 'https://chat.example.com/widget.js',
      translator: { key: 'secret-translator-key' },
    });
  });
  afterAll(async () => t.close());

  it('reports the database state', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'up', dialect: testDialect },
    });
  });

  it('gives the browser its runtime settings and never a secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      success: true,
      data: { chatWidgetSrc: 'https://chat.example.com/widget.js', translationAvailable: true },
    });
    expect(response.body).not.toContain('secret-translator-key');
  });

  it('allows the chat widget origin in the CSP and sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.headers['content-security-policy']).toContain(
      "script-src 'self' https://chat.example.com",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('answers malformed JSON with 400 and the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'Malformed JSON body' });
  });

  it('answers an oversized body with 413', async () => {
    const token = await login(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x', content: 'y'.repeat(3 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, error: 'The request body is too large' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });

  it('answers unknown API routes with 404 and wrong methods with 405', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: 'No API route GET /api/nothing-here' });

    const wrong = await t.app.inject({ method: 'PATCH', url: '/api/blogs/some-id' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('PUT, DELETE');
    expect(wrong.json()).toEqual({ success: false, error: 'Method PATCH is not allowed here' });

    const get = await t.app.inject({ method: 'GET', url: '/api/auth/login' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });

  it('answers an unknown slug with 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blogs/slug/no-such-post' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Blog post not found' });
  });

  it('sends a page path typed without the hash to the app route', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/admin',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/#/admin');
  });

  it('survives garbage input without crashing', async () => {
    const token = await login(t.app);
    const payloads = ['null', '[]', '"text"', '123', '{"title":{"$gt":""},"content":[1]}'];
    for (const payload of payloads) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
