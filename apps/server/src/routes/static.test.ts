import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>CasaConti</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestContext({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the built SPA', () => {
  it('answers / and any client route with index.html and security headers', async () => {
    for (const url of ['/', '/dashboard/landlord/properties', '/statement/abc']) {
      const res = await ctx.agent().get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('serves hashed assets with a long cache, and a missing asset is a 404', async () => {
    const ok = await ctx.agent().get('/assets/app-abc123.js');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toContain('immutable');
    const missing = await ctx.agent().get('/assets/gone-000.js');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<div id="root">');
  });

  it('serves root files and never a file outside the build', async () => {
    expect((await ctx.agent().get('/favicon.svg')).status).toBe(200);
    const traversal = await ctx.agent().get('/..%2f..%2fetc%2fpasswd');
    expect(traversal.text).not.toContain('root:');
  });
});
