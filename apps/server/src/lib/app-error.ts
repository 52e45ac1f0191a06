import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@casaconti/core/errors';
import { ERROR_MESSAGES } from '@casaconti/core/messages';

/** Every error the API answers with has this shape: { error: { code, message, fields? } } (codes, statuses: core/errors). */

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code] as ContentfulStatusCode;
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

/** The API's shared messages (core/errors), under the name the services use. */
export const MESSAGES = ERROR_MESSAGES;
