import { periodsOverlap } from '@casaconti/core/dates';
import { IMPORT_MESSAGES } from '@casaconti/core/messages';
import {
  checkImportRowsTogether,
  contractKey,
  type ImportMapping,
  type ImportRow,
  propertyKey,
  readImportRows,
  roomKey,
} from '@casaconti/core/portfolio-import';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, contractRoom, property, room } from '../../db/schema';
import { slicesOf } from '../../lib/in-slices';

/** A stored import as the plan reads it. */
export type ImportSource = {
  cells: string[][];
  headerRow: number;
  cellIssues: { row: number; column: number; message: string }[];
};

/** What a row will do: create something, find it all there already, or wait to be corrected. */
export type PlannedRow = ImportRow & {
  status: 'create' | 'exists' | 'error';
  /** The stored property it joins, null when the import creates it. */
  propertyId: string | null;
  /** Per room name: the stored room, or null when the import creates it. */
  roomIds: (string | null)[];
  /** The row's contract is new (false: no contract, or one with its tenant email and start is stored). */
  createsContract: boolean;
};

/** Rows read between two progress reports. */
const PROGRESS_ROWS = 500;

/**
 * The one reading of an import (the preview, the confirmation and the run): each row read and
 * validated in core, the checks between rows, then against the landlord's portfolio — a property
 * by name and address, a room by name within it, a contract by tenant email and start date
 * (found: nothing created twice), and a room already let in the period by a stored contract.
 * `lock` (the run, in its transaction): the properties and rooms read are locked FOR SHARE, so a
 * deletion waits for the import as it waits for the wizard. `onProgress` gets the rows read.
 */
export async function planPortfolioImport(opts: {
  db: Queryable;
  landlordId: string;
  source: ImportSource;
  mapping: ImportMapping;
  lock?: boolean;
  onProgress?: (rowsRead: number) => Promise<void>;
}): Promise<PlannedRow[]> {
  const rows = await readPlannedRows(opts.source, opts.mapping, opts.onProgress);
  return matchPortfolio({ ...opts, rows });
}

/** The file's part of the plan (no database): each row read in core, a slice at a time, then the checks between rows. */
export async function readPlannedRows(
  source: ImportSource,
  mapping: ImportMapping,
  onProgress?: (rowsRead: number) => Promise<void>,
): Promise<ImportRow[]> {
  const rows: ImportRow[] = [];
  const lines = Array.from(
    { length: Math.max(0, source.cells.length - source.headerRow - 1) },
    (_, i) => source.headerRow + 1 + i,
  );
  for await (const slice of slicesOf(lines, PROGRESS_ROWS)) {
    rows.push(
      ...readImportRows({
        rows: source.cells,
        headerRow: source.headerRow,
        mapping,
        cellIssues: source.cellIssues,
        from: slice[0]!,
        to: slice[slice.length - 1]! + 1,
      }),
    );
    await onProgress?.(slice[slice.length - 1]! - source.headerRow);
  }
  checkImportRowsTogether(rows, mapping);
  return rows;
}

/** The portfolio's part of the plan: each row matched against what the landlord already has. */
export async function matchPortfolio(opts: {
  db: Queryable;
  landlordId: string;
  rows: readonly ImportRow[];
  mapping: ImportMapping;
  lock?: boolean;
}): Promise<PlannedRow[]> {
  const { mapping } = opts;
  const portfolio = await readPortfolio(opts.db, opts.landlordId, opts.lock ?? false);
  return opts.rows.map((r): PlannedRow => {
    if (r.errors.length > 0) return { ...r, status: 'error', propertyId: null, roomIds: [], createsContract: false };
    const propertyId = portfolio.properties.get(propertyKey(r.property.name, r.property.street_address)) ?? null;
    const roomIds = r.roomNames.map((name) =>
      propertyId ? (portfolio.rooms.get(`${propertyId}|${roomKey(name)}`) ?? null) : null,
    );
    const c = r.contract;
    const createsContract =
      c !== null && !portfolio.contracts.has(contractKey(c.tenantInfo.email, c.contractDetails.start_date));
    if (c && createsContract) {
      const taken = roomIds.some((id) =>
        (id ? (portfolio.bookings.get(id) ?? []) : []).some((b) =>
          periodsOverlap(b.start, b.end, c.contractDetails.start_date, c.contractDetails.end_date),
        ),
      );
      if (taken) {
        const errors = [
          { column: mapping.room_name ?? null, field: 'room_name' as const, message: IMPORT_MESSAGES.roomLetTwice },
        ];
        return { ...r, errors, status: 'error', propertyId, roomIds, createsContract: false };
      }
    }
    const nothingNew = propertyId !== null && roomIds.every((id) => id !== null) && !createsContract;
    return { ...r, status: nothingNew ? 'exists' : 'create', propertyId, roomIds, createsContract };
  });
}

/** The landlord's live properties, rooms, contracts and room bookings, keyed as the import matches them. */
async function readPortfolio(db: Queryable, landlordId: string, lock: boolean) {
  const liveProperty = and(eq(property.landlordId, landlordId), isNull(property.deletedAt));
  const propertyQuery = db
    .select({ id: property.id, name: property.name, street: property.streetAddress })
    .from(property)
    .where(liveProperty);
  const roomQuery = db
    .select({ id: room.id, propertyId: room.propertyId, name: room.name })
    .from(room)
    .innerJoin(property, eq(property.id, room.propertyId))
    .where(and(liveProperty, isNull(room.deletedAt)));
  const [properties, rooms, contracts, bookings] = await Promise.all([
    lock ? propertyQuery.for('share') : propertyQuery,
    lock ? roomQuery.for('share', { of: room }) : roomQuery,
    db
      .select({ email: contract.tenantEmail, start: contract.startDate })
      .from(contract)
      .innerJoin(property, eq(property.id, contract.propertyId))
      .where(and(eq(property.landlordId, landlordId), isNull(contract.deletedAt))),
    db
      .select({ roomId: contractRoom.roomId, start: contractRoom.startDate, end: contractRoom.endDate })
      .from(contractRoom)
      .innerJoin(contract, eq(contract.id, contractRoom.contractId))
      .innerJoin(property, eq(property.id, contract.propertyId))
      .where(and(eq(property.landlordId, landlordId), isNull(contractRoom.deletedAt), isNull(contract.deletedAt))),
  ]);
  const byRoom = new Map<string, { start: string; end: string | null }[]>();
  for (const b of bookings) byRoom.set(b.roomId, [...(byRoom.get(b.roomId) ?? []), { start: b.start, end: b.end }]);
  const propertyKeys = new Map<string, string>();
  for (const p of properties) {
    const key = propertyKey(p.name, p.street);
    if (!propertyKeys.has(key)) propertyKeys.set(key, p.id);
  }
  const roomKeys = new Map<string, string>();
  for (const r of rooms) {
    const key = `${r.propertyId}|${roomKey(r.name)}`;
    if (!roomKeys.has(key)) roomKeys.set(key, r.id);
  }
  return {
    properties: propertyKeys,
    rooms: roomKeys,
    contracts: new Set(contracts.map((c) => contractKey(c.email, c.start))),
    bookings: byRoom,
  };
}
