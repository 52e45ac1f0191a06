import { ACCOUNT_MESSAGES, ERROR_MESSAGES, CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { emailSchema, idSchema, requiredText } from '@casaconti/core/schemas/common';
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import type { AppBindings, AppDeps } from '../lib/context';
import { enqueueEmail } from '../lib/jobs';
import { findOutboxHtml, listOutbox } from '../lib/mailer';
import { renderOutboxPage } from '../lib/outbox-page';
import { validate, validateOptionalJson } from '../lib/validate';
import { inviteTenant } from '../services/account/invite-tenant';
import { runDailyJob } from '../services/reminders/run-daily-job';
import { invitationEmail } from '../lib/emails';

/**
 * How long the outbox page waits for the jobs ready to run (receipts just promised, a bench's
 * burst of them) before it answers anyway: a job stuck on a dead worker must not hold it forever.
 */
const OUTBOX_WAITS_FOR_JOBS_MS = 120_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /api/dev/daily-job: the whole job (no body, or `{}`), or (browser tests) only the contract named. */
const dailyJobSchema = z.strictObject(
  { contractId: idSchema(CONTRACT_MESSAGES.invalidId).optional() },
  { error: ERROR_MESSAGES.badRequest },
);

const mailRefusalsSchema = z.strictObject(
  { count: z.number({ error: ERROR_MESSAGES.badRequest }).int().min(0).max(100) },
  { error: ERROR_MESSAGES.badRequest },
);

const inviteSchema = z.object({
  email: emailSchema(ACCOUNT_MESSAGES.emailRequired, ACCOUNT_MESSAGES.emailInvalid),
  firstName: requiredText(ACCOUNT_MESSAGES.firstNameRequired, 100),
  lastName: requiredText(ACCOUNT_MESSAGES.lastNameRequired, 100),
});

/**
 * Non-production only (mounted at /api/dev when NODE_ENV is not production, answering only a
 * loopback client: app.ts): the local outbox (docs/domain.md §9; an HTML page, JSON with ?format=json) and a liveness probe for the debug
 * pages, and a button for the daily job (decision 093: runs it now, as the scheduler would at
 * the day's first check, without waiting for tomorrow). Under NODE_ENV=test also a shortcut that invites a tenant without a contract (browser
 * tests of the complete-account screen).
 */
export function devRoutes(deps: AppDeps) {
  const routes = new Hono<AppBindings>()
    // A readable page for a person; the JSON list with ?format=json (tests, scripts).
    .get('/outbox', async (c) => {
      await deps.jobs.idle(OUTBOX_WAITS_FOR_JOBS_MS); // receipts being made after their payment's answer
      const messages = await listOutbox(deps.db, 50, deps.mailer);
      if (c.req.query('format') === 'json') return c.json(messages);
      c.header('cache-control', 'no-store');
      return c.html(renderOutboxPage(messages));
    })
    // A message's HTML as the recipient would see it, and its attachments (decision 078).
    .get('/outbox/:id/html', async (c) => {
      const id = c.req.param('id');
      const html = UUID.test(id) ? await findOutboxHtml(deps.db, id) : null;
      if (html === null) throw new AppError('NOT_FOUND', 'Messaggio non trovato.');
      c.header('cache-control', 'no-store');
      return c.html(html);
    })
    .get('/outbox/:id/attachments/:index', (c) => {
      const index = Number(c.req.param('index'));
      const attachment = Number.isInteger(index)
        ? deps.mailer.outboxAttachments?.(c.req.param('id'))?.[index]
        : undefined;
      if (!attachment) throw new AppError('NOT_FOUND', 'Allegato non trovato.');
      c.header('content-type', attachment.contentType);
      c.header('content-disposition', `inline; filename="${attachment.filename.replace(/[^\w.-]/g, '_')}"`);
      c.header('cache-control', 'no-store');
      return c.body(new Uint8Array(attachment.content));
    })
    .get('/status', (c) => c.json({ ok: true as const }))
    // The daily job now (decision 093). Idempotent like the scheduler's run: the same day, a
    // second call sends nothing already sent.
    .post('/daily-job', validateOptionalJson(dailyJobSchema), async (c) => {
      const { contractId } = c.req.valid('json');
      const result = await runDailyJob(
        { ...deps, appUrl: deps.env.appUrl },
        { contractIds: contractId ? [contractId] : undefined },
      );
      return c.json(result);
    });
  if (deps.env.nodeEnv !== 'test') return routes;
  return (
    routes
      // Browser tests: the next `count` emails are refused, so a receipt job runs out of tries (decision 185).
      .post('/mail-refusals', validate('json', mailRefusalsSchema), (c) => {
        deps.mailer.refuseNext?.(c.req.valid('json').count);
        return c.json({ ok: true as const });
      })
      .post('/invite', validate('json', inviteSchema), async (c) => {
        const { email, firstName, lastName } = c.req.valid('json');
        const invitation = await inviteTenant({
          tx: deps.db,
          clock: deps.clock,
          appUrl: deps.env.appUrl,
          email,
          firstName,
          lastName,
        });
        if (!invitation.created) throw new AppError('CONFLICT', 'Esiste già un account con questa email.');
        await enqueueEmail(deps, deps.db, invitationEmail(email, invitation.link, 'CasaConti (dev)'));
        return c.json({ link: invitation.link }, 201);
      })
  );
}
