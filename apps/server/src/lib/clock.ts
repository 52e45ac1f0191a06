import { todayInRome } from '@casaconti/core/dates';

/** The injectable clock (docs/domain.md §1): domain code never reads the system clock directly. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date | string): Clock & { set(to: Date | string): void } {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set(to) {
      current = new Date(to);
    },
  };
}

/**
 * A clock that starts at `at` and runs forward at the real pace (test builds: the browser
 * tests' server lives on a fixed calendar day however far in the future the suite is run).
 */
export function runningClockFrom(at: Date, real: () => number = Date.now): Clock {
  const offset = at.getTime() - real();
  return { now: () => new Date(real() + offset) };
}

/** Today's calendar date in Europe/Rome, as 'yyyy-MM-dd'. */
export function today(clock: Clock): string {
  return todayInRome(clock.now());
}
