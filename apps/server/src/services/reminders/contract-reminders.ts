import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract, payable, reminderSent, user } from '../../db/schema';
import { findLandlordContract } from '../contracts/find-landlord-contract';

/** One email of 'Promemoria inviati': its date, its recipient and the items it listed. */
export type SentReminderEmail = {
  sentOn: string;
  /** The tenant's address the email went to. */
  to: string;
  items: {
    payableId: string;
    kind: 'before_due' | 'overdue' | 'overdue_repeat';
    type: string;
    dueDate: string;
    remainingCents: number;
  }[];
};

/** The contract's switch and its 'Promemoria inviati', newest first (docs/domain.md §13). */
export async function listContractReminders(opts: {
  db: Db;
  landlordId: string;
  contractId: string;
}): Promise<{ enabled: boolean; sent: SentReminderEmail[] }> {
  const found = await findLandlordContract({ ...opts, access: 'read' });
  const [row] = await opts.db
    .select({ enabled: contract.remindersEnabled })
    .from(contract)
    .where(eq(contract.id, found.id));
  const rows = await opts.db
    .select({
      emailRef: reminderSent.emailRef,
      sentOn: reminderSent.sentOn,
      payableId: reminderSent.payableId,
      kind: reminderSent.kind,
      type: payable.type,
      dueDate: payable.dueDate,
      remainingCents: reminderSent.remainingAmount,
      to: user.email,
    })
    .from(reminderSent)
    .innerJoin(payable, eq(payable.id, reminderSent.payableId))
    .innerJoin(user, eq(user.id, reminderSent.tenantUserId))
    .where(eq(reminderSent.contractId, found.id))
    .orderBy(desc(reminderSent.sentOn), payable.dueDate, payable.id);
  const byEmail = new Map<string, SentReminderEmail>();
  for (const { emailRef, sentOn, to, ...item } of rows) {
    const email = byEmail.get(emailRef) ?? { sentOn, to, items: [] };
    email.items.push(item);
    byEmail.set(emailRef, email);
  }
  return { enabled: row?.enabled ?? true, sent: [...byEmail.values()] };
}

/** 'Promemoria automatici': the landlord turns the contract's reminders on or off. */
export async function setContractReminders(opts: {
  db: Db;
  landlordId: string;
  contractId: string;
  enabled: boolean;
}): Promise<{ enabled: boolean }> {
  return opts.db.transaction(async (tx) => {
    const found = await findLandlordContract({ ...opts, db: tx, lock: 'update' });
    await tx
      .update(contract)
      .set({ remindersEnabled: opts.enabled })
      .where(and(eq(contract.id, found.id)));
    return { enabled: opts.enabled };
  });
}
