import { costModelLabel } from '@casaconti/core/labels';
import { CONTRACT_TYPE_LABELS, type ContractType } from '@casaconti/core/lease';
import {
  IMPORT_EXAMPLE_ROW,
  IMPORT_FIELDS,
  type ImportField,
  importAllowedValues,
  importFieldHeader,
  ROOM_SEPARATOR,
} from '@casaconti/core/portfolio-import';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract, contractRoom, property, room, utilityAgreement } from '../../db/schema';
import { renderDocument } from '../../lib/documents/render-document';
import type { RecordsCell, RecordsTable } from '../../lib/documents/records-xlsx';
import { groupBy } from '../../lib/group-by';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The sheets' titles: the portfolio (read by the import, always the first) and the allowed values. */
const PORTFOLIO_SHEET = 'Portafoglio';
const VALUES_SHEET = 'Valori ammessi';

const HEADERS = IMPORT_FIELDS.map(importFieldHeader);

function allowedValuesTable(): RecordsTable {
  return {
    title: VALUES_SHEET,
    columns: ['Colonna', 'Obbligatoria', 'Valori ammessi'],
    rows: importAllowedValues().map((v) => [v.field, v.required, v.values]),
  };
}

/** The template to download: the columns, one example row, and the sheet of allowed values. */
export async function renderImportTemplate(): Promise<Uint8Array> {
  return renderDocument({
    kind: 'records-xlsx',
    data: [
      { title: PORTFOLIO_SHEET, columns: HEADERS, rows: [IMPORT_FIELDS.map((f) => IMPORT_EXAMPLE_ROW[f] ?? '')] },
      allowedValuesTable(),
    ],
  });
}

const yesNo = (value: boolean) => (value ? 'Sì' : 'No');

/**
 * The whole portfolio in the template (item 5, GDPR art. 20): one row per live contract (its
 * property, its rooms joined by ';', the tenant as typed on it, terms, cost models and lease
 * fields) and one row per room no exported contract holds; imported into an empty account it
 * gives the same properties, rooms and contracts. Contracts of deleted properties (read-only
 * history) are not exported.
 */
export async function exportPortfolio(opts: { db: Db; landlordId: string }): Promise<Uint8Array> {
  const { db, landlordId } = opts;
  const liveProperty = and(eq(property.landlordId, landlordId), isNull(property.deletedAt));
  const [rooms, contracts, held, agreements] = await Promise.all([
    db
      .select({
        id: room.id,
        name: room.name,
        propertyId: property.id,
        propertyName: property.name,
        street: property.streetAddress,
        postalCode: property.postalCode,
        province: property.province,
        country: property.country,
      })
      .from(room)
      .innerJoin(property, eq(property.id, room.propertyId))
      .where(and(liveProperty, isNull(room.deletedAt)))
      .orderBy(asc(property.name), asc(property.id), asc(room.createdAt), asc(room.id)),
    db
      .select({ c: contract, propertyId: property.id })
      .from(contract)
      .innerJoin(property, eq(property.id, contract.propertyId))
      .where(and(liveProperty, isNull(contract.deletedAt)))
      .orderBy(asc(contract.startDate), asc(contract.id)),
    db
      .select({ contractId: contractRoom.contractId, roomId: contractRoom.roomId })
      .from(contractRoom)
      .innerJoin(contract, eq(contract.id, contractRoom.contractId))
      .innerJoin(property, eq(property.id, contract.propertyId))
      .where(and(liveProperty, isNull(contract.deletedAt), isNull(contractRoom.deletedAt))),
    db
      .select({
        contractId: utilityAgreement.contractId,
        category: utilityAgreement.category,
        model: utilityAgreement.costModel,
      })
      .from(utilityAgreement)
      .innerJoin(contract, eq(contract.id, utilityAgreement.contractId))
      .innerJoin(property, eq(property.id, contract.propertyId))
      .where(and(liveProperty, isNull(contract.deletedAt))),
  ]);
  const roomById = new Map(rooms.map((r) => [r.id, r]));
  const roomsOf = groupBy(held, (h) => h.contractId);
  const agreementsOf = groupBy(agreements, (a) => a.contractId);
  const heldRooms = new Set(held.map((h) => h.roomId));
  const text = (s: string | null | undefined): RecordsCell => s ?? '';
  const money = (cents: number | null): RecordsCell => (cents === null ? '' : { cents });
  const day = (iso: string | null): RecordsCell => (iso === null ? '' : { date: iso });
  const propertyCells = (r: (typeof rooms)[number]) => ({
    property_name: r.propertyName,
    street_address: r.street,
    postal_code: r.postalCode,
    province: r.province,
    country: r.country,
  });
  const line = (cells: Partial<Record<ImportField, RecordsCell>>): RecordsCell[] =>
    IMPORT_FIELDS.map((f) => cells[f] ?? '');

  const out: RecordsCell[][] = [];
  for (const r of rooms) if (!heldRooms.has(r.id)) out.push(line({ ...propertyCells(r), room_name: r.name }));
  for (const { c } of contracts) {
    const its = (roomsOf.get(c.id) ?? []).map((h) => roomById.get(h.roomId)).filter((r) => r !== undefined);
    if (its.length === 0) continue;
    const models = new Map((agreementsOf.get(c.id) ?? []).map((a) => [a.category, costModelLabel(a.model)]));
    out.push(
      line({
        ...propertyCells(its[0]!),
        room_name: its.map((r) => r.name).join(`${ROOM_SEPARATOR} `),
        tenant_first_name: c.tenantFirstName,
        tenant_last_name: c.tenantLastName,
        tenant_email: c.tenantEmail,
        start_date: day(c.startDate),
        end_date: day(c.endDate),
        rent_amount: money(c.rentAmount),
        fixed_fee_amount: money(c.fixedFeeAmount),
        settlement_base_amount: money(c.settlementBaseAmount),
        number_of_occupants: String(c.numberOfOccupants),
        cost_electricity: text(models.get('electricity')),
        cost_gas: text(models.get('gas')),
        cost_water: text(models.get('water')),
        cost_heating: text(models.get('heating')),
        cost_admin: text(models.get('admin')),
        cost_internet: text(models.get('internet')),
        contract_type: CONTRACT_TYPE_LABELS[c.contractType as ContractType] ?? c.contractType,
        cedolare_secca: yesNo(c.cedolareSecca),
        istat_update_share: String(c.istatUpdateShare),
        registration_date: day(c.registrationDate),
        registration_code: text(c.registrationCode),
        deposit_amount: money(c.depositAmount),
        deposit_received_on: day(c.depositReceivedOn),
        deposit_held_as: text(c.depositHeldAs),
        deposit_interest_due: yesNo(c.depositInterestDue),
      }),
    );
  }
  return renderDocument({
    kind: 'records-xlsx',
    data: [{ title: PORTFOLIO_SHEET, columns: HEADERS, rows: out }, allowedValuesTable()],
  });
}
