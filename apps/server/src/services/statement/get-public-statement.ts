import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { shareTokenHash } from '../contracts/share-token';
import { readContractLandlordVersion } from '../lists/data-versions';
import type { PublicStatement } from '../financials/assemble';
import { loadStatements } from '../financials/load';

/** One answer for every token that opens nothing (docs/product.md §2 Public statement). */
const STATEMENT_NOT_FOUND = CONTRACT_MESSAGES.statementLinkInvalid;

/** A share token as the server derives it: 43 base64url characters (decision 008). */
const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * get_public_invoice_details (docs/product.md §7): the read-only statement of the one live contract a share
 * token opens; unknown, malformed, too long and revoked tokens all get the same 404. It carries no
 * id but those of the documents it lists, and no email.
 */
export async function getPublicStatement(opts: {
  db: Queryable;
  clock: Clock;
  token: string;
}): Promise<PublicStatement> {
  const [found] = await loadStatements({ db: opts.db, clock: opts.clock, where: statementContract(opts.token) });
  if (!found) throw new AppError('NOT_FOUND', STATEMENT_NOT_FOUND);
  return found.statement;
}

/**
 * What the statement of `token` is kept under (decision 141): the data version of its live
 * contract's landlord, one statement; null when the token opens nothing (renewed, deleted
 * contract): then nothing is kept and the read answers its 404. A malformed token is a 404 at once.
 */
export function readStatementVersion(db: Queryable, token: string): Promise<number | null> {
  return readContractLandlordVersion(db, statementContract(token));
}

/** The live contract a share token opens, as a condition; a malformed token is a 404 at once. */
function statementContract(token: string): SQL {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw new AppError('NOT_FOUND', STATEMENT_NOT_FOUND);
  return and(eq(contract.shareTokenHash, shareTokenHash(token)), isNull(contract.deletedAt)) as SQL;
}
