/**
 * The rules of the buildings' rows of the tax return, by the year of the income (docs/domain.md
 * §19, decision 210's sequel): kept as data with their source, never written in the code that
 * uses them. A year not listed here is refused (taxYearRules).
 */
export type TaxYearRules = {
  /** The year of the income (the return is filed the year after). */
  year: number;
  /** Cedolare secca, ordinary rate, in basis points (21 % = 2100). */
  cedolareBps: number;
  /** Cedolare secca on a canone concordato contract, in basis points (10 % = 1000). */
  cedolareConcordatoBps: number;
  /** IRPEF: the flat reduction of the rent (5 % = 500). */
  irpefFlatReductionBps: number;
  /** IRPEF: the further reduction of a canone concordato contract's income (30 % = 3000). */
  irpefConcordatoReductionBps: number;
  /** Where the figures come from. */
  source: string;
};

const COMMON = {
  cedolareBps: 2100,
  cedolareConcordatoBps: 1000,
  irpefFlatReductionBps: 500,
  irpefConcordatoReductionBps: 3000,
} as const;

/**
 * Sources: cedolare secca 21 % (D.Lgs. 23/2011 art. 3), 10 % for canone concordato (L. 160/2019
 * art. 1 c. 6, made permanent); the 5 % reduction of the rent (TUIR art. 37 c. 4-bis); the further
 * 30 % for canone concordato in the comuni ad alta tensione abitativa (L. 431/1998 art. 8). As
 * the Agenzia delle Entrate's instructions to the 730 (quadro B) state them for each year.
 */
export const TAX_YEAR_RULES: readonly TaxYearRules[] = [
  { year: 2024, ...COMMON, source: 'Agenzia delle Entrate, istruzioni al modello 730/2025, quadro B (redditi 2024)' },
  { year: 2025, ...COMMON, source: 'Agenzia delle Entrate, istruzioni al modello 730/2026, quadro B (redditi 2025)' },
];

export const TAX_YEARS_SHIPPED = TAX_YEAR_RULES.map((r) => r.year);

/** The year's rules, or null: a year with no rules shipped cannot be computed. */
export function taxYearRules(year: number): TaxYearRules | null {
  return TAX_YEAR_RULES.find((r) => r.year === year) ?? null;
}
