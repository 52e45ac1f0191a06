import { absoluteUrl, paths } from '@casaconti/core/paths';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { findLandlordContract } from './find-landlord-contract';
import { deriveShareToken, shareTokenHash } from './share-token';

/**
 * 'Rigenera link': the contract's share-token version goes up by one and the stored hash follows,
 * in one transaction holding the contract row — the previous link opens nothing from the commit on.
 */
export async function regenerateShareLink(opts: {
  db: Db;
  clock: Clock;
  secret: string;
  appUrl: string;
  landlordId: string;
  contractId: string;
}): Promise<{ link: string }> {
  const token = await opts.db.transaction(async (tx) => {
    const found = await findLandlordContract({
      db: tx,
      landlordId: opts.landlordId,
      contractId: opts.contractId,
      lock: 'update',
    });
    const shareTokenVersion = found.shareTokenVersion + 1;
    const next = deriveShareToken(opts.secret, { ...found, shareTokenVersion });
    await tx
      .update(contract)
      .set({ shareTokenVersion, shareTokenHash: shareTokenHash(next), updatedAt: opts.clock.now() })
      .where(eq(contract.id, found.id));
    return next;
  });
  return { link: absoluteUrl(opts.appUrl, paths.statement(token)) };
}
