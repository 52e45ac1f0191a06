/**
 * Exact decimal quantities with at most 3 decimals — meter readings (kWh, m³) and room weights
 * (millesimi, m²) — held as integer thousandths in a BigInt (decision 060). Never a float: '412.5'
 * is 412500n, '0.001' is 1n. Italian display ('1.234,5') is built from the digits, not from Number.
 */
import { typedNumberText } from './money';

export const THOUSANDTHS_PER_UNIT = 1000n;

/** '412.5', '412,5', '0.001', '7', '.5'; no sign, at most one separator, at most 3 decimals. */
const QUANTITY = /^(\d*)(?:[.,](\d{1,3}))?$/;

/**
 * Reads a non-negative decimal with at most 3 decimals ('.' or ',' as separator) into integer
 * thousandths. A number is read through its shortest string form (412.5 → '412.5'; 0.1 + 0.2 →
 * null). Returns null for empty, negative, non-numeric, exponent forms or more than 3 decimals.
 */
export function parseThousandths(input: string | number): bigint | null {
  const text = typedNumberText(input);
  if (text === null) return null;
  const match = QUANTITY.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  return BigInt(whole || '0') * THOUSANDTHS_PER_UNIT + BigInt(fraction.padEnd(3, '0'));
}

/** How a typed quantity fails, for the validation messages (null when it is valid). */
export function quantityProblem(input: string | number): 'empty' | 'negative' | 'decimals' | 'invalid' | null {
  const text = typeof input === 'number' ? (Number.isNaN(input) ? '' : String(input)) : input.trim();
  if (text === '') return 'empty';
  if (parseThousandths(text) !== null) return null;
  if (/^-\s*\d*(?:[.,]\d+)?$/.test(text) && /\d/.test(text)) return 'negative';
  if (/^\d*[.,]\d{4,}$/.test(text)) return 'decimals';
  return 'invalid';
}

/** Thousandths → canonical decimal string with '.' and no trailing zeros: 412500n → '412.5', 7000n → '7'. */
export function thousandthsToDecimal(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / THOUSANDTHS_PER_UNIT;
  const fraction = String(abs % THOUSANDTHS_PER_UNIT)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Thousandths → Italian display: 699750n → '699,75', 1234500n → '1.234,5', 270000n → '270'. */
export function formatThousandthsIt(value: bigint): string {
  const [whole = '0', fraction] = thousandthsToDecimal(value).split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A canonical decimal string (as thousandthsToDecimal writes it) → Italian display: '412.5' → '412,5'. */
export function formatDecimalIt(value: string): string {
  const thousandths = parseThousandths(value);
  if (thousandths === null) throw new RangeError(`Not a decimal with at most 3 decimals: '${value}'`);
  return formatThousandthsIt(thousandths);
}

/** A stored decimal (PostgreSQL numeric: '14.500', '62') → canonical ('14.5', '62'); throws if not one. */
export function canonicalDecimal(value: string | number): string {
  const thousandths = parseThousandths(typeof value === 'number' ? value : value.trim());
  if (thousandths === null) throw new RangeError(`Not a non-negative decimal with ≤ 3 decimals: '${value}'`);
  return thousandthsToDecimal(thousandths);
}
