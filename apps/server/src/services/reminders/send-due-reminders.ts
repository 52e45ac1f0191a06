import { acceptedByTenant } from '@casaconti/core/contract-status';
import { addDays } from '@casaconti/core/dates';
import { payableItemLabel } from '@casaconti/core/labels';
import { comparePayableOrder } from '@casaconti/core/payable-order';
import { absoluteUrl, paths } from '@casaconti/core/paths';
import { DEADLINE_KIND_LABELS } from '@casaconti/core/lease-deadlines';
import { dueReminders, isDigestDay } from '@casaconti/core/reminders';
import { type DeadlineItem, loadLeaseDeadlines } from '../lease/load-lease-deadlines';
import { and, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bill, billSplit, contract, payable, property, reminderDigestSent, reminderSent, user } from '../../db/schema';
import { type Clock, today } from '../../lib/clock';
import {
  overdueDigestEmail,
  paymentReminderEmail,
  type ReminderEmailGroup,
  type ReminderPayment,
  reminderTotals,
} from '../../lib/emails';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import {
  loadReceivingAccounts,
  paymentRequestPayload,
  qrPng,
  type ReceivingAccount,
} from '../bank-accounts/payment-request';
import { currentStatementLink } from '../contracts/statement-link';

type Deps = { db: Db; clock: Clock; logger: Logger; mailer: Mailer; secret: string; appUrl: string };

/** The payables still (partly) due, with what the reminders and the emails need. */
async function loadOpenPayables(db: Db, opts: { dueBy: string; contractIds?: string[] }) {
  return db
    .select({
      id: payable.id,
      contractId: payable.contractId,
      type: payable.type,
      category: bill.category,
      dueDate: payable.dueDate,
      createdAt: payable.createdAt,
      amountCents: payable.amount,
      paidCents: payable.allocatedAmount,
      remindersEnabled: contract.remindersEnabled,
      tenantUserId: contract.tenantId,
      tenantStatus: user.userStatus,
      acceptedAt: contract.acceptedAt,
      tenantEmail: user.email,
      tenantName: sql<string>`${contract.tenantFirstName} || ' ' || ${contract.tenantLastName}`,
      contractCreatedAt: contract.createdAt,
      shareTokenVersion: contract.shareTokenVersion,
      shareTokenHash: contract.shareTokenHash,
      propertyName: property.name,
      propertyId: property.id,
      streetAddress: property.streetAddress,
      landlordId: property.landlordId,
    })
    .from(payable)
    .innerJoin(contract, eq(contract.id, payable.contractId))
    .innerJoin(property, eq(property.id, contract.propertyId))
    .innerJoin(user, eq(user.id, contract.tenantId))
    .leftJoin(billSplit, eq(billSplit.id, payable.billSplitId))
    .leftJoin(bill, eq(bill.id, billSplit.billId))
    .where(
      and(
        eq(payable.status, 'due'),
        gt(payable.amount, 0),
        lte(payable.dueDate, opts.dueBy),
        isNull(contract.deletedAt),
        opts.contractIds ? inArray(contract.id, opts.contractIds) : undefined,
      ),
    );
}

type OpenPayable = Awaited<ReturnType<typeof loadOpenPayables>>[number];

/**
 * What the contracts' open conguaglio credits (settlement_credit payables, the landlord owes the
 * tenant) still hold, by contract (cents > 0): a payment nets them first (docs/domain.md §12), so a
 * reminder nets them from what it asks (docs/domain.md §13).
 */
async function loadOpenCredits(db: Db, contractIds: string[]): Promise<Map<string, number>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db
    .select({
      contractId: payable.contractId,
      cents: sql<number>`sum(abs(${payable.amount}) - ${payable.allocatedAmount})::bigint`.mapWith(Number),
    })
    .from(payable)
    .where(and(inArray(payable.contractId, contractIds), eq(payable.status, 'due'), lt(payable.amount, 0)))
    .groupBy(payable.contractId);
  return new Map(rows.filter((r) => r.cents > 0).map((r) => [r.contractId, r.cents]));
}

const remainingOf = (r: Pick<OpenPayable, 'amountCents' | 'paidCents'>) => r.amountCents - r.paidCents;

/** The contract's statement link, as 'Copia link' shows it (the hash renewed if the secret changed). */
async function statementUrl(deps: Deps, row: OpenPayable): Promise<string> {
  return currentStatementLink({
    db: deps.db,
    secret: deps.secret,
    appUrl: deps.appUrl,
    contract: {
      id: row.contractId,
      createdAt: row.contractCreatedAt,
      shareTokenVersion: row.shareTokenVersion,
      shareTokenHash: row.shareTokenHash,
    },
  });
}

/**
 * How the tenant pays a group's total by transfer (decisions 203, 204): the property's receiving
 * account, the reference of the oldest month the group lists, the QR code as a PNG; null without
 * an account or with nothing to pay.
 */
async function reminderPayment(
  first: OpenPayable,
  group: Pick<ReminderEmailGroup, 'items' | 'creditCents'>,
  account: ReceivingAccount | undefined,
): Promise<ReminderPayment | null> {
  const request = paymentRequestPayload({
    contractId: first.contractId,
    streetAddress: first.streetAddress,
    totalDue: reminderTotals(group).total,
    payables: group.items.map((i) => ({
      status: 'due',
      amount: i.remainingCents,
      paid_amount: 0,
      due_date: i.dueDate,
    })),
    account,
  });
  if (!request) return null;
  return {
    beneficiaryName: request.beneficiary_name,
    iban: request.iban,
    amountCents: request.amount,
    reference: request.reference,
    text: request.text,
    qrPng: await qrPng(request.qr_payload),
  };
}

/**
 * One group per contract, its items in the one order (comparePayableOrder) named with their
 * utility (payableItemLabel), overdue when due before `asOf` (due today is 'in scadenza', docs/domain.md
 * §13), with the contract's open credits (`credits`) to net. With `accounts` (the tenant's
 * reminder), each group says how to pay it by transfer.
 */
async function groupsOf(
  deps: Deps,
  rows: OpenPayable[],
  asOf: string,
  credits: ReadonlyMap<string, number>,
  accounts?: ReadonlyMap<string, ReceivingAccount>,
): Promise<(ReminderEmailGroup & { tenantName: string })[]> {
  const byContract = new Map<string, OpenPayable[]>();
  for (const row of rows) byContract.set(row.contractId, [...(byContract.get(row.contractId) ?? []), row]);
  const groups: (ReminderEmailGroup & { tenantName: string })[] = [];
  for (const list of byContract.values()) {
    const first = list[0] as OpenPayable;
    const ordered = [...list].sort((a, b) =>
      comparePayableOrder(
        { ...a, createdAt: a.createdAt.toISOString() },
        { ...b, createdAt: b.createdAt.toISOString() },
      ),
    );
    const items = ordered.map((r) => ({
      label: payableItemLabel(r.type, r.category),
      dueDate: r.dueDate,
      remainingCents: remainingOf(r),
      overdue: r.dueDate < asOf,
    }));
    const creditCents = credits.get(first.contractId) ?? 0;
    groups.push({
      propertyName: first.propertyName,
      tenantName: first.tenantName,
      statementUrl: await statementUrl(deps, first),
      items,
      creditCents,
      ...(accounts
        ? { payment: await reminderPayment(first, { items, creditCents }, accounts.get(first.propertyId)) }
        : {}),
    });
  }
  return groups;
}

/**
 * The daily reminders (docs/domain.md §13, decision 087): decides with core's dueReminders, then per
 * tenant, in one transaction, claims the (payable, kind, today) rows with INSERT … ON CONFLICT DO
 * NOTHING RETURNING and sends one email with the items it claimed. A second server instance
 * running the same job waits on the unique index, then claims nothing and sends nothing; a
 * failed send rolls the claim back, so the next run retries. Returns the number of emails sent.
 */
export async function sendDueReminders(deps: Deps, opts: { contractIds?: string[] } = {}): Promise<number> {
  const asOf = today(deps.clock);
  const rows = await loadOpenPayables(deps.db, { dueBy: addDays(asOf, 3), contractIds: opts.contractIds });
  if (rows.length === 0) return 0;
  const sent = await deps.db
    .select({ payableId: reminderSent.payableId, kind: reminderSent.kind, sentOn: reminderSent.sentOn })
    .from(reminderSent)
    .where(
      inArray(
        reminderSent.payableId,
        rows.map((r) => r.id),
      ),
    );
  const contracts = new Map(
    rows.map((r) => [
      r.contractId,
      {
        id: r.contractId,
        remindersEnabled: r.remindersEnabled,
        deleted: false,
        // Only a tenant who accepted the contract is reminded: an address that never accepted
        // anything gets no email (docs/domain.md §8, §13; decision 157).
        tenantUserId: acceptedByTenant({ tenantStatus: r.tenantStatus, accepted: r.acceptedAt !== null })
          ? r.tenantUserId
          : null,
      },
    ]),
  );
  const credits = await loadOpenCredits(deps.db, [...contracts.keys()]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  // A contract whose open credits cover every item it would list is owed nothing: no reminder
  // (docs/domain.md §13, nothing is sent for amounts ≤ 0), and nothing is claimed for it.
  const emails = dueReminders({ today: asOf, payables: rows, contracts: [...contracts.values()], alreadySent: sent })
    .map((email) => {
      const asked = new Map<string, number>();
      for (const item of email.items) {
        asked.set(item.contractId, (asked.get(item.contractId) ?? 0) + item.remainingCents);
      }
      return {
        ...email,
        items: email.items.filter((item) => (asked.get(item.contractId) ?? 0) > (credits.get(item.contractId) ?? 0)),
      };
    })
    .filter((email) => email.items.length > 0);
  let count = 0;
  for (const email of emails) {
    const emailRef = crypto.randomUUID();
    // The claim commits before the email goes (the outbox mailer writes through its own
    // connection); a failed send gives the claim back, so the next run retries.
    const claimed = await deps.db.transaction((tx) =>
      tx
        .insert(reminderSent)
        .values(
          email.items.map((item) => ({
            payableId: item.payableId,
            contractId: item.contractId,
            kind: item.kind,
            sentOn: asOf,
            tenantUserId: email.tenantUserId,
            remainingAmount: item.remainingCents,
            emailRef,
          })),
        )
        .onConflictDoNothing()
        .returning({ payableId: reminderSent.payableId }),
    );
    if (claimed.length === 0) continue;
    try {
      const claimedRows = claimed.map((c) => byId.get(c.payableId) as OpenPayable);
      const to = (claimedRows[0] as OpenPayable).tenantEmail;
      const accounts = await loadReceivingAccounts(
        deps.db,
        claimedRows.map((r) => r.propertyId),
      );
      await deps.mailer.send(paymentReminderEmail(to, await groupsOf(deps, claimedRows, asOf, credits, accounts)));
      count++;
    } catch (err) {
      deps.logger.error({ err, tenant: email.tenantUserId }, 'payment reminder not sent');
      await deps.db.delete(reminderSent).where(eq(reminderSent.emailRef, emailRef));
    }
  }
  return count;
}

/** How far ahead the Monday digest lists the lease deadlines (decision 106). */
export const DIGEST_DEADLINE_DAYS = 28;

/**
 * The landlord's weekly digest of overdue items, on Mondays (decision 087), with the lease
 * deadlines of the next DIGEST_DEADLINE_DAYS days (docs/domain.md §15, decision 106): one email per
 * landlord, claimed by the (landlord, date) primary key in the same way. Returns emails sent.
 */
export async function sendOverdueDigests(deps: Deps): Promise<number> {
  const asOf = today(deps.clock);
  if (!isDigestDay(asOf)) return 0;
  const rows = (await loadOpenPayables(deps.db, { dueBy: addDays(asOf, -1) })).filter(
    (r) => r.amountCents - r.paidCents > 0,
  );
  const byLandlord = new Map<string, OpenPayable[]>();
  for (const row of rows) byLandlord.set(row.landlordId, [...(byLandlord.get(row.landlordId) ?? []), row]);
  const deadlinesByLandlord = new Map<string, DeadlineItem[]>();
  const deadlines = await loadLeaseDeadlines({
    db: deps.db,
    landlordId: null,
    today: asOf,
    horizonDays: DIGEST_DEADLINE_DAYS,
  });
  // A registration not recorded stays listed on the page; the digest names what is coming.
  for (const d of deadlines.filter((item) => item.date >= asOf)) {
    deadlinesByLandlord.set(d.landlordId, [...(deadlinesByLandlord.get(d.landlordId) ?? []), d]);
    if (!byLandlord.has(d.landlordId)) byLandlord.set(d.landlordId, []);
  }
  let count = 0;
  for (const [landlordId, list] of byLandlord) {
    const claimed = await deps.db
      .insert(reminderDigestSent)
      .values({ landlordId, sentOn: asOf })
      .onConflictDoNothing()
      .returning({ landlordId: reminderDigestSent.landlordId });
    if (claimed.length === 0) continue;
    try {
      const [landlord] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, landlordId));
      if (!landlord) continue;
      const groups =
        list.length > 0
          ? await groupsOf(
              deps,
              list,
              asOf,
              await loadOpenCredits(deps.db, [...new Set(list.map((r) => r.contractId))]),
            )
          : [];
      const coming = (deadlinesByLandlord.get(landlordId) ?? []).map((d) => ({
        date: d.date,
        label: DEADLINE_KIND_LABELS[d.kind],
        propertyName: d.propertyName,
        tenantName: d.tenantName,
      }));
      await deps.mailer.send(
        overdueDigestEmail(landlord.email, groups, absoluteUrl(deps.appUrl, paths.landlord.payables()), {
          items: coming,
          url: absoluteUrl(deps.appUrl, paths.landlord.deadlines()),
        }),
      );
      count++;
    } catch (err) {
      deps.logger.error({ err, landlordId }, 'overdue digest not sent');
      await deps.db
        .delete(reminderDigestSent)
        .where(and(eq(reminderDigestSent.landlordId, landlordId), eq(reminderDigestSent.sentOn, asOf)));
    }
  }
  return count;
}
