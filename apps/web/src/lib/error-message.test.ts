import { describe, expect, it } from 'vitest';

import { ApiError, CONNECTION_ERROR } from '@/lib/api-client';
import {
  errorMessage,
  hasErrorCode,
  isConnectionError,
  isInvalidRequest,
  isNotFound,
  isNotFoundOrInvalid,
  isRefusal,
  saveErrorMessage,
} from './error-message';

describe('errorMessage', () => {
  it("shows the server's reason for a refusal (4xx)", () => {
    const refusal = new ApiError(409, 'CONFLICT', 'Impossibile eliminare: la proprietà ha contratti attivi');
    expect(errorMessage(refusal, 'Errore')).toBe('Impossibile eliminare: la proprietà ha contratti attivi');
  });

  it('shows the fallback for a server failure, an empty message or anything else', () => {
    expect(errorMessage(new ApiError(500, 'INTERNAL', 'Errore interno'), 'Riprova')).toBe('Riprova');
    expect(errorMessage(new ApiError(400, 'VALIDATION', ''), 'Riprova')).toBe('Riprova');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Riprova')).toBe('Riprova');
    expect(errorMessage(undefined, 'Riprova')).toBe('Riprova');
  });
});

describe('the error predicates read the typed code', () => {
  const notFound = new ApiError(404, 'NOT_FOUND', 'x');
  const validation = new ApiError(400, 'VALIDATION', 'x');
  const badRequest = new ApiError(400, 'BAD_REQUEST', 'x');
  const forbidden = new ApiError(403, 'FORBIDDEN', 'x');
  const internal = new ApiError(500, 'INTERNAL', 'x');
  const network = new ApiError(0, 'NETWORK', 'x');
  const plain = new Error('x');

  it('isNotFound: only NOT_FOUND', () => {
    expect([notFound, validation, forbidden, internal, network, plain, undefined].map(isNotFound)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('isInvalidRequest: VALIDATION and BAD_REQUEST', () => {
    expect([validation, badRequest, notFound, internal, plain].map(isInvalidRequest)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('isNotFoundOrInvalid: a missing or malformed id', () => {
    expect([notFound, validation, badRequest, forbidden, internal, plain].map(isNotFoundOrInvalid)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('isConnectionError: no answer at all', () => {
    expect([network, internal, notFound, plain].map(isConnectionError)).toEqual([true, false, false, false]);
  });

  it('isRefusal: any 4xx answer, not a failure of the server or the network', () => {
    expect([notFound, validation, forbidden, internal, network, plain].map(isRefusal)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('hasErrorCode: any of the codes given', () => {
    expect(hasErrorCode(new ApiError(429, 'RATE_LIMITED', 'x'), 'RATE_LIMITED')).toBe(true);
    expect(hasErrorCode(forbidden, 'RATE_LIMITED', 'NOT_FOUND')).toBe(false);
    expect(hasErrorCode(forbidden, 'RATE_LIMITED', 'FORBIDDEN')).toBe(true);
    expect(hasErrorCode(plain, 'NOT_FOUND')).toBe(false);
  });
});

describe('saveErrorMessage', () => {
  it('shows the connection message when the server could not be reached', () => {
    expect(saveErrorMessage(new ApiError(0, 'NETWORK', 'offline'), 'Riprova')).toBe(CONNECTION_ERROR);
  });

  it("shows the server's message, else the fallback", () => {
    const refusal = new ApiError(422, 'VALIDATION', "L'importo supera il totale da pagare (10,00 €).");
    expect(saveErrorMessage(refusal, 'Riprova')).toBe("L'importo supera il totale da pagare (10,00 €).");
    expect(saveErrorMessage(new ApiError(500, 'INTERNAL', ''), 'Riprova')).toBe('Riprova');
    expect(saveErrorMessage(new TypeError('x'), 'Riprova')).toBe('Riprova');
  });
});
