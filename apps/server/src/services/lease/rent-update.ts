import { compareIso, firstDayOfNextMonth, todayInRome } from '@casaconti/core/dates';
import { FOI_SOURCE, FOI_YEARLY_CHANGES } from '@casaconti/core/foi-yearly-changes';
import { dueIstatAnniversary, earliestIstatMonth, updatedRent } from '@casaconti/core/istat';
import { LEASE_MESSAGES } from '@casaconti/core/messages';
import type { ApplyRentUpdateInput } from '@casaconti/core/schemas/rent-update';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { contract, property, rentUpdate, user } from '../../db/schema';
import type { RentUpdateLetterData } from '../../lib/documents/rent-update-letter-pdf';
import { AppError } from '../../lib/app-error';
import { type Clock, today } from '../../lib/clock';
import { findLandlordContract } from '../contracts/find-landlord-contract';
import { documentParties, documentPartyColumns } from '../documents/document-parties';
import { recomputeScheduledPayables } from '../payables/recompute-scheduled-payables';

export type RentUpdateHistoryItem = {
  id: string;
  anniversaryDate: string;
  changeBps: number;
  sharePercent: number;
  previousRent: number;
  newRent: number;
  effectiveFrom: string;
  createdAt: string;
};

export type RentUpdateProposal = {
  rent: number;
  sharePercent: number;
  cedolareSecca: boolean;
  /** Why no update can be applied to this contract at all (cedolare secca, no share), or null. */
  refusal: string | null;
  /** The anniversary reached and not yet updated, or null. */
  anniversary: string | null;
  /** The months the new rent may start from: from `earliestFrom` to `latestFrom` (first days). */
  earliestFrom: string | null;
  latestFrom: string | null;
  history: RentUpdateHistoryItem[];
  foi: { source: typeof FOI_SOURCE; changes: typeof FOI_YEARLY_CHANGES };
};

const leaseColumns = {
  startDate: contract.startDate,
  endDate: contract.endDate,
  rentAmount: contract.rentAmount,
  fixedFeeAmount: contract.fixedFeeAmount,
  settlementBaseAmount: contract.settlementBaseAmount,
  cedolareSecca: contract.cedolareSecca,
  istatUpdateShare: contract.istatUpdateShare,
};

async function readLease(db: Queryable, contractId: string) {
  const [row] = await db.select(leaseColumns).from(contract).where(eq(contract.id, contractId));
  if (!row) throw new AppError('NOT_FOUND', LEASE_MESSAGES.rentUpdateNotFound);
  return row;
}

/** The contract's stored updates, newest first; with `idempotencyKey` only the one applied under it. */
async function readHistory(
  db: Queryable,
  contractId: string,
  idempotencyKey?: string,
): Promise<RentUpdateHistoryItem[]> {
  const rows = await db
    .select({
      id: rentUpdate.id,
      anniversaryDate: rentUpdate.anniversaryDate,
      changeBps: rentUpdate.changeBps,
      sharePercent: rentUpdate.sharePercent,
      previousRent: rentUpdate.previousRent,
      newRent: rentUpdate.newRent,
      effectiveFrom: rentUpdate.effectiveFrom,
      createdAt: rentUpdate.createdAt,
    })
    .from(rentUpdate)
    .where(
      and(
        eq(rentUpdate.contractId, contractId),
        idempotencyKey ? eq(rentUpdate.idempotencyKey, idempotencyKey) : undefined,
      ),
    )
    .orderBy(desc(rentUpdate.anniversaryDate));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

function refusalOf(lease: { cedolareSecca: boolean; istatUpdateShare: number }): string | null {
  if (lease.cedolareSecca) return LEASE_MESSAGES.cedolareSecca;
  if (lease.istatUpdateShare === 0) return LEASE_MESSAGES.noShare;
  return null;
}

/** The months an update of `anniversary` may apply from, as of `asOf` (decision 103). */
function fromWindow(anniversary: string, asOf: string, endDate: string | null) {
  const earliest = earliestIstatMonth(anniversary);
  let latest = firstDayOfNextMonth(asOf);
  if (compareIso(latest, earliest) < 0) latest = earliest;
  return { earliest, latest: endDate !== null && compareIso(latest, endDate) > 0 ? earliest : latest };
}

/** The contract's rent update card (docs/domain.md §15): what is due, why not, the history, the FOI table. */
export async function getRentUpdateProposal(opts: {
  db: Queryable;
  clock: Clock;
  landlordId: string;
  contractId: string;
}): Promise<RentUpdateProposal> {
  const found = await findLandlordContract({ ...opts, access: 'read' });
  const lease = await readLease(opts.db, found.id);
  const history = await readHistory(opts.db, found.id);
  const refusal = refusalOf(lease);
  const asOf = today(opts.clock);
  const anniversary =
    refusal === null
      ? dueIstatAnniversary(
          lease.startDate,
          lease.endDate,
          asOf,
          history.map((h) => h.anniversaryDate),
        )
      : null;
  // An anniversary older than the latest one updated is not proposed again.
  const stale = anniversary !== null && history.some((h) => compareIso(h.anniversaryDate, anniversary) > 0);
  const due = stale ? null : anniversary;
  const window = due ? fromWindow(due, asOf, lease.endDate) : null;
  return {
    rent: lease.rentAmount,
    sharePercent: lease.istatUpdateShare,
    cedolareSecca: lease.cedolareSecca,
    refusal,
    anniversary: due,
    earliestFrom: window?.earliest ?? null,
    latestFrom: window?.latest ?? null,
    history,
    foi: { source: FOI_SOURCE, changes: FOI_YEARLY_CHANGES },
  };
}

/** The new rent for a typed change: computed, nothing written. */
export async function previewRentUpdate(opts: {
  db: Queryable;
  landlordId: string;
  contractId: string;
  changeBps: number;
}) {
  const found = await findLandlordContract({ ...opts, access: 'read' });
  const lease = await readLease(opts.db, found.id);
  const refusal = refusalOf(lease);
  if (refusal !== null) throw new AppError('CONFLICT', refusal);
  return {
    previousRent: lease.rentAmount,
    sharePercent: lease.istatUpdateShare,
    changeBps: opts.changeBps,
    newRent: updatedRent(lease.rentAmount, lease.istatUpdateShare, opts.changeBps),
  };
}

/**
 * Applies the update of the anniversary due (docs/domain.md §15), in one transaction under the contract's
 * FOR UPDATE lock: the contract's rent changes, the unpaid scheduled rent payables from
 * `effectiveFrom` are recomputed by core's rule (paid or partly paid ones never change) and the
 * update is stored as history (one per anniversary: a second apply answers 409, unless it
 * carries the key of the update made — a double click or a retry of one confirmation, decision
 * 162 —: then that update again, `created: false`, nothing changed).
 */
export async function applyRentUpdate(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  contractId: string;
  input: ApplyRentUpdateInput;
}): Promise<{ created: boolean; update: RentUpdateHistoryItem }> {
  const { input, clock } = opts;
  return opts.db.transaction(async (tx) => {
    const found = await findLandlordContract({
      db: tx,
      landlordId: opts.landlordId,
      contractId: opts.contractId,
      lock: 'update',
    });
    if (input.idempotencyKey) {
      const [done] = await readHistory(tx, found.id, input.idempotencyKey);
      if (done) return { created: false, update: done };
    }
    const lease = await readLease(tx, found.id);
    const refusal = refusalOf(lease);
    if (refusal !== null) throw new AppError('CONFLICT', refusal);
    const history = await readHistory(tx, found.id);
    if (history.some((h) => h.anniversaryDate === input.anniversary)) {
      throw new AppError('CONFLICT', LEASE_MESSAGES.alreadyApplied);
    }
    const asOf = today(clock);
    const due = dueIstatAnniversary(
      lease.startDate,
      lease.endDate,
      asOf,
      history.map((h) => h.anniversaryDate),
    );
    if (due !== input.anniversary || history.some((h) => compareIso(h.anniversaryDate, due) > 0)) {
      throw new AppError('VALIDATION', LEASE_MESSAGES.anniversaryNotDue, {
        anniversary: LEASE_MESSAGES.anniversaryNotDue,
      });
    }
    const window = fromWindow(due, asOf, lease.endDate);
    const fromError =
      compareIso(input.effectiveFrom, window.earliest) < 0
        ? LEASE_MESSAGES.effectiveFromBeforeAnniversary
        : compareIso(input.effectiveFrom, window.latest) > 0
          ? LEASE_MESSAGES.effectiveFromTooLate
          : lease.endDate !== null && compareIso(input.effectiveFrom, lease.endDate) > 0
            ? LEASE_MESSAGES.effectiveFromAfterEnd
            : null;
    if (fromError) throw new AppError('VALIDATION', fromError, { effectiveFrom: fromError });

    const newRent = updatedRent(lease.rentAmount, lease.istatUpdateShare, input.change);
    await tx.update(contract).set({ rentAmount: newRent, updatedAt: clock.now() }).where(eq(contract.id, found.id));
    await recomputeScheduledPayables({
      db: tx,
      clock,
      contractId: found.id,
      terms: { ...lease, rentAmount: newRent },
      from: input.effectiveFrom,
    });
    const [stored] = await tx
      .insert(rentUpdate)
      .values({
        contractId: found.id,
        anniversaryDate: due,
        changeBps: input.change,
        sharePercent: lease.istatUpdateShare,
        previousRent: lease.rentAmount,
        newRent,
        effectiveFrom: input.effectiveFrom,
        idempotencyKey: input.idempotencyKey ?? null,
        createdBy: opts.landlordId,
        createdAt: clock.now(),
      })
      .returning();
    if (!stored) throw new Error('rent_update insert returned nothing');
    return {
      created: true,
      update: {
        id: stored.id,
        anniversaryDate: stored.anniversaryDate,
        changeBps: stored.changeBps,
        sharePercent: stored.sharePercent,
        previousRent: stored.previousRent,
        newRent: stored.newRent,
        effectiveFrom: stored.effectiveFrom,
        createdAt: stored.createdAt.toISOString(),
      },
    };
  });
}

/** What the letter of one stored update states (the landlord's own contract; else 404). */
export async function getRentUpdateLetter(opts: {
  db: Queryable;
  clock: Clock;
  landlordId: string;
  contractId: string;
  updateId: string;
}): Promise<RentUpdateLetterData> {
  const found = await findLandlordContract({ ...opts, access: 'read' });
  const [row] = await opts.db
    .select({
      update: rentUpdate,
      contractStartDate: contract.startDate,
      ...documentPartyColumns,
    })
    .from(rentUpdate)
    .innerJoin(contract, eq(contract.id, rentUpdate.contractId))
    .innerJoin(property, eq(property.id, contract.propertyId))
    .innerJoin(user, eq(user.id, property.landlordId))
    .where(and(eq(rentUpdate.id, opts.updateId), eq(rentUpdate.contractId, found.id)));
  if (!row) throw new AppError('NOT_FOUND', LEASE_MESSAGES.rentUpdateNotFound);
  return {
    issuedOn: row.update.createdAt ? todayInRome(row.update.createdAt) : today(opts.clock),
    ...documentParties(row),
    contractStartDate: row.contractStartDate,
    anniversaryDate: row.update.anniversaryDate,
    changeBps: row.update.changeBps,
    sharePercent: row.update.sharePercent,
    previousRent: row.update.previousRent,
    newRent: row.update.newRent,
    effectiveFrom: row.update.effectiveFrom,
  };
}
