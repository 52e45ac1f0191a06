import type { Db } from '../../db/client';
import { findLandlordContract } from './find-landlord-contract';
import { currentStatementLink } from './statement-link';

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
  return {
    link: await currentStatementLink({ db: opts.db, secret: opts.secret, appUrl: opts.appUrl, contract: found }),
  };
}
