/** The deposit's small input and display helpers (no rate table): the web app's forms import these. */

/** Rates are in hundredths of a percent (250 = 2,50 %); the overrides' bounds (0 … 20 %). */
export const MAX_LEGAL_RATE_HUNDREDTHS = 2000;

/** A rate typed as a percent ('2,5', '0.05'): hundredths of a percent, or why not. */
export function parsePercentInput(
  input: string | number,
): { ok: true; hundredths: number } | { ok: false; error: 'invalid' | 'decimals' | 'range' } {
  const text = String(input).trim().replace(/\s*%$/, '');
  if (!/^\d+([.,]\d+)?$/.test(text)) return { ok: false, error: 'invalid' };
  const [whole = '0', fraction = ''] = text.split(/[.,]/);
  if (fraction.length > 2) return { ok: false, error: 'decimals' };
  if (whole.length > 4) return { ok: false, error: 'range' };
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (hundredths > MAX_LEGAL_RATE_HUNDREDTHS) return { ok: false, error: 'range' };
  return { ok: true, hundredths };
}

/** 250 → '2,50 %'; 5 → '0,05 %'. */
export function formatRatePercent(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const fraction = String(hundredths % 100).padStart(2, '0');
  return `${whole},${fraction} %`;
}

/** More than three months' rent: the form warns (art. 11 L. 392/1978), the server accepts. */
export function depositAboveThreeMonths(depositCents: number | null, rentCents: number): boolean {
  return depositCents !== null && rentCents > 0 && depositCents > rentCents * 3;
}
