import { addDays } from '@casaconti/core/dates';
import { fullName } from '@casaconti/core/display';
import type { ContractType } from '@casaconti/core/lease';
import {
  DEADLINE_KINDS,
  type Deadline,
  type DeadlineKind,
  type LeaseTerms,
  leaseDeadlines,
} from '@casaconti/core/lease-deadlines';
import { and, asc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, property, rentUpdate } from '../../db/schema';
import { contractTenantNameColumns } from '../contracts/contract-columns';
import { landlordWritableContractCondition } from '../contracts/landlord-contract-condition';

/** How far ahead the deadlines page, the calendar feed and the digest look (decision 103). */
export const DEADLINES_HORIZON_DAYS = 365;

/**
 * The contract's columns core's leaseDeadlines reads (docs/domain.md §15), as the deadline reads select them. The `contract_lease_deadline_terms_stale`
 * trigger (migration 0019) lists the same columns: a change to one marks the contract's kept
 * deadlines stale (decision 123; deadlines-page.test.ts changes each one).
 */
export const leaseTermsColumns = {
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
};

/** The terms as read: the contract type is the column's text. */
type LeaseTermsRow = Omit<LeaseTerms, 'contractType'> & { contractType: string };

/**
 * One contract's deadlines in [from, to] (a registration not yet recorded also before): core's
 * leaseDeadlines, less the anniversaries already updated (`updated`: their dates). The one
 * place the server turns a contract into deadlines ('Scadenze''s kept table, the calendar feed
 * and the digest all come here).
 */
export function contractDeadlines(
  terms: LeaseTermsRow,
  updated: ReadonlySet<string>,
  from: string,
  to: string,
): Deadline[] {
  return leaseDeadlines({ ...terms, contractType: terms.contractType as ContractType }, from, to).filter(
    (d) => d.kind !== 'istat' || !updated.has(d.date),
  );
}

export type DeadlineItem = Deadline & {
  landlordId: string;
  contractId: string;
  propertyId: string;
  propertyName: string;
  tenantName: string;
};

/**
 * Every upcoming deadline (docs/domain.md §15) of the landlord's live contracts, in [today, today +
 * horizon] (a registration not yet recorded also before), soonest first, then by kind, property
 * and tenant: two statements whatever the number of contracts (the contracts with their
 * property, the anniversaries already updated). An anniversary already updated is not listed.
 * The whole lists read it (the iCalendar feed, the Monday digest); 'Scadenze' reads its page
 * from the kept table instead (get-deadlines-page.ts, decision 123).
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
      ...contractTenantNameColumns,
      ...leaseTermsColumns,
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
  const applied = new Map<string, Set<string>>();
  for (const u of updates) applied.set(u.contractId, (applied.get(u.contractId) ?? new Set()).add(u.anniversaryDate));
  const none = new Set<string>();
  const items: DeadlineItem[] = [];
  for (const row of rows) {
    const tenantName = fullName({ firstName: row.tenantFirstName, lastName: row.tenantLastName });
    for (const deadline of contractDeadlines(row, applied.get(row.id) ?? none, today, to)) {
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
