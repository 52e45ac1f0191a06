import { DEADLINE_KIND_LABELS, DEADLINE_TIMING_LABELS, deadlineTiming } from '@casaconti/core/lease-deadlines';
import { LEASE_MESSAGES } from '@casaconti/core/messages';
import { formatEuro } from '@casaconti/core/money';
import { absoluteUrl, paths } from '@casaconti/core/paths';
import { eq } from 'drizzle-orm';
import ical from 'ical-generator';
import type { Db, Queryable } from '../../db/client';
import { calendarFeed } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Clock, today } from '../../lib/clock';
import { generateToken, hashToken } from '../../lib/tokens';
import { loadLeaseDeadlines } from './load-lease-deadlines';

/** The feed's address under the API (the token is its only credential). */
export const calendarFeedPath = (token: string) => `/api/calendar/${encodeURIComponent(token)}.ics`;

/** Whether the landlord has a calendar link (the token itself is never stored, never shown again). */
export async function getCalendarLinkStatus(opts: { db: Queryable; landlordId: string }) {
  const [row] = await opts.db
    .select({ createdAt: calendarFeed.createdAt })
    .from(calendarFeed)
    .where(eq(calendarFeed.landlordId, opts.landlordId));
  return { active: row !== undefined, createdAt: row?.createdAt.toISOString() ?? null };
}

/** A new calendar link (the previous one, if any, stops working): the URL is shown once. */
export async function createCalendarLink(opts: { db: Db; clock: Clock; appUrl: string; landlordId: string }) {
  const token = generateToken();
  const tokenHash = hashToken(token);
  const createdAt = opts.clock.now();
  await opts.db
    .insert(calendarFeed)
    .values({ landlordId: opts.landlordId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeed.landlordId, set: { tokenHash, createdAt } });
  return { url: absoluteUrl(opts.appUrl, calendarFeedPath(token)), createdAt: createdAt.toISOString() };
}

/** Revokes the landlord's calendar link: the feed answers 404 from now on. */
export async function revokeCalendarLink(opts: { db: Db; landlordId: string }) {
  await opts.db.delete(calendarFeed).where(eq(calendarFeed.landlordId, opts.landlordId));
}

/**
 * The iCalendar feed of the token's landlord (ical-generator): one all-day event per deadline,
 * linking to its contract; one whose date has passed (a registration not yet recorded) says so
 * first ('In ritardo: …', decision 168). Unknown or revoked token: 404.
 */
export async function renderCalendarFeed(opts: { db: Queryable; clock: Clock; appUrl: string; token: string }) {
  const [row] = await opts.db
    .select({ landlordId: calendarFeed.landlordId })
    .from(calendarFeed)
    .where(eq(calendarFeed.tokenHash, hashToken(opts.token)));
  if (!row) throw new AppError('NOT_FOUND', LEASE_MESSAGES.calendarLinkInvalid);
  const asOf = today(opts.clock);
  const items = await loadLeaseDeadlines({ db: opts.db, landlordId: row.landlordId, today: asOf });
  const calendar = ical({ name: 'CasaConti – Scadenze', prodId: { company: 'CasaConti', product: 'Scadenze' } });
  const stamp = opts.clock.now();
  for (const item of items) {
    const late = deadlineTiming(item.date, asOf) === 'late' ? `${DEADLINE_TIMING_LABELS.late}: ` : '';
    const label = `${late}${DEADLINE_KIND_LABELS[item.kind]}`;
    const url = absoluteUrl(opts.appUrl, paths.landlord.contract(item.contractId));
    const amount = item.amount !== null ? ` (${formatEuro(item.amount)})` : '';
    calendar.createEvent({
      id: `${item.contractId}-${item.kind}-${item.date}@casaconti`,
      start: new Date(`${item.date}T00:00:00Z`),
      allDay: true,
      stamp,
      summary: `${label}${amount} – ${item.propertyName}, ${item.tenantName}`,
      description: `${label}${amount}\n${item.propertyName} – ${item.tenantName}\n${url}`,
      url,
    });
  }
  return calendar.toString();
}
