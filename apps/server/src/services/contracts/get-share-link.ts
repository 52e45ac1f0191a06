import { absoluteUrl, paths } from '@casaconti/core/paths';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract } from '../../db/schema';
import { findLandlordContract } from './find-landlord-contract';
import { deriveShareToken, shareTokenHash } from './share-token';

/**
 * get_sharable_link: the token is re-derived from the server secret (see share-token.ts).
 * If the stored hash no longer matches (the server secret was replaced), the hash is renewed:
 * the link shown is always the one that works, and links made with the old secret die.
 */
export async function getShareLink(opts: {
  db: Db;
  secret: string;
  appUrl: string;
  landlordId: string;
  contractId: string;
}): Promise<{ link: string }> {
  // A read: the past contracts of a deleted property keep their statement link (decision 012).
  const found = await findLandlordContract({
    db: opts.db,
    landlordId: opts.landlordId,
    contractId: opts.contractId,
    access: 'read',
  });
  const token = deriveShareToken(opts.secret, found);
  const hash = shareTokenHash(token);
  if (found.shareTokenHash !== hash) {
    await opts.db
      .update(contract)
      .set({ shareTokenHash: hash })
      .where(and(eq(contract.id, found.id), isNull(contract.deletedAt)));
  }
  return { link: absoluteUrl(opts.appUrl, paths.statement(token)) };
}
