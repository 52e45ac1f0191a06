/**
 * Tasso di interesse legale (art. 1284 c.c.) by calendar year, as set each December by a decree of
 * the Ministro dell'economia e delle finanze for the following year, published in the Gazzetta
 * Ufficiale. The rate is in hundredths of a percent (250 = 2,50 %), so 0,05 % and 0,01 % stay
 * whole numbers. When no decree changes it, the previous year's rate stays in force (art. 1284
 * c.c.): `legalInterestRateFor` reads the latest year not after the one asked.
 *
 * A landlord may override a year (table legal_interest_override): the override wins.
 * Adding a year: append it here with its decree; tests read this table, not copies of it.
 * Checked (November 2026): 2025 and 2026 confirmed by found sources (URLs beside them); 2015–2024
 * were typed from memory and not confirmed by a found source.
 */
export type LegalInterestRate = {
  year: number;
  /** Hundredths of a percent: 250 = 2,50 %. */
  rateHundredths: number;
  /** The decree that set it (Gazzetta Ufficiale reference). */
  source: string;
};

export const LEGAL_INTEREST_RATES: readonly LegalInterestRate[] = [
  { year: 2015, rateHundredths: 50, source: 'D.M. 11 dicembre 2014 (G.U. n. 290 del 15/12/2014)' },
  { year: 2016, rateHundredths: 20, source: 'D.M. 11 dicembre 2015 (G.U. n. 291 del 15/12/2015)' },
  { year: 2017, rateHundredths: 10, source: 'D.M. 7 dicembre 2016 (G.U. n. 291 del 14/12/2016)' },
  { year: 2018, rateHundredths: 30, source: 'D.M. 13 dicembre 2017 (G.U. n. 292 del 15/12/2017)' },
  { year: 2019, rateHundredths: 80, source: 'D.M. 12 dicembre 2018 (G.U. n. 291 del 15/12/2018)' },
  { year: 2020, rateHundredths: 5, source: 'D.M. 12 dicembre 2019 (G.U. n. 293 del 14/12/2019)' },
  { year: 2021, rateHundredths: 1, source: 'D.M. 11 dicembre 2020 (G.U. n. 310 del 15/12/2020)' },
  { year: 2022, rateHundredths: 125, source: 'D.M. 13 dicembre 2021 (G.U. n. 297 del 15/12/2021)' },
  { year: 2023, rateHundredths: 500, source: 'D.M. 13 dicembre 2022 (G.U. n. 292 del 15/12/2022)' },
  { year: 2024, rateHundredths: 250, source: 'D.M. 29 novembre 2023 (G.U. n. 288 del 11/12/2023)' },
  // 2025: 2,00 % by D.M. 10/12/2024, confirmed by
  // https://terredemilia.confcooperative.it/Opportunità/Gestire-limpresa/saggio-di-interesse-legale-all160-dal-112026
  // (its G.U. number and date are not in that source and were not checked).
  { year: 2025, rateHundredths: 200, source: 'D.M. 10 dicembre 2024 (G.U. n. 291 del 12/12/2024)' },
  // 2026: 1,60 % by D.M. 10/12/2025 in G.U. n. 289 del 13/12/2025, confirmed by
  // https://ntpluslavoro.ilsole24ore.com/art/riduzione-interesse-legale-gennaio-2026-riflessi-lavoro-AIdVADk
  // and https://terredemilia.confcooperative.it/Opportunità/Gestire-limpresa/saggio-di-interesse-legale-all160-dal-112026
  { year: 2026, rateHundredths: 160, source: 'D.M. 10 dicembre 2025 (G.U. n. 289 del 13/12/2025)' },
];

/** First year of the shipped table. */
export const FIRST_LEGAL_INTEREST_YEAR = LEGAL_INTEREST_RATES[0]?.year ?? 2015;
