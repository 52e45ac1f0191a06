import { fullName } from '@casaconti/core/display';
import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { user } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { slicesOf } from '../../lib/in-slices';

type TenantPerson = { email: string; firstName: string; lastName: string };
export type TenantAccount = { userId: string; accountActive: boolean; created: boolean };

/**
 * The account behind a tenant email, or a new `invited` one. Whatever the address is (unknown,
 * invited, an active tenant, a landlord) the caller treats it alike (docs/decisions/019): only
 * `accountActive` decides which link the contract's email carries. Runs in the caller's
 * transaction.
 */
export async function findOrCreateTenantUser(opts: {
  tx: Queryable;
  clock: Clock;
  email: string;
  firstName: string;
  lastName: string;
}): Promise<TenantAccount> {
  const found = await findOrCreateTenantUsers({ tx: opts.tx, clock: opts.clock, people: [opts] });
  return found.get(opts.email.trim().toLowerCase())!;
}

/**
 * findOrCreateTenantUser for many people at once (the portfolio import): one read of the known
 * addresses and one insert of the new ones per slice, whatever the number of people. The answer
 * is keyed by the lower-cased email; a person listed twice is one account (the first names win).
 */
export async function findOrCreateTenantUsers(opts: {
  tx: Queryable;
  clock: Clock;
  people: readonly TenantPerson[];
}): Promise<Map<string, TenantAccount>> {
  const byEmail = new Map<string, TenantPerson>();
  for (const p of opts.people) {
    const email = p.email.trim().toLowerCase();
    if (!byEmail.has(email)) byEmail.set(email, p);
  }
  const accounts = new Map<string, TenantAccount>();
  const emails = [...byEmail.keys()];
  for await (const slice of slicesOf(emails, 1000)) {
    const existing = await opts.tx
      .select({ id: user.id, email: sql<string>`lower(${user.email})`, status: user.userStatus })
      .from(user)
      .where(inArray(sql`lower(${user.email})`, slice));
    for (const e of existing)
      accounts.set(e.email, { userId: e.id, accountActive: e.status === 'active', created: false });
  }
  const missing = emails.filter((e) => !accounts.has(e));
  const now = opts.clock.now();
  for await (const slice of slicesOf(missing, 1000)) {
    const values = slice.map((email) => {
      const person = byEmail.get(email)!;
      return {
        id: crypto.randomUUID(),
        email,
        name: fullName(person),
        firstName: person.firstName,
        lastName: person.lastName,
        emailVerified: false,
        isLandlord: false,
        userStatus: 'invited' as const,
        createdAt: now,
        updatedAt: now,
      };
    });
    await opts.tx.insert(user).values(values);
    for (const v of values) accounts.set(v.email, { userId: v.id, accountActive: false, created: true });
  }
  return accounts;
}
