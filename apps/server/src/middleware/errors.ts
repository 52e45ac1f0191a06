import { errorCodeForStatus, errorMessageForStatus } from '@casaconti/core/errors';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, MESSAGES } from '../lib/app-error';
import type { AppBindings, AppDeps } from '../lib/context';

/** The one error handler: AppError → its status and body; anything else logged and a generic 500. */
export function answerErrors(logger: AppDeps['logger']): ErrorHandler<AppBindings> {
  return (err, c) => {
    if (err instanceof AppError) return c.json(err.toBody(), err.status);
    if (err instanceof HTTPException) {
      const status = Math.min(err.status, 500) as ContentfulStatusCode;
      if (status === 500) logger.error({ err, requestId: c.var.requestId }, 'http exception');
      // The one status → code translation (core/errors), for refusals that come without ours.
      return c.json(new AppError(errorCodeForStatus(status), errorMessageForStatus(status)).toBody(), status);
    }
    logger.error({ err, requestId: c.var.requestId, path: c.req.path }, 'unhandled error');
    return c.json(new AppError('INTERNAL', MESSAGES.unexpected).toBody(), 500);
  };
}
