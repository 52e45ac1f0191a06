import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, call, forgetHeldAnswers } from './api-client';

/**
 * The fetch client's held answers (decision 180): a GET answered with an ETag is kept in memory
 * beside its tag, the next GET of the URL sends If-None-Match and a 304 answers from what is held.
 */

type Answer = { status: number; body?: unknown; etag?: string };

/** The server answers each request with the next of `answers`; every request is recorded. */
function serverAnswers(...answers: Answer[]) {
  const sent: { url: string; method: string; ifNoneMatch: string | null }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      ifNoneMatch: new Headers(init.headers).get('If-None-Match'),
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer left for ${url}`);
    const headers = new Headers({ 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    if (answer.etag) headers.set('ETag', answer.etag);
    return new Response(answer.status === 304 ? null : JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

const overview = () => call(api.payments.overview.$get());
const OVERVIEW_URL = '/api/payments/overview';
const FIRST = { openCents: 150_000 };
const SECOND = { openCents: 100_000 };

beforeEach(() => forgetHeldAnswers());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the fetch client keeps tagged answers in memory (decision 180)', () => {
  it('sends If-None-Match with the ETag of the first answer, and a 304 answers the body held', async () => {
    const sent = serverAnswers({ status: 200, body: FIRST, etag: 'W/"v7"' }, { status: 304, etag: 'W/"v7"' });
    expect(await overview()).toEqual(FIRST);
    expect(await overview()).toEqual(FIRST);
    expect(sent).toEqual([
      { url: OVERVIEW_URL, method: 'GET', ifNoneMatch: null },
      { url: OVERVIEW_URL, method: 'GET', ifNoneMatch: 'W/"v7"' },
    ]);
  });

  it('a 200 replaces what is held: the next request sends the new tag and a 304 answers the new body', async () => {
    const sent = serverAnswers(
      { status: 200, body: FIRST, etag: '"v7"' },
      { status: 200, body: SECOND, etag: '"v8"' },
      { status: 304, etag: '"v8"' },
    );
    await overview();
    expect(await overview()).toEqual(SECOND);
    expect(await overview()).toEqual(SECOND);
    expect(sent.map((s) => s.ifNoneMatch)).toEqual([null, '"v7"', '"v8"']);
  });

  it('holds each URL apart: another page of a list is not answered with the first page', async () => {
    const sent = serverAnswers({ status: 200, body: FIRST, etag: '"v7"' }, { status: 200, body: SECOND, etag: '"v7"' });
    await call(api.contracts.page.$get({ query: { page: '1' } }));
    await call(api.contracts.page.$get({ query: { page: '2' } }));
    expect(sent.map((s) => s.ifNoneMatch)).toEqual([null, null]);
  });

  it('an answer without an ETag works as before and leaves nothing held', async () => {
    const sent = serverAnswers({ status: 200, body: FIRST }, { status: 200, body: SECOND });
    expect(await overview()).toEqual(FIRST);
    expect(await overview()).toEqual(SECOND);
    expect(sent.map((s) => s.ifNoneMatch)).toEqual([null, null]);
  });

  it('a 304 with nothing held asks again without If-None-Match instead of failing', async () => {
    const sent = serverAnswers(
      { status: 200, body: FIRST, etag: '"v7"' },
      { status: 304 },
      { status: 200, body: SECOND, etag: '"v8"' },
    );
    await overview();
    // The tag goes out, then the memory is dropped (a sign-out elsewhere) before the 304 is read.
    const fetchMock = vi.mocked(globalThis.fetch);
    const answerOf = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementationOnce(async (...args) => {
      const res = await answerOf(...args);
      forgetHeldAnswers();
      return res;
    });
    expect(await overview()).toEqual(SECOND);
    expect(sent.map((s) => s.ifNoneMatch)).toEqual([null, '"v7"', null]);
  });

  it('forgetHeldAnswers (signing out or in, app/stale-after-mutations.test.tsx) forgets every held answer', async () => {
    const sent = serverAnswers(
      { status: 200, body: FIRST, etag: '"v7"' },
      { status: 200, body: { ok: true } },
      { status: 200, body: FIRST, etag: '"v7"' },
    );
    await overview();
    await call(api.account['sign-out'].$post());
    forgetHeldAnswers();
    await overview();
    expect(sent.map((s) => [s.method, s.ifNoneMatch])).toEqual([
      ['GET', null],
      ['POST', null],
      ['GET', null],
    ]);
  });

  it('a 401 forgets every held answer (the session they belonged to is gone)', async () => {
    const sent = serverAnswers(
      { status: 200, body: FIRST, etag: '"v7"' },
      { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'No' } } },
      { status: 200, body: FIRST, etag: '"v7"' },
    );
    await overview();
    await expect(call(api.contracts.page.$get({ query: {} }))).rejects.toMatchObject({ status: 401 });
    await overview();
    expect(sent.map((s) => s.ifNoneMatch)).toEqual([null, null, null]);
  });

  it('other methods go through untouched', async () => {
    const sent = serverAnswers(
      { status: 200, body: FIRST, etag: '"v7"' },
      { status: 200, body: { ok: true }, etag: '"v7"' },
    );
    await overview();
    await call(api.account['sign-out'].$post());
    expect(sent[1]).toEqual({ url: '/api/account/sign-out', method: 'POST', ifNoneMatch: null });
  });
});
