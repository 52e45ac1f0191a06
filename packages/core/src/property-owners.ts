/**
 * Owners and shares of a property (docs/domain.md §19, decision 210), pure. A share is stored in
 * basis points, hundredths of a percent (100 % = 10 000), so 33,33 % is exact. On every day the
 * owners' rows cover, their shares add up to exactly 100 %; a day no row covers belongs to the
 * landlord alone (a property without rows: the landlord owns 100 %).
 */
import { addDays, compareIso } from './dates';

export const WHOLE_SHARE_BPS = 10_000;
export const MAX_OWNER_ROWS = 20;

export type OwnerPeriod = {
  fiscal_code: string;
  share_bps: number;
  /** First day held, null: since before the app's records. */
  from: string | null;
  /** Last day held, null: still held. */
  to: string | null;
};

export type OwnerShareProblem =
  | { kind: 'notWhole'; from: string | null; to: string | null; sumBps: number }
  | { kind: 'twice'; from: string | null; to: string | null; fiscalCode: string };

function holdsOn(row: OwnerPeriod, day: string): boolean {
  return (row.from === null || compareIso(row.from, day) <= 0) && (row.to === null || compareIso(row.to, day) >= 0);
}

/**
 * The first stretch of days (in date order) whose rows do not add up to 100 % (a stretch no row
 * covers is the landlord's, not a problem), or where one codice fiscale holds two rows; null when
 * every day is whole. Rows with `to` before `from` are the caller's to refuse first (skipped here).
 */
export function ownerShareProblem(rows: readonly OwnerPeriod[]): OwnerShareProblem | null {
  const valid = rows.filter((r) => r.from === null || r.to === null || compareIso(r.from, r.to) <= 0);
  const starts = new Set<string>();
  for (const r of valid) {
    if (r.from !== null) starts.add(r.from);
    if (r.to !== null) starts.add(addDays(r.to, 1));
  }
  const sorted = [...starts].sort(compareIso);
  // Each stretch: [start, next start − 1]; the first one is open before, the last open after.
  const stretches: { from: string | null; to: string | null; day: string }[] = [];
  if (sorted.length === 0) stretches.push({ from: null, to: null, day: '2000-01-01' });
  else {
    stretches.push({ from: null, to: addDays(sorted[0]!, -1), day: addDays(sorted[0]!, -1) });
    sorted.forEach((start, i) => {
      const next = sorted[i + 1];
      stretches.push({ from: start, to: next ? addDays(next, -1) : null, day: start });
    });
  }
  for (const s of stretches) {
    const holding = valid.filter((r) => holdsOn(r, s.day));
    const seen = new Set<string>();
    for (const r of holding) {
      if (seen.has(r.fiscal_code)) return { kind: 'twice', from: s.from, to: s.to, fiscalCode: r.fiscal_code };
      seen.add(r.fiscal_code);
    }
    const sumBps = holding.reduce((n, r) => n + r.share_bps, 0);
    if (sumBps !== 0 && sumBps !== WHOLE_SHARE_BPS) return { kind: 'notWhole', from: s.from, to: s.to, sumBps };
  }
  return null;
}

/** A typed percentage ('50', '33,33', '12.5') → basis points, or null: > 0, ≤ 100, at most 2 decimals. */
export function parsePercentBps(text: string): number | null {
  const match = /^([0-9]{1,3})(?:[.,]([0-9]{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps > 0 && bps <= WHOLE_SHARE_BPS ? bps : null;
}

/** Basis points → the percentage as Italians write it, without the sign: 3333 → '33,33', 5000 → '50'. */
export function formatBpsPercent(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const rest = Math.abs(bps % 100);
  if (rest === 0) return String(whole);
  return `${whole},${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}
