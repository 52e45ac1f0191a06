import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export type LandlordProfile = { fiscalCode: string; address: string };

/** The landlord's receipt details ('' when not given). */
export async function getLandlordProfile(opts: { db: Db; landlordId: string }): Promise<LandlordProfile> {
  const [row] = await opts.db
    .select({ fiscalCode: user.fiscalCode, address: user.address })
    .from(user)
    .where(eq(user.id, opts.landlordId));
  return { fiscalCode: row?.fiscalCode ?? '', address: row?.address ?? '' };
}

/** Saves them (validated and normalized by the route); '' is stored as none (null). */
export async function updateLandlordProfile(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  input: LandlordProfile;
}): Promise<LandlordProfile> {
  const { fiscalCode, address } = opts.input;
  await opts.db
    .update(user)
    .set({ fiscalCode: fiscalCode || null, address: address || null, updatedAt: opts.clock.now() })
    .where(eq(user.id, opts.landlordId));
  return { fiscalCode, address };
}
