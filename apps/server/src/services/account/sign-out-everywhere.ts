import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';

/** Sign-out ends every session of the user, on every device. */
export async function signOutEverywhere(opts: { db: Db; userId: string }) {
  await opts.db.delete(session).where(eq(session.userId, opts.userId));
}
