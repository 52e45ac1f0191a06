import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { user } from '../db/schema';

/**
 * The tenant columns of a contract written directly by a test fixture: the account's names and
 * email, as a landlord would have typed them, and accepted (visible in the tenant's area).
 */
export async function acceptedTenantColumns(db: Queryable, tenantId: string) {
  const [u] = await db
    .select({ firstName: user.firstName, lastName: user.lastName, email: user.email })
    .from(user)
    .where(eq(user.id, tenantId));
  if (!u) throw new Error(`no user ${tenantId}`);
  return { tenantFirstName: u.firstName, tenantLastName: u.lastName, tenantEmail: u.email, acceptedAt: new Date() };
}
