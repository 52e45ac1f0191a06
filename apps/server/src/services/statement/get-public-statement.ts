import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { shareTokenHash } from '../contracts/share-token';
import type { PublicStatement } from '../financials/assemble';
import { loadStatements } from '../financials/load';

/** One answer for every token that opens nothing (SPEC §2 Public statement). */
const STATEMENT_NOT_FOUND = CONTRACT_MESSAGES.statementLinkInvalid;

/** A share token as the server derives it: 43 base64url characters (decision 008). */
const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * get_public_invoice_details (SPEC §7): the read-only statement of the one live contract a share
 * token opens; unknown, malformed, too long and revoked tokens all get the same 404. It carries no
 * id but those of the documents it lists, and no email.
 */
export async function getPublicStatement(opts: {
  db: Queryable;
  clock: Clock;
  token: string;
}): Promise<PublicStatement> {
  if (!SHARE_TOKEN_PATTERN.test(opts.token)) throw new AppError('NOT_FOUND', STATEMENT_NOT_FOUND);
  const where = and(eq(contract.shareTokenHash, shareTokenHash(opts.token)), isNull(contract.deletedAt)) as SQL;
  const [found] = await loadStatements({ db: opts.db, clock: opts.clock, where });
  if (!found) throw new AppError('NOT_FOUND', STATEMENT_NOT_FOUND);
  return found.statement;
}
