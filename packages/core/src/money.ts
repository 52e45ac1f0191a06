/**
 * Money: integer cents (JS number, always a safe integer) everywhere — database, services,
 * HTTP API JSON and client state. Euros exist only as user input and formatted output.
 * Never add, multiply or divide money as floating point (docs/domain.md §1): products go through BigInt.
 */
import { MAX_AMOUNT_CENTS } from './constants';

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Why a typed amount was refused (the form picks the message: docs/domain.md §1, decision 057). */
export type EuroInputError = 'empty' | 'negative' | 'decimals' | 'tooLarge' | 'invalid';
/** `text`: the amount in Italian form with the decimals as typed, no grouping ('1.234,5' → '1234,5'). */
export type EuroInputResult = { ok: true; cents: number; text: string } | { ok: false; error: EuroInputError };

/** Digits with optional '.' / ',' separators, optionally after a minus sign (also U+2212). */
const EURO_TEXT = /^([-\u2212])?([\d.,]+)$/;
const FIRST_GROUP = /^\d{1,3}$/;
const NEXT_GROUP = /^\d{3}$/;

/**
 * Reads a euro amount typed or pasted by a user (decision 057), in integer maths:
 * - no separator: whole euros ('1234');
 * - one separator, '.' or ',': the decimal separator ('12,5', '12.50', ',5'; '1.234' has three
 *   decimals, so it is refused as 'decimals', never guessed as 1234 €);
 * - both kinds: the last one is the decimal separator and the other kind separates thousands
 *   ('1.234,56', '1,234.56', '1.234.567,8');
 * - one kind more than once: thousands separators, no decimals ('1.234.567').
 * Thousands groups are exactly 3 digits after a first group of 1–3 ('1.23,5', '12.34.56' are
 * 'invalid'). More than 2 decimals is 'decimals'; a leading minus sign is 'negative' (never
 * dropped); more than MAX_AMOUNT_CENTS is 'tooLarge'; anything else is 'invalid'. Surrounding spaces are
 * ignored.
 */
export function parseEuroAmount(input: string): EuroInputResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'empty' };
  const match = EURO_TEXT.exec(text);
  if (!match) return { ok: false, error: 'invalid' };
  const body = match[2]!;
  const separators = body.replace(/\d/g, '');
  let whole = body;
  let fraction = '';
  let hasDecimals = false;
  if (separators.length > 0) {
    const mixed = separators.includes('.') && separators.includes(',');
    if (mixed || separators.length === 1) {
      // The last separator is the decimal one; every earlier one must be the other kind.
      const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
      if (separators.slice(0, -1).includes(body[last]!)) return { ok: false, error: 'invalid' };
      whole = body.slice(0, last);
      fraction = body.slice(last + 1);
      hasDecimals = true;
      if (fraction === '') return { ok: false, error: 'invalid' };
    }
    const groups = whole.split(/[.,]/);
    if (groups.length > 1 && !(FIRST_GROUP.test(groups[0]!) && groups.slice(1).every((g) => NEXT_GROUP.test(g)))) {
      return { ok: false, error: 'invalid' };
    }
    whole = groups.join('');
  }
  if (match[1]) return { ok: false, error: 'negative' };
  if (fraction.length > 2) return { ok: false, error: 'decimals' };
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  if (cents > BigInt(MAX_AMOUNT_CENTS)) return { ok: false, error: 'tooLarge' };
  return { ok: true, cents: Number(cents), text: hasDecimals ? `${whole},${fraction}` : whole };
}

/**
 * Parses a euro amount typed by a user (or a JS number) into cents: parseEuroAmount's cents, or
 * null for anything it refuses. Numbers are read through their shortest string form, so
 * 0.1 + 0.2 → null.
 */
export function parseEuroInput(input: string | number): number | null {
  const text = typedNumberText(input);
  if (text === null) return null;
  const result = parseEuroAmount(text);
  return result.ok ? result.cents : null;
}

/**
 * The text of a value typed by a user or sent as a JSON number: a string trimmed, a finite
 * non-negative number through its shortest string form (0.1 + 0.2 → '0.30000000000000004', which
 * no 2- or 3-decimal parser accepts); null for any other number. Shared by the amount and
 * quantity parsers, so neither reads a float's digits differently.
 */
export function typedNumberText(input: string | number): string | null {
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 ? String(input) : null;
  return input.trim();
}

/**
 * Cents → the amount as an amount input shows it: Italian decimals, no grouping
 * (123456 → '1234,56', 1200 → '12,00'). parseEuroAmount reads it back to the same cents.
 */
export function formatEuroInput(cents: number): string {
  return centsToInputString(cents).replace('.', ',');
}

/** Throws a RangeError unless `cents` is a safe integer. */
export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Money must be integer cents, got ${cents}`);
  }
}

/** Cents → plain decimal string with 2 decimals and '.' separator: 123456 → '1234.56', -336 → '-3.36'. */
export function centsToInputString(cents: number): string {
  assertCents(cents);
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * Reads a decimal string as stored by numeric(12,2) ('1234.56', '-3.36', '12', '12.5') into cents.
 * Throws on anything else: it is for trusted data, use parseEuroInput for user input.
 */
export function decimalToCents(value: string): number {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new RangeError(`Not a decimal amount with at most 2 decimals: '${value}'`);
  const cents = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  const result = Number(match[1] ? -cents : cents); // BigInt has no -0
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount out of range: '${value}'`);
  return result;
}

/**
 * '1234567' → '1.234.567': a string of digits with a dot between each group of three from the
 * right (Italian thousands, grouped always: SPEC's '1.234,56 €', also on four-digit amounts where
 * CLDR's it-IT would leave them out).
 */
export function groupThousands(digits: string): string {
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) grouped += `.${digits.slice(i, i + 3)}`;
  return grouped;
}

/**
 * Cents → '1.234,56 €' (docs/product.md §9), written from the integer cents: the text `Intl.NumberFormat`
 * gives for it-IT euros with grouping always (a NO-BREAK SPACE, U+00A0, before the euro sign;
 * negatives '-3,36 €' with a hyphen-minus; -0 as '0,00 €'), which the tests check it against.
 * Not built on Intl because a page's first Intl object loads the locale data, about 40 ms of
 * main thread in Chromium (decision 149), and every page shows money.
 */
export function formatEuro(cents: number): string {
  const [whole = '', fraction = ''] = centsToInputString(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}${groupThousands(whole)},${fraction}\u00a0€`;
}

/** Sum of cents with a safe-integer check on every term and on the result. */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) {
    assertCents(amount);
    total += amount;
  }
  assertCents(total);
  return total;
}

/**
 * numerator / denominator rounded half away from zero, in integer maths (BigInt).
 * E.g. roundHalfAwayFromZero(60000n * 16n, 31) = 30968 (30967.74…), (-5, 2) = -3.
 */
export function roundHalfAwayFromZero(numerator: bigint | number, denominator: bigint | number): number {
  let n = BigInt(numerator);
  let d = BigInt(denominator);
  if (d === 0n) throw new RangeError('Division by zero');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const negative = n < 0n;
  const abs = negative ? -n : n;
  let quotient = abs / d;
  if ((abs % d) * 2n >= d) quotient += 1n;
  const result = Number(negative ? -quotient : quotient);
  if (!Number.isSafeInteger(result)) throw new RangeError('Result is not a safe integer');
  return result === 0 ? 0 : result;
}

export interface AllocationPart<T> {
  key: T;
  /** Non-negative integer (e.g. overlap days × occupants); a BigInt for exact large products (decision 060). */
  weight: number | bigint;
  /** Breaks equal remainders: the smaller tuple wins (e.g. [contract start date, contract id]). */
  tieBreak: readonly [string, string];
}

function compareTieBreak(a: readonly [string, string], b: readonly [string, string]): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  if (a[1] !== b[1]) return a[1] < b[1] ? -1 : 1;
  return 0;
}

/**
 * Splits `total` cents in proportion to the weights with the largest-remainder method:
 * every part gets floor(total × weight / Σweight); the cents left over go one each to the parts
 * with the largest remainders, ties to the smaller tieBreak tuple, then to the earlier part.
 * The parts always sum exactly to `total`, and each is within 1 cent of its exact share.
 * A zero total weight gives every part 0 (the caller decides what to tell the user).
 * A negative total is allocated as -(allocation of |total|). The Map keeps the input order.
 */
export function allocateLargestRemainder<T>(total: number, parts: readonly AllocationPart<T>[]): Map<T, number> {
  assertCents(total);
  const result = new Map<T, number>();
  for (const part of parts) {
    const valid =
      typeof part.weight === 'bigint' ? part.weight >= 0n : Number.isSafeInteger(part.weight) && part.weight >= 0;
    if (!valid) {
      throw new RangeError(`Weights must be non-negative integers, got ${part.weight}`);
    }
    if (result.has(part.key)) throw new RangeError('Duplicate allocation key');
    result.set(part.key, 0);
  }
  const totalWeight = parts.reduce((sum, part) => sum + BigInt(part.weight), 0n);
  if (totalWeight === 0n || total === 0) return result;

  const sign = total < 0 ? -1 : 1;
  const amount = BigInt(Math.abs(total));
  let allocated = 0n;
  const shares = parts.map((part, index) => {
    const product = amount * BigInt(part.weight);
    const floor = product / totalWeight;
    allocated += floor;
    return { part, index, floor, remainder: product % totalWeight };
  });

  const byPriority = [...shares].sort(
    (a, b) =>
      (a.remainder === b.remainder ? 0 : a.remainder > b.remainder ? -1 : 1) ||
      compareTieBreak(a.part.tieBreak, b.part.tieBreak) ||
      a.index - b.index,
  );
  let leftover = Number(amount - allocated); // < parts.length
  for (const share of byPriority) {
    if (leftover === 0) break;
    share.floor += 1n;
    leftover -= 1;
  }

  for (const share of shares) {
    const value = sign * Number(share.floor);
    result.set(share.part.key, value === 0 ? 0 : value);
  }
  return result;
}
