import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../lib/env';
import { runningClockFrom } from '../lib/clock';
import { createTestContext, type TestContext, answer } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/account/session', () => {
  it('answers 200 with user null for a signed-out visitor (not an error)', async () => {
    const res = await answer(ctx.agent().api.account.session.$get());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the signed-in user, the same record as /me', async () => {
    const l = await ctx.createLandlord({ firstName: 'Sara', lastName: 'Conti' });
    const res = await answer(l.api.account.session.$get());
    expect(res.status).toBe(200);
    const me = await answer(l.api.account.me.$get());
    expect(res.body).toEqual({ user: me.body });
    expect(res.body.user).toMatchObject({ email: l.email, first_name: 'Sara', last_name: 'Conti', is_landlord: true });
  });

  it('answers user null again after sign-out', async () => {
    const l = await ctx.createLandlord();
    expect((await answer(l.api.account['sign-out'].$post())).status).toBeLessThan(300);
    const res = await answer(l.api.account.session.$get());
    expect(res.body).toEqual({ user: null });
  });
});

describe('TEST_NOW (browser tests clock)', () => {
  it('is honoured only with NODE_ENV=test', () => {
    expect(parseEnv({ NODE_ENV: 'test', TEST_NOW: '2026-11-23T09:00:00Z' }).testNow?.toISOString()).toBe(
      '2026-11-23T09:00:00.000Z',
    );
    expect(parseEnv({ NODE_ENV: 'development' }).testNow).toBeUndefined();
    expect(() => parseEnv({ NODE_ENV: 'production', TEST_NOW: '2026-11-23T09:00:00Z' })).toThrow(/NODE_ENV=test/);
    expect(() => parseEnv({ NODE_ENV: 'development', TEST_NOW: '2026-11-23T09:00:00Z' })).toThrow(/NODE_ENV=test/);
    expect(() => parseEnv({ NODE_ENV: 'test', TEST_NOW: 'not a date' })).toThrow(/not a date-time/);
  });

  it('starts at the given instant and runs forward at the real pace', () => {
    let real = 1_000_000;
    const clock = runningClockFrom(new Date('2026-11-23T09:00:00Z'), () => real);
    expect(clock.now().toISOString()).toBe('2026-11-23T09:00:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2026-11-23T09:01:30.000Z');
  });
});
