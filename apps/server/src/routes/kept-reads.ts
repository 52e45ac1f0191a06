import { eq } from 'drizzle-orm';
import { contract } from '../db/schema';
import { today } from '../lib/clock';
import type { AppDeps } from '../lib/context';
import { type KeptScope, keptAnswers } from '../middleware/kept';
import { readDeadlinesVersion } from '../services/lease/refresh-lease-deadlines';
import {
  readContractLandlordVersion,
  readLandlordDataVersion,
  readTenantDataVersions,
  readViewerDataVersions,
} from '../services/lists/data-versions';
import { readStatementVersion } from '../services/statement/get-public-statement';

/**
 * The marks a route puts on a kept read (decision 176), one per kind of reader, each after the
 * route's guard and validators: `.get('/page', validate('query', s), kept.landlord, handler)`.
 * Everything else about the read (its service, its answer) is what it is unkept. Made once per
 * app instance (createApp): the instance's one cache of answers.
 */
export function keptReads(deps: Pick<AppDeps, 'db' | 'clock' | 'secret'>) {
  const { db, clock } = deps;
  const { keep, cache } = keptAnswers(deps);
  const landlord: KeptScope['reader'] = (c) => `landlord:${c.var.user.id}`;
  const user: KeptScope['reader'] = (c) => `user:${c.var.user.id}`;
  return {
    cache,
    /** A landlord's read of their own data: their data version (decisions 130, 142, 146). */
    landlord: keep({ reader: landlord, version: (c) => readLandlordDataVersion(db, c.var.user.id) }),
    /** 'Scadenze': the landlord's version, read after the kept deadlines are fresh (decision 123). */
    deadlines: keep({ reader: landlord, version: (c) => readDeadlinesVersion(db, c.var.user.id, today(clock)) }),
    /** The tenant area: the versions of every landlord the tenant rents from (decision 141). */
    tenant: keep({
      reader: (c) => `tenant:${c.var.user.id}`,
      version: (c) => readTenantDataVersions(db, c.var.user.id),
    }),
    /** The user's contracts on both sides: their own version and their landlords' (decision 146). */
    viewer: keep({ reader: user, version: (c) => readViewerDataVersions(db, c.var.user.id) }),
    /** One contract (`:id`), for its landlord or its tenant: its landlord's version (decision 144). */
    contract: keep({
      reader: user,
      version: (c) => readContractLandlordVersion(db, eq(contract.id, c.req.param('id') ?? '')),
    }),
    /** The public statement (`:token`): its contract's landlord's version (decision 141). */
    statement: keep({
      reader: () => 'statement',
      version: (c) => readStatementVersion(db, c.req.param('token') ?? ''),
    }),
  };
}

export type KeptReads = ReturnType<typeof keptReads>;
