import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs; secrets never reach them. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { app: 'casaconti' },
    redact: {
      paths: [
        'password',
        '*.password',
        'newPassword',
        '*.newPassword',
        'token',
        '*.token',
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
  });
}
