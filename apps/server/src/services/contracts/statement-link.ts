import { absoluteUrl, paths } from '@casaconti/core/paths';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract } from '../../db/schema';
import { deriveShareToken, shareTokenHash } from './share-token';

/**
 * The contract's public statement link as 'Copia link' shows it, for every place that hands it
 * out (the share dialog, the receipt email, the reminders). The token is re-derived from the
 * server secret (share-token.ts); if the stored hash no longer matches (the secret was replaced,
 * or a contract older than the stored hash), the hash is renewed: the link given is always the
 * one that works, and links made with the old secret die.
 */
export async function currentStatementLink(opts: {
  db: Db;
  secret: string;
  appUrl: string;
  contract: { id: string; createdAt: Date; shareTokenVersion: number; shareTokenHash: string | null };
}): Promise<string> {
  const token = deriveShareToken(opts.secret, opts.contract);
  const hash = shareTokenHash(token);
  if (opts.contract.shareTokenHash !== hash) {
    await opts.db
      .update(contract)
      .set({ shareTokenHash: hash })
      .where(and(eq(contract.id, opts.contract.id), isNull(contract.deletedAt)));
  }
  return absoluteUrl(opts.appUrl, paths.statement(token));
}
