import { daysInYear, depositInterestCreditLabel, yearInterestCents } from '@casaconti/core/deposit';
import { countDaysInclusive, maxIso } from '@casaconti/core/dates';
import { and, eq, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract, depositClosing, depositInterestCredit, property, settlementItem } from '../../db/schema';
import { type Clock, today } from '../../lib/clock';
import { loadRateOverrides, rateLookup } from './legal-rates';

/**
 * The year-end deposit interest (docs/domain.md §14), run by the daily job: from 1 January on, every live
 * contract holding a deposit received by 31 December of the year just ended, with interest due and
 * not closed by then, gets that year's interest as a credit to the tenant ('Interessi deposito
 * cauzionale 2025', a pending settlement credit like a manual one, docs/domain.md §6). The claim
 * (deposit_interest_credit, primary key contract + year) is inserted ON CONFLICT DO NOTHING in the
 * credit's transaction, so two instances running the job credit a year once. Earlier years never
 * credited are left to the closing, which counts every year not credited (decision 101).
 * Returns the number of credits created.
 */
export async function creditDepositInterest(opts: { db: Db; clock: Clock }): Promise<number> {
  const { db, clock } = opts;
  const year = Number(today(clock).slice(0, 4)) - 1;
  const yearEnd = `${year}-12-31`;
  const candidates = await db
    .select({
      id: contract.id,
      landlordId: property.landlordId,
      amount: contract.depositAmount,
      receivedOn: contract.depositReceivedOn,
    })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .where(
      and(
        isNull(contract.deletedAt),
        isNotNull(contract.depositAmount),
        isNotNull(contract.depositReceivedOn),
        lte(contract.depositReceivedOn, yearEnd),
        eq(contract.depositInterestDue, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(depositInterestCredit)
            .where(and(eq(depositInterestCredit.contractId, contract.id), eq(depositInterestCredit.year, year))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(depositClosing)
            .where(and(eq(depositClosing.contractId, contract.id), lte(depositClosing.closedOn, yearEnd))),
        ),
      ),
    );

  const overridesByLandlord = new Map<string, Map<number, number>>();
  let created = 0;
  for (const c of candidates) {
    if (c.amount === null || c.receivedOn === null) continue;
    let overrides = overridesByLandlord.get(c.landlordId);
    if (!overrides) {
      overrides = await loadRateOverrides(db, c.landlordId);
      overridesByLandlord.set(c.landlordId, overrides);
    }
    const rate = rateLookup(overrides)(year);
    if (rate === null) continue;
    const daysHeld = countDaysInclusive(maxIso(c.receivedOn, `${year}-01-01`), yearEnd);
    const amount = yearInterestCents(c.amount, rate, daysHeld, daysInYear(year));
    const made = await db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(depositInterestCredit)
        .values({ contractId: c.id, year, amount, rateHundredths: rate, daysHeld, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ contractId: depositInterestCredit.contractId });
      if (!claim) return false;
      if (amount === 0) return true;
      const [item] = await tx
        .insert(settlementItem)
        .values({
          contractId: c.id,
          kind: 'credit',
          sourceType: 'manual_adjustment',
          amount,
          notes: depositInterestCreditLabel(year),
          createdAt: clock.now(),
        })
        .returning({ id: settlementItem.id });
      await tx
        .update(depositInterestCredit)
        .set({ settlementItemId: item!.id })
        .where(and(eq(depositInterestCredit.contractId, c.id), eq(depositInterestCredit.year, year)));
      return true;
    });
    if (made && amount > 0) created++;
  }
  return created;
}
