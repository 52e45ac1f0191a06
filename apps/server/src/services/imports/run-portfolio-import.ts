import { IMPORT_MESSAGES } from '@casaconti/core/messages';
import { type ImportMapping, propertyKey, roomKey } from '@casaconti/core/portfolio-import';
import { eq, sql } from 'drizzle-orm';
import { portfolioImport, property, room } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { slicesOf } from '../../lib/in-slices';
import { findOrCreateTenantUsers } from '../account/find-or-create-tenant-user';
import { insertContracts, type NewContract } from '../contracts/insert-contracts';
import { isPgError, SQLSTATE } from '../contracts/pg-error';
import { materializeScheduledPayables } from '../payables/materialize-scheduled-payables';
import { toPropertyColumns } from '../properties/property-columns';
import { matchPortfolio, readPlannedRows } from './plan-portfolio-import';

type RunDeps = Pick<AppDeps, 'db' | 'clock' | 'secret' | 'logger'>;

/** Properties and rooms per insert (a few columns each). */
const ROWS_PER_STATEMENT = 2000;

/** The portfolio changed between the preview and the run (a room let meanwhile): nothing is stored. */
class PortfolioChanged extends Error {}

/**
 * The import's work, over its stored record (decision 196): the rows read a slice at a time, the
 * count of rows read committed after each slice (the page shows it, also after a reload); then,
 * in ONE transaction, the rows matched again against the portfolio under share locks and
 * everything written in batched inserts — the new properties, their rooms, the tenants' accounts
 * (found or `invited`), the contracts with their rooms and agreements (insertContracts, the
 * wizard's one way) and their payables due so far — and the record marked done with its counts.
 * No email is sent and no invitation issued (decision 198: the landlord invites afterwards). A failure
 * stores nothing of the portfolio: the record says why. Runs once per confirmation; an import not
 * `running` is left alone, so a repeated start does nothing.
 */
export async function runPortfolioImport(deps: RunDeps, importId: string): Promise<void> {
  const { db, clock } = deps;
  const [record] = await db.select().from(portfolioImport).where(eq(portfolioImport.id, importId));
  if (record?.status !== 'running' || !record.mapping) return;
  const mapping = record.mapping as ImportMapping;
  const progress = async (set: Partial<typeof portfolioImport.$inferInsert>): Promise<void> => {
    await db
      .update(portfolioImport)
      .set({ ...set, updatedAt: clock.now() })
      .where(eq(portfolioImport.id, importId));
  };
  try {
    const rows = await readPlannedRows(record, mapping, (rowsRead) => progress({ rowsRead }));
    const result = await db.transaction(async (tx) => {
      const planned = await matchPortfolio({ db: tx, landlordId: record.landlordId, rows, mapping, lock: true });
      if (planned.some((r) => r.status === 'error')) throw new PortfolioChanged();
      const creating = planned.filter((r) => r.status === 'create');

      // New properties, once per name and address.
      const newProperties = new Map<string, (typeof creating)[number]['property']>();
      for (const r of creating) {
        const key = propertyKey(r.property.name, r.property.street_address);
        if (r.propertyId === null && !newProperties.has(key)) newProperties.set(key, r.property);
      }
      const propertyIds = new Map<string, string>();
      for await (const slice of slicesOf([...newProperties.values()], ROWS_PER_STATEMENT)) {
        const inserted = await tx
          .insert(property)
          .values(slice.map((p) => ({ landlordId: record.landlordId, ...toPropertyColumns(p) })))
          .returning({ id: property.id, name: property.name, street: property.streetAddress });
        for (const p of inserted) propertyIds.set(propertyKey(p.name, p.street), p.id);
      }
      const propertyOf = (r: (typeof creating)[number]) =>
        r.propertyId ?? propertyIds.get(propertyKey(r.property.name, r.property.street_address))!;

      // New rooms, once per name within their property, in the file's order.
      const newRooms = new Map<string, { propertyId: string; name: string }>();
      for (const r of creating) {
        r.roomNames.forEach((name, i) => {
          if (r.roomIds[i] !== null) return;
          const propertyId = propertyOf(r);
          const key = `${propertyId}|${roomKey(name)}`;
          if (!newRooms.has(key)) newRooms.set(key, { propertyId, name });
        });
      }
      const roomIds = new Map<string, string>();
      let position = 0;
      for await (const slice of slicesOf([...newRooms.values()], ROWS_PER_STATEMENT)) {
        const inserted = await tx
          .insert(room)
          .values(
            slice.map((r) => ({
              propertyId: r.propertyId,
              name: r.name,
              // As createProperty: a microsecond apart keeps the file's order.
              createdAt: sql`now() + (${position++}::int * interval '1 microsecond')`,
            })),
          )
          .returning({ id: room.id, propertyId: room.propertyId, name: room.name });
        for (const r of inserted) roomIds.set(`${r.propertyId}|${roomKey(r.name)}`, r.id);
      }

      // The contracts, with their tenants' accounts.
      const contractRows = creating.filter((r) => r.createsContract && r.contract);
      const tenants = await findOrCreateTenantUsers({
        tx,
        clock,
        people: contractRows.map((r) => r.contract!.tenantInfo),
      });
      const createdAt = clock.now();
      const contracts: NewContract[] = contractRows.map((r) => {
        const c = r.contract!;
        const propertyId = propertyOf(r);
        return {
          contractId: crypto.randomUUID(),
          propertyId,
          tenantId: tenants.get(c.tenantInfo.email.trim().toLowerCase())!.userId,
          tenantInfo: c.tenantInfo,
          details: c.contractDetails,
          utilityAgreements: c.utilityAgreements,
          roomIds: r.roomNames.map((name, i) => r.roomIds[i] ?? roomIds.get(`${propertyId}|${roomKey(name)}`)!),
          createdAt,
        };
      });
      await insertContracts(tx, deps.secret, contracts);
      const contractIds = contracts.map((c) => c.contractId);
      await materializeScheduledPayables({ db: tx, clock, contractIds });
      const done = {
        status: 'done',
        rowsRead: rows.length,
        rowsCreated: creating.length,
        rowsExisting: planned.length - creating.length,
        rowsWithErrors: 0,
        createdContractIds: contractIds,
        finishedAt: clock.now(),
        updatedAt: clock.now(),
      };
      await tx.update(portfolioImport).set(done).where(eq(portfolioImport.id, importId));
      return done;
    });
    deps.logger.info({ importId, rowsCreated: result.rowsCreated }, 'portfolio import done');
  } catch (err) {
    const changed = err instanceof PortfolioChanged || isPgError(err, SQLSTATE.exclusionViolation);
    if (!changed) deps.logger.error({ err, importId }, 'portfolio import failed');
    await progress({
      status: 'failed',
      errorMessage: changed ? IMPORT_MESSAGES.changedMeanwhile : IMPORT_MESSAGES.failed,
      finishedAt: clock.now(),
    });
  }
}
