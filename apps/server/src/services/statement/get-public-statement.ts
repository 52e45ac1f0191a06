import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Clock, today } from '../../lib/clock';
import { readContractLandlordVersion } from '../contracts/contract-landlord-version';
import { shareTokenHash } from '../contracts/share-token';
import { answerKeptUnder, type KeptAnswers } from '../lists/kept-answers';
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
 * The public statement as the route answers it (decision 141): kept per share token (its hash) and
 * Rome day while its landlord's data version is unchanged; a hit is one statement. A token that
 * opens nothing (renewed, deleted contract) finds no version and is computed: the same 404.
 */
export async function getKeptPublicStatement(opts: {
  db: Queryable;
  clock: Clock;
  token: string;
  kept: KeptAnswers;
}): Promise<PublicStatement> {
  const where = statementContract(opts.token);
  return answerKeptUnder({
    kept: opts.kept,
    key: ['statement', shareTokenHash(opts.token), today(opts.clock)],
    readVersion: () => readContractLandlordVersion(opts.db, where),
    compute: () => getPublicStatement(opts),
  });
}

/** The live contract a share token opens, as a condition; a malformed token is a 404 at once. */
function statementContract(token: string): SQL {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw new AppError('NOT_FOUND', STATEMENT_NOT_FOUND);
  return and(eq(contract.shareTokenHash, shareTokenHash(token)), isNull(contract.deletedAt)) as SQL;
}
