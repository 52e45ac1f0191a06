/**
 * Shipped data: the yearly change of ISTAT's consumer price index for blue- and white-collar
 * households, without tobacco ('FOI senza tabacchi', the index art. 32 L. 392/1978 and the
 * contracts refer to), as the average of the year over the average of the year before
 * ('variazione media annua'), in basis points (hundredths of a percent).
 *
 * Source: ISTAT, "Prezzi al consumo" yearly releases (dati definitivi, January of the following
 * year) and the FOI series on https://rivaluta.istat.it/ and https://esploradati.istat.it/
 * (Prezzi → Prezzi al consumo → FOI senza tabacchi). A contract's update usually uses the change of
 * the month before the anniversary over the same month a year earlier: the landlord picks a year
 * here as a starting point or types the figure of their month (decision 104).
 * Add each new year when ISTAT publishes it (one line).
 *
 * Checked (November 2026) against what could be found: only 2025 is confirmed by a published
 * report of ISTAT's release (URL beside it). The figures 2015–2024 were typed from memory and are
 * NOT confirmed by a found source: check them against rivaluta.istat.it before relying on them.
 * Whatever the table says, the landlord types the change of their own month in the contract's
 * 'Aggiornamento ISTAT' card ('Variazione ISTAT (%)'); a year picked here only fills that field.
 */
export const FOI_SOURCE = {
  name: 'ISTAT – Indice FOI senza tabacchi, variazione media annua',
  url: 'https://rivaluta.istat.it/',
} as const;

export type FoiYearlyChange = { year: number; changeBps: number };

export const FOI_YEARLY_CHANGES: readonly FoiYearlyChange[] = [
  // 2015–2024: unconfirmed (typed from memory; no source found).
  { year: 2015, changeBps: -10 },
  { year: 2016, changeBps: -10 },
  { year: 2017, changeBps: 110 },
  { year: 2018, changeBps: 110 },
  { year: 2019, changeBps: 50 },
  { year: 2020, changeBps: -30 },
  { year: 2021, changeBps: 190 },
  { year: 2022, changeBps: 810 },
  { year: 2023, changeBps: 540 },
  { year: 2024, changeBps: 80 },
  // 2025: FOI +1,4 % as the yearly average (ISTAT, 'Prezzi al consumo – dicembre 2025', dati
  // definitivi, 16/01/2026), as reported in
  // https://www.lacapitalenews.it/primopiano/inflazione-il-bilancio-dellistat-a-dicembre-risale-all12-nel-2025-prezzi-in-aumento-dell15
  // (a secondary report of the release; ISTAT's own page was not among the sources found).
  { year: 2025, changeBps: 140 },
];
