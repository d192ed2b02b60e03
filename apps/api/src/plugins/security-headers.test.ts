/**
 * Security headers on every answer: Strict-Transport-Security only over HTTPS (a TLS socket, or
 * X-Forwarded-Proto from a trusted proxy), Permissions-Policy, Cross-Origin-Opener-Policy, and a
 * Content-Security-Policy of its own for the API documentation page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { HSTS, PERMISSIONS_POLICY } from './security-headers.ts';

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([createTestApp(), createTestApp({ env: { TRUST_PROXY: 'true' } })]);
});
afterAll(async () => {
  await Promise.all([direct.close(), proxied.close()]);
});

const cspOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    String(headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;

describe('HTTPS only headers', () => {
  it('When a request comes over plain HTTP, then no Strict-Transport-Security', async () => {
    const res = await direct.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('When a trusted proxy says the request came over HTTPS, then Strict-Transport-Security', async () => {
    const res = await proxied.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
  });

  it('When a trusted proxy says the request came over HTTP, then no Strict-Transport-Security', async () => {
    const res = await proxied.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('When a client itself claims HTTPS without TRUST_PROXY, then no Strict-Transport-Security', async () => {
    const res = await direct.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('headers on every answer', () => {
  for (const url of ['/api/health', '/api/nothing-here', '/api/docs/json'])
    it(`When ${url} answers, then Permissions-Policy keeps geolocation to this origin and Cross-Origin-Opener-Policy is same-origin`, async () => {
      const res = await direct.app.inject({ url });
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(PERMISSIONS_POLICY.split(', ')).toContain('geolocation=(self)');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

  it("When an app answer goes out, then the app's CSP allows scripts from this origin only", async () => {
    const csp = cspOf((await direct.app.inject({ url: '/api/health' })).headers);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });
});

describe('the API documentation page', () => {
  it('When /api/docs is opened, then its page comes with a CSP that runs only its own script files, and it may not be framed', async () => {
    const page = await direct.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    // Swagger UI's page loads its scripts from files: nothing inline needs 'unsafe-inline' for scripts.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const csp = cspOf(page.headers);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toContain('data:');
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('When the script files of the documentation page are fetched, then they come with the same CSP', async () => {
    const res = await direct.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(res.statusCode).toBe(200);
    expect(cspOf(res.headers)['script-src']).toEqual(["'self'"]);
  });
});
