import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { errorMessage, isConnectionError, isNotFoundOrInvalid } from './error-message';

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

describe('isNotFoundOrInvalid', () => {
  it('is true for a missing or malformed id', () => {
    expect(isNotFoundOrInvalid(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(true);
    expect(isNotFoundOrInvalid(new ApiError(400, 'VALIDATION', 'x'))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isNotFoundOrInvalid(new ApiError(403, 'FORBIDDEN', 'x'))).toBe(false);
    expect(isNotFoundOrInvalid(new ApiError(500, 'INTERNAL', 'x'))).toBe(false);
    expect(isNotFoundOrInvalid(new Error('x'))).toBe(false);
  });
});

describe('isConnectionError', () => {
  it('is true only when the call never reached the server', () => {
    expect(isConnectionError(new ApiError(0, 'NETWORK', 'x'))).toBe(true);
    expect(isConnectionError(new ApiError(500, 'INTERNAL', 'x'))).toBe(false);
    expect(isConnectionError(new ApiError(409, 'CONFLICT', 'x'))).toBe(false);
    expect(isConnectionError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
