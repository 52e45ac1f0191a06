import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, errorCodeForStatus, errorMessageForStatus, isErrorCode } from './errors';
import { ERROR_MESSAGES } from './messages/common';

describe('errorCodeForStatus', () => {
  it('gives the code of each status a framework or better-auth answers', () => {
    expect(
      [400, 401, 403, 404, 409, 410, 413, 415, 422, 429, 500, 502].map((status) => errorCodeForStatus(status)),
    ).toEqual([
      'BAD_REQUEST',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'GONE',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'BAD_REQUEST',
      'RATE_LIMITED',
      'INTERNAL',
      'INTERNAL',
    ]);
  });

  it('round-trips: the code of a status answers with that same status (4xx and 5xx)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), (status) => {
        const back = ERROR_STATUS[errorCodeForStatus(status)];
        if (status >= 500) expect(back).toBe(500);
        else if (back !== status) expect(back).toBe(400);
      }),
    );
  });
});

describe('errorMessageForStatus', () => {
  it('says the unexpected failure for 5xx, too large for 413, a bad request otherwise', () => {
    expect(errorMessageForStatus(503)).toBe('Si è verificato un errore imprevisto');
    expect(errorMessageForStatus(413)).toBe('Richiesta troppo grande.');
    expect(errorMessageForStatus(400)).toBe('Richiesta non valida.');
    expect(errorMessageForStatus(401)).toBe(ERROR_MESSAGES.badRequest);
  });
});

describe('isErrorCode', () => {
  it('accepts exactly the codes of the map', () => {
    for (const code of ERROR_CODES) expect(isErrorCode(code)).toBe(true);
    expect([undefined, null, 404, 'not_found', 'toString', 'NETWORK'].map(isErrorCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
