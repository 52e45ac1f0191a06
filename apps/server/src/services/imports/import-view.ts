import { fullName } from '@casaconti/core/display';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, invitation, property } from '../../db/schema';
import type { StoredImport } from './find-landlord-import';

/**
 * An import as GET /api/imports/:id answers it: its status and progress (the page polls it and
 * reads it again after a reload), the file's header and the mapping for the mapping step, and
 * once done the contracts it created with whether their tenant has been invited.
 */
export async function importView(db: Queryable, record: StoredImport) {
  const headers = record.cells[record.headerRow] ?? [];
  const contracts =
    record.status === 'done' && record.createdContractIds.length > 0
      ? await db
          .select({
            id: contract.id,
            firstName: contract.tenantFirstName,
            lastName: contract.tenantLastName,
            email: contract.tenantEmail,
            propertyName: property.name,
            accepted: sql<boolean>`${contract.acceptedAt} is not null`,
            invited: sql<boolean>`exists (select 1 from ${invitation} where ${invitation.contractId} = ${contract.id})`,
          })
          .from(contract)
          .innerJoin(property, eq(property.id, contract.propertyId))
          .where(and(inArray(contract.id, record.createdContractIds), isNull(contract.deletedAt)))
          .orderBy(contract.tenantLastName, contract.tenantFirstName, contract.id)
      : [];
  return {
    id: record.id,
    fileName: record.fileName,
    status: record.status as 'uploaded' | 'ready' | 'running' | 'done' | 'failed',
    /** The header's row as the spreadsheet numbers it (1-based). */
    headerRow: record.headerRow + 1,
    headers,
    /** The first rows under the header, for the mapping step. */
    sample: record.cells.slice(record.headerRow + 1, record.headerRow + 4),
    mapping: (record.mapping ?? {}) as Record<string, number>,
    rowsTotal: record.rowsTotal,
    rowsRead: record.rowsRead,
    rowsCreated: record.rowsCreated,
    rowsExisting: record.rowsExisting,
    rowsWithErrors: record.rowsWithErrors,
    errorMessage: record.errorMessage,
    contracts: contracts.map((c) => ({
      id: c.id,
      tenantName: fullName(c),
      email: c.email,
      propertyName: c.propertyName,
      invited: Boolean(c.invited),
      accepted: Boolean(c.accepted),
    })),
  };
}
export type ImportView = Awaited<ReturnType<typeof importView>>;
