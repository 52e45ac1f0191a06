import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every error the API answers with has this shape: { error: { code, message, fields? } }. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof ERROR_STATUS;

export type ErrorBody = {
  error: { code: AppErrorCode; message: string; fields?: Record<string, string> };
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: AppErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const MESSAGES = {
  unexpected: 'Si è verificato un errore imprevisto',
  badRequest: 'Richiesta non valida.',
  invalidData: 'Dati non validi.',
  unauthenticated: 'Sessione scaduta o assente: accedi di nuovo.',
  forbidden: 'Non hai i permessi per questa operazione.',
  inactive: 'Completa il tuo account per continuare.',
  notFound: 'Risorsa non trovata.',
  foreignOrigin: 'Richiesta da un\u2019origine non consentita.',
  tooLarge: 'Richiesta troppo grande.',
} as const;
