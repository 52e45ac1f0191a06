import { fullName } from '@casaconti/core/display';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export async function updateProfile(opts: {
  db: Db;
  clock: Clock;
  userId: string;
  input: { firstName: string; lastName: string };
}) {
  const { firstName, lastName } = opts.input;
  await opts.db
    .update(user)
    .set({ firstName, lastName, name: fullName({ firstName, lastName }), updatedAt: opts.clock.now() })
    .where(eq(user.id, opts.userId));
}
