import { addDays } from '@casaconti/core/dates';
import { fullName } from '@casaconti/core/display';
import type { ContractType } from '@casaconti/core/lease';
import { DEADLINE_KINDS, type Deadline, type DeadlineKind, leaseDeadlines } from '@casaconti/core/lease-deadlines';
import { and, asc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, property, rentUpdate } from '../../db/schema';
import { landlordWritableContractCondition } from '../contracts/landlord-contract-condition';

/** How far ahead the deadlines page, the calendar feed and the digest look (decision 103). */
export const DEADLINES_HORIZON_DAYS = 365;

export type DeadlineItem = Deadline & {
  landlordId: string;
  contractId: string;
  propertyId: string;
  propertyName: string;
  tenantName: string;
};

/**
 * Every upcoming deadline (DOMAIN §15) of the landlord's live contracts, in [today, today +
 * horizon] (a registration not yet recorded also before), soonest first, then by kind, property
 * and tenant: two statements whatever the number of contracts (the contracts with their
 * property, the anniversaries already updated). An anniversary already updated is not listed.
 */
export async function loadLeaseDeadlines(opts: {
  db: Queryable;
  /** null: every landlord's (the weekly digest groups them by landlordId). */
  landlordId: string | null;
  today: string;
  horizonDays?: number;
}): Promise<DeadlineItem[]> {
  const { db, today } = opts;
  const to = addDays(today, opts.horizonDays ?? DEADLINES_HORIZON_DAYS);
  const rows = await db
    .select({
      id: contract.id,
      landlordId: property.landlordId,
      propertyId: contract.propertyId,
      propertyName: property.name,
      tenantFirstName: contract.tenantFirstName,
      tenantLastName: contract.tenantLastName,
      startDate: contract.startDate,
      endDate: contract.endDate,
      contractType: contract.contractType,
      cedolareSecca: contract.cedolareSecca,
      istatUpdateShare: contract.istatUpdateShare,
      registrationDate: contract.registrationDate,
      rentAmount: contract.rentAmount,
      depositAmount: contract.depositAmount,
      depositReceivedOn: contract.depositReceivedOn,
      depositInterestDue: contract.depositInterestDue,
    })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .where(
      and(
        opts.landlordId === null
          ? and(isNull(contract.deletedAt), isNull(property.deletedAt))
          : landlordWritableContractCondition(opts.landlordId),
        or(isNull(contract.endDate), gte(contract.endDate, today)),
      ),
    )
    .orderBy(asc(contract.id));
  if (rows.length === 0) return [];
  const updates = await db
    .select({ contractId: rentUpdate.contractId, anniversaryDate: rentUpdate.anniversaryDate })
    .from(rentUpdate)
    .where(
      inArray(
        rentUpdate.contractId,
        rows.map((r) => r.id),
      ),
    );
  const applied = new Set(updates.map((u) => `${u.contractId}|${u.anniversaryDate}`));
  const items: DeadlineItem[] = [];
  for (const row of rows) {
    const tenantName = fullName({ firstName: row.tenantFirstName, lastName: row.tenantLastName });
    for (const deadline of leaseDeadlines({ ...row, contractType: row.contractType as ContractType }, today, to)) {
      if (deadline.kind === 'istat' && applied.has(`${row.id}|${deadline.date}`)) continue;
      items.push({
        ...deadline,
        landlordId: row.landlordId,
        contractId: row.id,
        propertyId: row.propertyId,
        propertyName: row.propertyName,
        tenantName,
      });
    }
  }
  const kindOrder = (k: DeadlineKind) => DEADLINE_KINDS.indexOf(k);
  return items.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      kindOrder(a.kind) - kindOrder(b.kind) ||
      a.propertyName.localeCompare(b.propertyName, 'it') ||
      a.tenantName.localeCompare(b.tenantName, 'it') ||
      a.contractId.localeCompare(b.contractId),
  );
}
