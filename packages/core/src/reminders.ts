/**
 * Payment reminders (docs/domain.md §13), pure: which reminders the daily job sends today. The job claims
 * each (payable, kind, date) in the database (unique) before sending, so a second server
 * instance never sends twice; this module decides what is due. Decision 087.
 */
import { addDays, compareIso } from './dates';

export type ReminderKind = 'before_due' | 'overdue' | 'overdue_repeat';

/** Days before the due date of the 'before_due' reminder (docs/domain.md §13). */
export const DEFAULT_DAYS_BEFORE_DUE = 3;
/** Days between two 'overdue_repeat' reminders. */
export const OVERDUE_REPEAT_DAYS = 7;
/** At most this many reminders per payable, every kind counted. */
export const MAX_REMINDERS_PER_PAYABLE = 3;

export interface ReminderPayable {
  id: string;
  contractId: string;
  dueDate: string;
  amountCents: number;
  /** Cents already allocated to it by payments. */
  paidCents: number;
}

export interface ReminderContract {
  id: string;
  remindersEnabled: boolean;
  deleted: boolean;
  /** The tenant user who completed the account; null for an invited tenant who never did. */
  tenantUserId: string | null;
}

export interface SentReminder {
  payableId: string;
  kind: ReminderKind;
  sentOn: string;
}

export interface DueReminderItem {
  payableId: string;
  contractId: string;
  kind: ReminderKind;
  dueDate: string;
  remainingCents: number;
}

/** One email per tenant per day. */
export interface DueReminderEmail {
  tenantUserId: string;
  sentOn: string;
  items: DueReminderItem[];
}

function kindDue(
  today: string,
  payable: ReminderPayable,
  sent: SentReminder[],
  daysBeforeDue: number,
): ReminderKind | null {
  if (sent.some((s) => s.sentOn === today)) return null;
  if (sent.length >= MAX_REMINDERS_PER_PAYABLE) return null;
  const due = payable.dueDate;
  if (compareIso(today, due) <= 0) {
    // Not overdue yet: the 'before_due' reminder in the window [due − N, due], once. A day the
    // job did not run is caught up the next day while still inside the window.
    const inWindow = compareIso(today, addDays(due, -daysBeforeDue)) >= 0;
    return inWindow && !sent.some((s) => s.kind === 'before_due') ? 'before_due' : null;
  }
  const overdueSent = sent.filter((s) => s.kind === 'overdue' || s.kind === 'overdue_repeat');
  if (overdueSent.length === 0) return 'overdue';
  const last = overdueSent.map((s) => s.sentOn).reduce((a, b) => (compareIso(a, b) >= 0 ? a : b));
  return compareIso(today, addDays(last, OVERDUE_REPEAT_DAYS)) >= 0 ? 'overdue_repeat' : null;
}

/**
 * The reminders to send on `today`, grouped into one email per tenant (sorted by tenant, items by
 * due date then payable id). Nothing for a contract with reminders off, a deleted contract, a
 * tenant who never completed the account, or a payable with nothing left to pay.
 */
export function dueReminders(input: {
  today: string;
  payables: ReminderPayable[];
  contracts: ReminderContract[];
  alreadySent: SentReminder[];
  daysBeforeDue?: number;
}): DueReminderEmail[] {
  const daysBeforeDue = input.daysBeforeDue ?? DEFAULT_DAYS_BEFORE_DUE;
  const contracts = new Map(input.contracts.map((c) => [c.id, c]));
  const sentByPayable = new Map<string, SentReminder[]>();
  for (const s of input.alreadySent) {
    const list = sentByPayable.get(s.payableId) ?? [];
    list.push(s);
    sentByPayable.set(s.payableId, list);
  }
  const byTenant = new Map<string, DueReminderItem[]>();
  for (const payable of input.payables) {
    const contract = contracts.get(payable.contractId);
    if (!contract || !contract.remindersEnabled || contract.deleted || !contract.tenantUserId) continue;
    const remainingCents = payable.amountCents - payable.paidCents;
    if (remainingCents <= 0) continue;
    const kind = kindDue(input.today, payable, sentByPayable.get(payable.id) ?? [], daysBeforeDue);
    if (!kind) continue;
    const items = byTenant.get(contract.tenantUserId) ?? [];
    items.push({ payableId: payable.id, contractId: contract.id, kind, dueDate: payable.dueDate, remainingCents });
    byTenant.set(contract.tenantUserId, items);
  }
  return [...byTenant.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([tenantUserId, items]) => ({
      tenantUserId,
      sentOn: input.today,
      items: items.sort((a, b) => compareIso(a.dueDate, b.dueDate) || (a.payableId < b.payableId ? -1 : 1)),
    }));
}

/** The landlord's weekly digest of overdue items goes on Mondays (decision 087). */
export function isDigestDay(today: string): boolean {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() === 1;
}

/** Italian label of a reminder kind ('Promemoria inviati'). */
export const REMINDER_KIND_LABEL: Record<ReminderKind, string> = {
  before_due: 'In scadenza',
  overdue: 'Scaduto',
  overdue_repeat: 'Sollecito',
};
