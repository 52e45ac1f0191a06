import { describe, expect, it } from 'vitest';
import { isIstatChangeInRange } from './istat';
import { FOI_SOURCE, FOI_YEARLY_CHANGES } from './foi-yearly-changes';

describe('shipped FOI yearly changes', () => {
  it('one row per year, in order, each a change the update accepts, with its source', () => {
    const years = FOI_YEARLY_CHANGES.map((r) => r.year);
    expect(years).toEqual([...new Set(years)].sort((a, b) => a - b));
    expect(years[0]).toBe(2015);
    for (const row of FOI_YEARLY_CHANGES) expect(isIstatChangeInRange(row.changeBps)).toBe(true);
    expect(FOI_SOURCE.url).toMatch(/^https:\/\/[a-z.]*istat\.it\//);
  });

  it('has 2025: +1,4 % (ISTAT, dicembre 2025 dati definitivi; source cited in the file)', () => {
    expect(FOI_YEARLY_CHANGES.find((r) => r.year === 2025)).toEqual({ year: 2025, changeBps: 140 });
  });
});
