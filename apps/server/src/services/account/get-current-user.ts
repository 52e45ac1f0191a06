import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { user } from '../../db/schema';

/** SPEC §3 User, as the client reads it (users table by the session user's id). */
export async function getCurrentUser(opts: { db: Queryable; userId: string }) {
  const [row] = await opts.db
    .select({
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      is_landlord: user.isLandlord,
      user_status: user.userStatus,
    })
    .from(user)
    .where(eq(user.id, opts.userId));
  return row ?? null;
}
