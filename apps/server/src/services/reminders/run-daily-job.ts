import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { creditDepositInterest } from '../deposit/credit-deposit-interest';
import { materializeScheduledPayables } from '../payables/materialize-scheduled-payables';
import { sendDueReminders, sendOverdueDigests } from './send-due-reminders';

type Deps = { db: Db; clock: Clock; logger: Logger; mailer: Mailer; secret: string; appUrl: string };

export type DailyJobResult = {
  payablesInserted: number;
  depositInterestCredits: number;
  reminders: number;
  digests: number;
};

/**
 * The daily job (the scheduler's once-a-day work): materializes the scheduled payables (docs/domain.md
 * §4), credits last year's deposit interest (docs/domain.md §14, claimed per contract and year, decision
 * 101), then sends the payment reminders and, on Mondays, the landlords' digests (docs/domain.md §13,
 * decision 087). Idempotent: run twice the same day, or by two server instances, it inserts and
 * sends nothing the second time. With `contractIds` (the dev route's narrowing, decision 093) only
 * those contracts' payables and reminders, and no digest nor deposit interest (they cover all).
 */
export async function runDailyJob(deps: Deps, opts: { contractIds?: string[] } = {}): Promise<DailyJobResult> {
  const { contractIds } = opts;
  const payablesInserted = await materializeScheduledPayables({ db: deps.db, clock: deps.clock, contractIds });
  const depositInterestCredits = contractIds ? 0 : await creditDepositInterest(deps);
  // Reminders after the day's payables and credits exist.
  const reminders = await sendDueReminders(deps, { contractIds });
  const digests = contractIds ? 0 : await sendOverdueDigests(deps);
  return { payablesInserted, depositInterestCredits, reminders, digests };
}
