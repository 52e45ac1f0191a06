import { and, desc, eq, isNull, type Placeholder, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, contractRoom, property, room } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { today as todayOf } from '../../lib/clock';
import { currentContractCondition } from './current-contract';
import { landlordPropertyCondition } from './landlord-property-condition';

export type PortfolioItem = {
  id: string;
  name: string;
  street_address: string;
  postal_code: string;
  province: string;
  country: string;
  status: string;
  total_units: number;
  occupied_units: number;
  monthly_revenue: number;
};

/**
 * Each of the landlord's live properties' figures as grouped subqueries to join on the property:
 * units (non-deleted rooms), occupied units and monthly revenue (cents) of current contracts
 * (docs/domain.md §2). `landlordId` and `today` may be placeholders of a prepared statement.
 */
export function portfolioFigures(db: Queryable, landlordId: string | Placeholder, today: string | Placeholder) {
  const ownProperty = landlordPropertyCondition(landlordId);
  const units = db
    .select({ propertyId: room.propertyId, total: sql<number>`count(*)::int`.as('total') })
    .from(room)
    .innerJoin(property, eq(property.id, room.propertyId))
    .where(and(ownProperty, isNull(room.deletedAt)))
    .groupBy(room.propertyId)
    .as('units');

  // A room counts once even if (against the booking constraint) two current contracts held it.
  const occupancy = db
    .select({ propertyId: contract.propertyId, occupied: sql<number>`count(distinct ${room.id})::int`.as('occupied') })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .innerJoin(contractRoom, and(eq(contractRoom.contractId, contract.id), isNull(contractRoom.deletedAt)))
    .innerJoin(room, and(eq(room.id, contractRoom.roomId), isNull(room.deletedAt)))
    .where(and(ownProperty, currentContractCondition(today)))
    .groupBy(contract.propertyId)
    .as('occupancy');

  const revenue = db
    .select({ propertyId: contract.propertyId, revenue: sql<string>`sum(${contract.rentAmount})`.as('revenue') })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .where(and(ownProperty, currentContractCondition(today)))
    .groupBy(contract.propertyId)
    .as('revenue');

  const totalUnits = sql<number>`coalesce(${units.total}, 0)::int`;
  const occupiedUnits = sql<number>`coalesce(${occupancy.occupied}, 0)::int`;
  // bigint cents: both drivers hand int8 back as text or bigint, never a float.
  const monthlyRevenue = sql<number>`coalesce(${revenue.revenue}, 0)::bigint`;
  return { ownProperty, units, occupancy, revenue, totalUnits, occupiedUnits, monthlyRevenue };
}

/**
 * The portfolio's one statement, built once per database and prepared (drizzle's query building
 * cost more CPU than PostgreSQL's execution of it): the landlord and today are its parameters.
 */
function buildPortfolioQuery(db: Queryable) {
  const { ownProperty, units, occupancy, revenue, totalUnits, occupiedUnits, monthlyRevenue } = portfolioFigures(
    db,
    sql.placeholder('landlordId'),
    sql.placeholder('today'),
  );

  return db
    .select({
      id: property.id,
      name: property.name,
      street_address: property.streetAddress,
      postal_code: property.postalCode,
      province: property.province,
      country: property.country,
      status: property.status,
      total_units: totalUnits.mapWith(Number),
      occupied_units: occupiedUnits.mapWith(Number),
      monthly_revenue: monthlyRevenue.mapWith(Number),
    })
    .from(property)
    .leftJoin(units, eq(units.propertyId, property.id))
    .leftJoin(occupancy, eq(occupancy.propertyId, property.id))
    .leftJoin(revenue, eq(revenue.propertyId, property.id))
    .where(ownProperty)
    .orderBy(desc(property.createdAt), desc(property.id))
    .prepare('landlord_portfolio');
}
const prepared = new WeakMap<Queryable, ReturnType<typeof buildPortfolioQuery>>();

/**
 * get_landlord_portfolio: the landlord's properties (newest first) with units, occupancy and
 * monthly revenue (cents) of current contracts (docs/domain.md §2). One query whatever the number of
 * properties: every figure is a grouped subquery joined on the property.
 */
export async function getLandlordPortfolio(opts: { db: Queryable; clock: Clock; landlordId: string }) {
  let query = prepared.get(opts.db);
  if (!query) {
    query = buildPortfolioQuery(opts.db);
    prepared.set(opts.db, query);
  }
  const rows = await query.execute({ landlordId: opts.landlordId, today: todayOf(opts.clock) });

  const items: PortfolioItem[] = rows;
  const summary = {
    properties: items.length,
    total_units: items.reduce((sum, p) => sum + p.total_units, 0),
    occupied_units: items.reduce((sum, p) => sum + p.occupied_units, 0),
    monthly_revenue: items.reduce((sum, p) => sum + p.monthly_revenue, 0),
  };
  return { items, summary };
}
