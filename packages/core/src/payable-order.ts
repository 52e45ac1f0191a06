/**
 * The one order of a contract's payables (docs/domain.md §12): oldest due date first; within one due date
 * rent, fixed fee, settlement advance, consumption bills, conguaglio balance, then the rest (a
 * conguaglio credit, anything else) by creation. A payment is allocated in this order, and the
 * receipts and the statement list their items in it. Pure: the SQL reads use payableTypeRankCases
 * (the same ranks), the allocation, the receipt and the screens use comparePayableOrder.
 */
import { compareIso } from './dates';

/** The types in their order within one due date; any other type ranks after them, by creation. */
export const PAYABLE_ORDER = [
  'rent',
  'fixed_fee',
  'settlement_base_fee',
  'consumption_bill',
  'settlement_balance',
] as const;

/** 0 for rent … 4 for settlement_balance; every other type PAYABLE_ORDER.length. */
export function payableTypeRank(type: string): number {
  const i = (PAYABLE_ORDER as readonly string[]).indexOf(type);
  return i === -1 ? PAYABLE_ORDER.length : i;
}

/** A payable as the order reads it: `createdAt` an ISO instant (toISOString), `id` the last tie-break. */
export type OrderedPayable = { dueDate: string; type: string; createdAt: string; id: string };

/** Comparator of the one order (docs/domain.md §12): due date, type rank, creation, id. A total order. */
export function comparePayableOrder(a: OrderedPayable, b: OrderedPayable): number {
  return (
    compareIso(a.dueDate, b.dueDate) ||
    payableTypeRank(a.type) - payableTypeRank(b.type) ||
    (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The same type ranks for an SQL `CASE`: [type, rank] pairs and the rank of every other type. */
export const payableTypeRankCases = {
  ranks: PAYABLE_ORDER.map((type, rank) => [type, rank] as const),
  otherwise: PAYABLE_ORDER.length,
};
