/**
 * Building blocks of the shared zod schemas. API payloads carry money as integer cents and dates
 * as 'yyyy-MM-dd'; form schemas keep amounts as the strings the user typed and are converted with
 * the helpers next to them.
 *
 * Field checks never use `abort: true`: an explicitly aborted issue would stop the cross-field
 * checks (end after start, password confirmation) that forms need to show on blur. Where two
 * messages would overlap (empty vs too short), one check picks the message instead.
 */
import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../constants';
import { compareIso, isCalendarDate, isIsoDate, MIN_DATE } from '../dates';
import { FIELD_MESSAGES } from '../messages/common';
import { parseEuroAmount, parseEuroInput } from '../money';

export const INVALID_AMOUNT_MESSAGE = 'Importo non valido';
export const TOO_MANY_DECIMALS_MESSAGE = 'Massimo 2 decimali';
/** A minus sign in an amount that may be 0 (decision 057); where 0,01 is the least, SPEC's minimum message. */
export const NEGATIVE_AMOUNT_MESSAGE = "L'importo non può essere negativo";
export const INVALID_DATE_MESSAGE = 'Data non valida';
export const DATE_BEFORE_MIN_MESSAGE = 'La data non può essere precedente al 01/01/1900';
export const END_AFTER_START_MESSAGE = 'La data di fine deve essere successiva alla data di inizio';
export const INVALID_ID_MESSAGE = 'ID non valido';

export function tooLongMessage(max: number): string {
  return `Massimo ${max} caratteri`;
}

/**
 * Ids are validated as 8-4-4-4-12 hex (z.guid): z.uuid() would also enforce RFC version/variant
 * bits and reject hand-written fixture ids; the database is the final judge anyway.
 */
export function idSchema(message: string = INVALID_ID_MESSAGE) {
  return z.guid({ error: message });
}

export const uuidSchema = idSchema();

/** Route params like /properties/:id. */
export const uuidParamSchema = z.object({ id: uuidSchema });

/**
 * C0/C1 control characters, line/paragraph separators, directional marks and the bidi
 * embedding/override/isolate characters (U+202A–U+202E, U+2066–U+2069): invisible, they can
 * disguise a name in emails and lists (or an extension in a file name). Free text keeps line
 * breaks and tabs. NUL is left to the server's validator, which refuses the whole request.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE_IN_LINE = /[\u0001-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const UNSAFE_IN_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A one-line value (name, address) without control or bidi override characters. */
export function stripUnsafeChars(value: string): string {
  return value.replace(UNSAFE_IN_LINE, '');
}

/** Free text (descriptions, notes): as stripUnsafeChars, but line breaks and tabs stay. */
export function stripUnsafeTextChars(value: string): string {
  return value.replace(UNSAFE_IN_TEXT, '');
}

/**
 * Trimmed, non-blank, at most `max` characters; `message` for missing or blank. Control and bidi
 * override characters are removed first (a value made only of them is blank).
 */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .overwrite(stripUnsafeChars)
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLongMessage(max) });
}

export const NAME_WITH_LINK_MESSAGE = 'Il nome non può contenere indirizzi web.';
/** The same refusal for the other texts copied into emails (a property's address, the receipts' address). */
export const TEXT_WITH_LINK_MESSAGE = 'Il campo non può contenere indirizzi web.';

/**
 * Characters that show nothing: Unicode white space and the zero-width or blank-looking
 * characters that trim() keeps (zero-width space/joiners, word joiner, BOM, soft hyphen,
 * combining grapheme joiner, Mongolian vowel separator, Hangul fillers, braille blank).
 */
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each listed character is removed on its own, combining ones included
  /[\p{White_Space}\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200d\u2060-\u2064\u2800\u3164\ufeff\uffa0]/gu;

/**
 * Web addresses and e-mail-like text inside a name: a scheme (`https://`, `mailto:`), `www.`,
 * an `@`, or a host name (two labels of at least two characters joined by a dot, such as
 * `evil.example`). Initials (`J. R.`, `D.Rossi`) are not host names.
 */
const LINK_LIKE = /[a-z][a-z0-9+.-]*:\/\/|\bmailto:|\bwww\.|@|[\p{L}\p{N}-]{2,}\.[\p{L}\p{N}-]{2,}/iu;

/** A person's name would show nothing: empty, or only blank and zero-width characters. */
export function isBlankName(value: string): boolean {
  return value.replace(INVISIBLE, '') === '';
}

/** A person's name carries a web address or an e-mail address (phishing text in our emails). */
export function nameContainsLink(value: string): boolean {
  return LINK_LIKE.test(value);
}

/**
 * A person's first or last name, wherever one is accepted (registration, complete-account,
 * profile, contract tenant): as requiredText, and also `requiredMessage` for a name made only of
 * blank or zero-width characters, `minMessage` below `minLength`, and NAME_WITH_LINK_MESSAGE for
 * a web or e-mail address (names are copied into emails). One message at a time.
 */
export function personName(requiredMessage: string, opts: { minLength?: number; minMessage?: string } = {}) {
  const { minLength = 1, minMessage = requiredMessage } = opts;
  const max = 100;
  return z
    .string({ error: requiredMessage })
    .overwrite(stripUnsafeChars)
    .trim()
    .superRefine((value, ctx) => {
      if (isBlankName(value)) ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (value.length < minLength) ctx.addIssue({ code: 'custom', message: minMessage });
      else if (value.length > max) ctx.addIssue({ code: 'custom', message: tooLongMessage(max) });
      else if (nameContainsLink(value)) ctx.addIssue({ code: 'custom', message: NAME_WITH_LINK_MESSAGE });
    });
}

/**
 * requiredText that also refuses a web or e-mail address (nameContainsLink) with `linkMessage`:
 * for the texts the app copies into its emails, such as a property's name and address (the
 * receipt's subject and body, the reminders; decision 157).
 */
export function requiredPlainText(message: string, max = 200, linkMessage = TEXT_WITH_LINK_MESSAGE) {
  return requiredText(message, max).refine((value) => !nameContainsLink(value), { error: linkMessage });
}

/** Optional free text: blank, null or missing all become null; no control or bidi override characters. */
export function optionalText(max = 1000) {
  return z
    .string()
    .overwrite(stripUnsafeTextChars)
    .trim()
    .max(max, { error: tooLongMessage(max) })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Email trimmed and lower-cased. */
export function emailSchema(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredMessage })
    .max(254, { error: invalidMessage })
    .pipe(z.email({ error: invalidMessage }));
}

/** Integer cents, 0 … MAX_AMOUNT_CENTS (above it: FIELD_MESSAGES.amountTooLarge, decision 169). */
export function centsSchema(options: { requiredMessage?: string; min?: number; minMessage?: string } = {}) {
  const { requiredMessage = INVALID_AMOUNT_MESSAGE, min = 0, minMessage = INVALID_AMOUNT_MESSAGE } = options;
  return z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage : INVALID_AMOUNT_MESSAGE) })
    .int({ error: INVALID_AMOUNT_MESSAGE })
    .min(min, { error: minMessage })
    .max(MAX_AMOUNT_CENTS, { error: FIELD_MESSAGES.amountTooLarge });
}

/** A 'yyyy-MM-dd' calendar date not before 1900-01-01; `requiredMessage` when missing or empty. */
export function isoDateSchema(requiredMessage: string) {
  return z.string({ error: requiredMessage }).superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: requiredMessage });
    else if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
    else if (value < MIN_DATE) ctx.addIssue({ code: 'custom', message: DATE_BEFORE_MIN_MESSAGE });
  });
}

/**
 * Adds "end strictly after start" to an object schema with two date fields, reported on the end
 * field. Runs as soon as both dates are valid, even when other fields are not (zod's `when`), so
 * a form shows it on blur.
 */
export function withEndAfterStart<K extends string, L extends string, S extends z.ZodType<Record<K | L, string>>>(
  schema: S,
  startKey: K,
  endKey: L,
): S {
  return schema.refine((data) => compareIso(data[endKey], data[startKey]) > 0, {
    error: END_AFTER_START_MESSAGE,
    path: [endKey],
    when: ({ value }) => {
      const record = value as Record<string, unknown> | null | undefined;
      return isIsoDate(record?.[startKey]) && isIsoDate(record?.[endKey]);
    },
  });
}

/**
 * A euro amount typed in a form (string, or number from a number input) read with
 * parseEuroAmount (decision 057). `requiredMessage` when blank; omit it to make the field
 * optional (blank = 0). `minCents` rejects smaller amounts with `minMessage`. A minus sign is
 * refused, never dropped: with `minMessage` when there is a minimum above 0 (SPEC: 'L'importo deve
 * essere maggiore di 0'), else NEGATIVE_AMOUNT_MESSAGE. Above MAX_AMOUNT_CENTS always
 * FIELD_MESSAGES.amountTooLarge, whatever `invalidMessage` (decision 169).
 */
export function euroInputSchema(
  options: { requiredMessage?: string; minCents?: number; minMessage?: string; invalidMessage?: string } = {},
) {
  const { requiredMessage, minCents = 0, invalidMessage = INVALID_AMOUNT_MESSAGE } = options;
  const minMessage = options.minMessage ?? invalidMessage;
  return z.union([z.string(), z.number()], { error: requiredMessage ?? invalidMessage }).superRefine((raw, ctx) => {
    const text = typeof raw === 'number' ? (Number.isNaN(raw) ? '' : String(raw)) : raw.trim();
    if (text === '') {
      if (requiredMessage) ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (minCents > 0) ctx.addIssue({ code: 'custom', message: minMessage });
      return;
    }
    const result = parseEuroAmount(text);
    if (result.ok) {
      if (result.cents < minCents) ctx.addIssue({ code: 'custom', message: minMessage });
      return;
    }
    const message =
      result.error === 'decimals'
        ? TOO_MANY_DECIMALS_MESSAGE
        : result.error === 'tooLarge'
          ? FIELD_MESSAGES.amountTooLarge
          : result.error === 'negative'
            ? minCents > 0
              ? minMessage
              : NEGATIVE_AMOUNT_MESSAGE
            : invalidMessage;
    ctx.addIssue({ code: 'custom', message });
  });
}

/** Cents of a value accepted by euroInputSchema (blank → 0). Throws if it was not validated. */
export function euroInputToCents(value: string | number): number {
  if (typeof value === 'string' && value.trim() === '') return 0;
  if (typeof value === 'number' && Number.isNaN(value)) return 0;
  const cents = parseEuroInput(value);
  if (cents === null) throw new RangeError(`Invalid euro amount: '${value}'`);
  return cents;
}

/**
 * For numeric inputs (docs/product.md §5 "Numeric inputs strip non-numeric characters"): keeps digits and,
 * with decimals, the first '.' or ',' (normalized to '.'); drops everything else.
 */
export function stripNonNumeric(value: string, { decimals }: { decimals: boolean }): string {
  let result = '';
  let hasSeparator = false;
  for (const char of value) {
    if (char >= '0' && char <= '9') {
      result += char;
    } else if (decimals && !hasSeparator && (char === '.' || char === ',')) {
      result += '.';
      hasSeparator = true;
    }
  }
  return result;
}
