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
 */
export const FOI_SOURCE = {
  name: 'ISTAT – Indice FOI senza tabacchi, variazione media annua',
  url: 'https://rivaluta.istat.it/',
} as const;

export type FoiYearlyChange = { year: number; changeBps: number };

export const FOI_YEARLY_CHANGES: readonly FoiYearlyChange[] = [
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
];
