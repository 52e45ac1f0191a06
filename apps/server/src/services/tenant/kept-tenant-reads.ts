import type { Db, Queryable } from '../../db/client';
import { type Clock, today } from '../../lib/clock';
import type { TenantPayableListQuery } from '@casaconti/core/schemas/list';
import { answerKeptUnder, canonicalQuery, type KeptAnswers, readTenantDataVersions } from '../lists/kept-answers';
import { getTenantStatements } from '../statement/get-tenant-statements';
import { getTenantOverview } from './get-tenant-overview';
import { getTenantPayablesPage } from './get-tenant-payables-page';

/**
 * A tenant read's answer (overview, statements, payables page), kept per tenant, read, query and
 * Rome day while the versions of the tenant's landlords are unchanged (decision 141). A hit is one
 * statement (readTenantDataVersions) besides the session.
 */
export function answerKeptForTenant<T>(opts: {
  db: Queryable;
  clock: Clock;
  kept: KeptAnswers;
  tenantId: string;
  read: string;
  query?: Record<string, unknown>;
  compute: () => Promise<T>;
}): Promise<T> {
  const { db, tenantId } = opts;
  return answerKeptUnder({
    kept: opts.kept,
    key: ['tenant', tenantId, opts.read, today(opts.clock), canonicalQuery(opts.query)],
    readVersion: () => readTenantDataVersions(db, tenantId),
    compute: opts.compute,
  });
}

type KeptTenantRead = { db: Db; clock: Clock; kept: KeptAnswers; tenantId: string };

/** GET /api/tenant/overview's answer, kept (decision 141). */
export function getKeptTenantOverview(opts: KeptTenantRead) {
  return answerKeptForTenant({ ...opts, read: 'tenant/overview', compute: () => getTenantOverview(opts) });
}

/** GET /api/tenant/statements' statements, kept (decision 141). */
export function getKeptTenantStatements(opts: KeptTenantRead) {
  return answerKeptForTenant({ ...opts, read: 'tenant/statements', compute: () => getTenantStatements(opts) });
}

/** GET /api/tenant/payables/page's page, kept per query (decision 141). */
export function getKeptTenantPayablesPage(opts: KeptTenantRead & { query: TenantPayableListQuery }) {
  return answerKeptForTenant({ ...opts, read: 'tenant/payables/page', compute: () => getTenantPayablesPage(opts) });
}
