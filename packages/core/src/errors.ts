import { ERROR_MESSAGES } from './messages/common';

/**
 * The API's errors, shared by the server (which answers them) and the web app (which reads
 * them): every failed call answers `{ error: { code, message, fields? } }` with the HTTP status
 * of its code.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  /** A one-time link (password reset) that is unknown, used or expired. */
  INVALID_LINK: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ErrorBody = {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
};

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The code for an HTTP status that came without one of ours (a framework or better-auth refusal). */
const CODE_FOR_STATUS: Readonly<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Status → code, the one translation: 5xx is INTERNAL, an unlisted 4xx is BAD_REQUEST. */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status >= 500) return 'INTERNAL';
  return CODE_FOR_STATUS[status] ?? 'BAD_REQUEST';
}

/** The message for a status answered without one of ours (a framework refusal). */
export function errorMessageForStatus(status: number): string {
  if (status >= 500) return ERROR_MESSAGES.unexpected;
  if (status === 413) return ERROR_MESSAGES.tooLarge;
  return ERROR_MESSAGES.badRequest;
}
