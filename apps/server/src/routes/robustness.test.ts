import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** Whatever a client sends, the answer is a clear 4xx in the one error shape, never a 500. */
describe('bad input never causes a 500', () => {
  const cases: [string, string, string | undefined, Record<string, string>][] = [
    ['POST', '/api/auth/sign-in/email', '{"email":', { 'content-type': 'application/json' }],
    ['POST', '/api/auth/sign-in/email', '{"email":42,"password":[]}', { 'content-type': 'application/json' }],
    ['POST', '/api/auth/sign-in/email', 'email=a&password=b', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['POST', '/api/auth/request-password-reset', '{}', { 'content-type': 'application/json' }],
    ['POST', '/api/auth/reset-password', '{"newPassword":"x","token":"nope"}', { 'content-type': 'application/json' }],
    ['POST', '/api/account/register-landlord', '[]', { 'content-type': 'application/json' }],
    ['POST', '/api/account/register-landlord', 'null', { 'content-type': 'application/json' }],
    ['POST', '/api/account/register-landlord', 'plain text', { 'content-type': 'text/plain' }],
    ['POST', '/api/account/complete', '{"token":"x"}', { 'content-type': 'application/json' }],
    ['GET', '/api/account/invitation?token=', undefined, {}],
    ['GET', '/api/account/invitation?token=%00%ff', undefined, {}],
    ['GET', '/api/auth/verify-email?token=garbage', undefined, {}],
    ['GET', '/api/nothing-here', undefined, {}],
    ['DELETE', '/api/account/me', undefined, {}],
  ];

  it.each(cases)('%s %s %s', async (method, url, body, headers) => {
    const res = await ctx.agent().request(method, url, body, headers);
    expect(res.status, res.text).toBeLessThan(500);
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.text).not.toMatch(/\bat \S+\.(ts|js|mjs):\d+/);
    expect(res.text).not.toMatch(/SELECT|INSERT|syntax error/i);
    if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
      expect(typeof res.body.error.message).toBe('string');
    }
  });

  it('refuses a body over 1 MB with 413', async () => {
    const big = JSON.stringify({ firstName: 'x'.repeat(1_100_000) });
    const res = await ctx.agent().request('POST', '/api/account/register-landlord', big, {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API path with the JSON error shape', async () => {
    const res = await ctx.agent().get('/api/unknown/path');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
