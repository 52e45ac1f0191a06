import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COST_MODELS, SPLIT_CRITERIA, type SplitCriterion, UTILITY_CATEGORIES } from './constants';
import { addDays } from './dates';
import { splitBill } from './split';
import {
  type CriterionContract,
  type CriterionSplitInput,
  type CriterionSplitResult,
  defaultSplitCriterion,
  NO_CONSUMPTION_WARNING,
  NO_PARTICIPANT_OWNER_WARNING,
  ownerShareTexts,
  participantIds,
  readingsOutsideParticipants,
  shareArithmeticText,
  splitBillByCriterion,
} from './split-criteria';

function contract(partial: Partial<CriterionContract> & { id: string; startDate: string }): CriterionContract {
  return {
    name: partial.id.toUpperCase(),
    endDate: null,
    numberOfOccupants: 1,
    costModel: 'settlement',
    ...partial,
  };
}

const amounts = (result: CriterionSplitResult) => [
  ...result.shares.map((share) => [share.contractId, share.amount] as const),
  ['owner', result.owner.amount] as const,
];

describe('splitBillByCriterion — docs/domain.md §10 worked examples, to the cent', () => {
  it('occupancy, the electricity example: A 238,46 €, B 61,54 €, self-managed C out, owner 0', () => {
    const result = splitBillByCriterion({
      criterion: 'occupancy',
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-01-31',
      totalAmount: 30000,
      contracts: [
        contract({ id: 'a', startDate: '2025-06-01', endDate: '2026-12-31', numberOfOccupants: 2 }),
        contract({ id: 'b', name: 'Bruno Bianchi', startDate: '2026-01-16', endDate: '2026-12-31' }),
        contract({ id: 'c', startDate: '2025-01-01', numberOfOccupants: 3, costModel: 'self_managed' }),
      ],
    });
    expect(amounts(result)).toEqual([
      ['a', 23846],
      ['b', 6154],
      ['owner', 0],
    ]);
    expect(result.shares.map((s) => [s.overlapDays, s.weight])).toEqual([
      [31, '62'],
      [16, '16'],
    ]);
    expect(result.coveredDays).toBe(31);
    expect(result.totalWeight).toBe('78');
    expect(result.owner.reasons).toEqual([]);
    expect(result.warnings).toEqual(['Bruno Bianchi copre solo 16 giorni su 31']);
    expect(result.shares.map((s) => shareArithmeticText('occupancy', s, result.totalWeight))).toEqual([
      '31 giorni × 2 occupanti = 62 su 78 giorni-persona',
      '16 giorni × 1 occupante = 16 su 78 giorni-persona',
    ]);
  });

  it('rooms with a vacant room: X 83,33 €, Y 57,41 €, owner 109,26 € (stanze libere)', () => {
    const result = splitBillByCriterion({
      criterion: 'rooms',
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-03-31',
      totalAmount: 25000,
      rooms: [{ id: 'room-a' }, { id: 'room-b' }, { id: 'room-c' }],
      contracts: [
        contract({ id: 'x', name: 'Xenia Russo', startDate: '2025-09-01', roomIds: ['room-a'] }),
        contract({ id: 'y', name: 'Ylenia Conti', startDate: '2026-03-01', roomIds: ['room-b', 'room-c'] }),
      ],
    });
    expect(amounts(result)).toEqual([
      ['x', 8333],
      ['y', 5741],
      ['owner', 10926],
    ]);
    expect(result.totalWeight).toBe('270');
    expect(result.owner).toEqual({
      amount: 10926,
      keptAmount: 0,
      vacancyAmount: 10926,
      vacancyWeight: '118',
      reasons: ['vacant_rooms'],
    });
    expect(result.warnings).toEqual(['Ylenia Conti copre solo 31 giorni su 90']);
    expect(result.shares.map((s) => shareArithmeticText('rooms', s, result.totalWeight))).toEqual([
      '90 giorni × 1 stanza = 90 su 270 giorni-stanza',
      '31 giorni × 2 stanze = 62 su 270 giorni-stanza',
    ]);
    expect(ownerShareTexts(result)).toEqual(['stanze libere: 118 su 270 giorni-stanza']);
  });

  it('occupancy with a gap between tenants: Z 43,42 €, W 123,25 €, owner 33,33 € (giorni senza inquilini)', () => {
    const result = splitBillByCriterion({
      criterion: 'occupancy',
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-03-31',
      totalAmount: 20000,
      contracts: [
        contract({ id: 'w', name: 'Walter Gallo', startDate: '2026-02-16', numberOfOccupants: 2 }),
        contract({ id: 'z', name: 'Zeno Fabbri', startDate: '2025-06-01', endDate: '2026-01-31' }),
      ],
    });
    expect(result.coveredDays).toBe(75);
    expect(amounts(result)).toEqual([
      ['z', 4342],
      ['w', 12325],
      ['owner', 3333],
    ]);
    expect(result.shares.map((s) => s.weight)).toEqual(['31', '88']);
    expect(result.owner.reasons).toEqual(['vacant_days']);
    expect(ownerShareTexts(result)).toEqual(['giorni senza inquilini: 15 giorni su 90']);
    expect(result.warnings).toEqual([
      'Zeno Fabbri copre solo 31 giorni su 90',
      'Walter Gallo copre solo 44 giorni su 90',
    ]);
  });

  it('meter readings: X 88,42 €, Y 61,58 € (412,5 and 287,25)', () => {
    const result = splitBillByCriterion({
      criterion: 'meter_readings',
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-03-31',
      totalAmount: 15000,
      contracts: [
        contract({ id: 'x', startDate: '2025-01-01', meterReading: '412.5' }),
        contract({ id: 'y', startDate: '2026-02-01', meterReading: '287.25' }),
      ],
    });
    expect(amounts(result)).toEqual([
      ['x', 8842],
      ['y', 6158],
      ['owner', 0],
    ]);
    expect(result.totalWeight).toBe('699.75');
    expect(result.warnings).toEqual([]);
    expect(result.shares.map((s) => shareArithmeticText('meter_readings', s, result.totalWeight))).toEqual([
      'lettura 412,5 su 699,75',
      'lettura 287,25 su 699,75',
    ]);
  });

  it('a whole flat let from 15/02, rooms: tenant 90,00 €, owner 90,00 € (not all 180,00 €)', () => {
    const result = splitBillByCriterion({
      criterion: 'rooms',
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-03-31',
      totalAmount: 18000,
      rooms: [{ id: 'r1' }, { id: 'r2', weight: null }, { id: 'r3', weight: '1' }],
      contracts: [
        contract({
          id: 't',
          name: 'Sara Neri',
          startDate: '2026-02-15',
          numberOfOccupants: 2,
          roomIds: ['r1', 'r2', 'r3'],
        }),
      ],
    });
    expect(amounts(result)).toEqual([
      ['t', 9000],
      ['owner', 9000],
    ]);
    expect(result.shares[0]?.weight).toBe('135');
    expect(result.totalWeight).toBe('270');
    expect(result.warnings).toEqual(['Sara Neri copre solo 45 giorni su 90']);
    expect(shareArithmeticText('rooms', result.shares[0]!, result.totalWeight)).toBe(
      '45 giorni × 3 stanze = 135 su 270 giorni-stanza',
    );
  });
});

describe('splitBillByCriterion — rules', () => {
  const quarter = { periodStartDate: '2026-01-01', periodEndDate: '2026-03-31' } as const;

  it('the old splitBill keeps answering as before for stored bills (no owner share)', () => {
    const { shares } = splitBill({ category: 'electricity', ...quarter, splittableAmount: 20000 }, [
      { id: 'z', startDate: '2025-06-01', endDate: '2026-01-31', numberOfOccupants: 1, costModel: 'settlement' },
      { id: 'w', startDate: '2026-02-16', endDate: null, numberOfOccupants: 2, costModel: 'settlement' },
    ]);
    expect(shares.map((s) => s.amount)).toEqual([5210, 14790]);
  });

  it('keeps the owner’s quota out of the split and names it (quota esclusa)', () => {
    const result = splitBillByCriterion({
      criterion: 'occupancy',
      ...quarter,
      totalAmount: 22000,
      ownerKeptAmount: 2000,
      contracts: [
        contract({ id: 'z', startDate: '2025-06-01', endDate: '2026-01-31' }),
        contract({ id: 'w', startDate: '2026-02-16', numberOfOccupants: 2 }),
      ],
    });
    expect(result.splittableAmount).toBe(20000);
    expect(amounts(result)).toEqual([
      ['z', 4342],
      ['w', 12325],
      ['owner', 5333],
    ]);
    expect(result.owner).toMatchObject({
      keptAmount: 2000,
      vacancyAmount: 3333,
      reasons: ['vacant_days', 'kept_quota'],
    });
    expect(ownerShareTexts(result)).toEqual(['giorni senza inquilini: 15 giorni su 90', 'quota esclusa: 20,00\u00a0€']);
  });

  it('a quota equal to the total leaves nothing to split', () => {
    const result = splitBillByCriterion({
      criterion: 'rooms',
      ...quarter,
      totalAmount: 5000,
      ownerKeptAmount: 5000,
      rooms: [{ id: 'r' }],
      contracts: [contract({ id: 'a', startDate: '2025-01-01', roomIds: ['r'] })],
    });
    expect(amounts(result)).toEqual([
      ['a', 0],
      ['owner', 5000],
    ]);
    expect(result.owner.reasons).toEqual(['kept_quota']);
  });

  it('no participant: the whole bill is the owner’s, said in Italian', () => {
    for (const criterion of SPLIT_CRITERIA) {
      const result = splitBillByCriterion({
        criterion,
        ...quarter,
        totalAmount: 12345,
        rooms: [{ id: 'r' }],
        contracts: [
          contract({
            id: 'self',
            startDate: '2025-01-01',
            costModel: 'self_managed',
            roomIds: ['r'],
            meterReading: '5',
          }),
          contract({ id: 'later', startDate: '2026-04-01', roomIds: ['r'] }),
          contract({ id: 'earlier', startDate: '2025-01-01', endDate: '2025-12-31', roomIds: ['r'] }),
        ],
      });
      expect(result.shares).toEqual([]);
      expect(result.owner).toMatchObject({ amount: 12345, vacancyAmount: 12345, reasons: ['no_participants'] });
      expect(result.warnings).toEqual([NO_PARTICIPANT_OWNER_WARNING]);
    }
  });

  it('rooms: a room held by a self-managed contract is the owner’s; weights are exact decimals', () => {
    // Rooms A 14,5 m², B 10,25 m², C 20 m² (44,75); 31 days. P holds A, the self-managed Q holds B, C is free.
    // P 31 × 14,5 = 449,5 of 31 × 44,75 = 1387,25; 10000 × 449,5 / 1387,25 = 3240,22… → P 32,40 €.
    const result = splitBillByCriterion({
      criterion: 'rooms',
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-01-31',
      totalAmount: 10000,
      rooms: [
        { id: 'a', weight: '14.5' },
        { id: 'b', weight: '10,25' },
        { id: 'c', weight: 20 },
      ],
      contracts: [
        contract({ id: 'p', startDate: '2025-01-01', roomIds: ['a'] }),
        contract({ id: 'q', startDate: '2025-01-01', roomIds: ['b'], costModel: 'self_managed' }),
      ],
    });
    expect(amounts(result)).toEqual([
      ['p', 3240],
      ['owner', 6760],
    ]);
    expect(result.shares[0]).toMatchObject({ roomCount: 1, roomWeight: '14.5', weight: '449.5' });
    expect(result.totalWeight).toBe('1387.25');
    expect(result.owner.vacancyWeight).toBe('937.75');
    expect(shareArithmeticText('rooms', result.shares[0]!, result.totalWeight)).toBe(
      '31 giorni × 1 stanza (peso 14,5) = 449,5 su 1.387,25 giorni-stanza',
    );
  });

  it('rooms: a room held by two tenants in turn is free only between them; a tenant without rooms is warned', () => {
    const result = splitBillByCriterion({
      criterion: 'rooms',
      ...quarter,
      totalAmount: 9000,
      rooms: [{ id: 'r' }],
      contracts: [
        contract({ id: 'first', startDate: '2025-01-01', endDate: '2026-01-31', roomIds: ['r'] }),
        contract({ id: 'second', startDate: '2026-02-11', roomIds: ['r', 'r'] }),
        contract({ id: 'none', name: 'Nadia Villa', startDate: '2025-01-01' }),
      ],
    });
    // 90 room-days: first 31, second 49 (11/02–31/03), free 10.
    expect(amounts(result)).toEqual([
      ['first', 3100],
      ['none', 0],
      ['second', 4900],
      ['owner', 1000],
    ]);
    expect(result.owner.vacancyWeight).toBe('10');
    expect(result.warnings).toContain('Nadia Villa non ha stanze assegnate: nessuna quota con il criterio Stanze');
  });

  it('meter readings: a missing reading gets nothing and a named warning; all zero → the owner’s', () => {
    const missing = splitBillByCriterion({
      criterion: 'meter_readings',
      ...quarter,
      totalAmount: 10000,
      contracts: [
        contract({ id: 'a', startDate: '2025-01-01', meterReading: '0.001' }),
        contract({ id: 'b', name: 'Mario Rossi', startDate: '2026-03-01' }),
      ],
    });
    expect(amounts(missing)).toEqual([
      ['a', 10000],
      ['b', 0],
      ['owner', 0],
    ]);
    expect(missing.shares[1]?.reading).toBeNull();
    expect(missing.warnings).toEqual(['Nessuna lettura per Mario Rossi']);
    expect(shareArithmeticText('meter_readings', missing.shares[1]!, missing.totalWeight)).toBe('nessuna lettura');

    const zero = splitBillByCriterion({
      criterion: 'meter_readings',
      ...quarter,
      totalAmount: 10000,
      contracts: [
        contract({ id: 'a', startDate: '2025-01-01', meterReading: '0' }),
        contract({ id: 'b', startDate: '2025-01-01', meterReading: '0.000' }),
      ],
    });
    expect(amounts(zero)).toEqual([
      ['a', 0],
      ['b', 0],
      ['owner', 10000],
    ]);
    expect(zero.owner.reasons).toEqual(['no_readings']);
    expect(zero.warnings).toEqual([NO_CONSUMPTION_WARNING]);
    expect(ownerShareTexts(zero)).toEqual(['nessun consumo misurato']);
  });

  it('ties go to the earlier start, then the lower id, the owner last', () => {
    // rooms, 1 day, 3 rooms of weight 1, 100 cents: each third is 33,33…; one spare cent.
    const base = { criterion: 'rooms', periodStartDate: '2026-01-01', periodEndDate: '2026-01-01' } as const;
    const rooms = [{ id: 'r1' }, { id: 'r2' }, { id: 'r3' }];
    const byStart = splitBillByCriterion({
      ...base,
      totalAmount: 100,
      rooms,
      contracts: [
        contract({ id: 'a', startDate: '2025-06-01', roomIds: ['r1'] }),
        contract({ id: 'b', startDate: '2025-05-01', roomIds: ['r2'] }),
      ],
    });
    expect(amounts(byStart)).toEqual([
      ['b', 34],
      ['a', 33],
      ['owner', 33],
    ]);
    const byId = splitBillByCriterion({
      ...base,
      totalAmount: 101,
      rooms,
      contracts: [
        contract({ id: 'b', startDate: '2025-05-01', roomIds: ['r2'] }),
        contract({ id: 'a', startDate: '2025-05-01', roomIds: ['r1'] }),
      ],
    });
    expect(amounts(byId)).toEqual([
      ['a', 34],
      ['b', 34],
      ['owner', 33],
    ]);
  });

  it('names the default criterion of every category (docs/domain.md §5)', () => {
    expect(Object.fromEntries(UTILITY_CATEGORIES.map((c) => [c, defaultSplitCriterion(c)]))).toEqual({
      admin: 'rooms',
      water: 'occupancy',
      electricity: 'occupancy',
      gas: 'occupancy',
      internet: 'rooms',
      heating: 'occupancy',
    });
  });

  it('tells which readings belong to contracts outside the bill', () => {
    const contracts = [
      contract({ id: 'in', startDate: '2025-01-01' }),
      contract({ id: 'self', startDate: '2025-01-01', costModel: 'self_managed' }),
      contract({ id: 'gone', startDate: '2025-01-01', endDate: '2025-12-31' }),
    ];
    expect(participantIds(quarter, contracts)).toEqual(['in']);
    expect(readingsOutsideParticipants(quarter, contracts, { in: '1', self: '2', gone: '3', other: '4' })).toEqual([
      'self',
      'gone',
      'other',
    ]);
  });

  it('refuses input the schemas refuse', () => {
    const valid: CriterionSplitInput = {
      criterion: 'rooms',
      ...quarter,
      totalAmount: 1000,
      rooms: [{ id: 'r' }],
      contracts: [contract({ id: 'a', startDate: '2025-01-01', roomIds: ['r'], meterReading: '1' })],
    };
    expect(() => splitBillByCriterion(valid)).not.toThrow();
    const bad: CriterionSplitInput[] = [
      { ...valid, criterion: 'area' as SplitCriterion },
      { ...valid, periodEndDate: '2025-12-31' },
      { ...valid, totalAmount: 10.5 },
      { ...valid, ownerKeptAmount: 1001 },
      { ...valid, ownerKeptAmount: -1 },
      { ...valid, rooms: [{ id: 'r', weight: 0 }] },
      { ...valid, rooms: [{ id: 'r', weight: '100000.001' }] },
      { ...valid, rooms: [{ id: 'r', weight: '1.0001' }] },
      { ...valid, rooms: [] },
      { ...valid, criterion: 'meter_readings', contracts: [{ ...valid.contracts[0]!, meterReading: '-1' }] },
      { ...valid, criterion: 'meter_readings', contracts: [{ ...valid.contracts[0]!, meterReading: '1.2345' }] },
      { ...valid, criterion: 'meter_readings', contracts: [{ ...valid.contracts[0]!, meterReading: 'abc' }] },
    ];
    for (const input of bad) expect(() => splitBillByCriterion(input)).toThrow(RangeError);
  });
});

describe('splitBillByCriterion — properties', () => {
  const dateArbitrary = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2025-06-01', n));
  const thousandthsArbitrary = (max: number) =>
    fc.integer({ min: 1, max }).map((n) => `${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, '0')}`);
  const scenarioArbitrary = fc
    .record({
      criterion: fc.constantFrom(...SPLIT_CRITERIA),
      billStart: dateArbitrary,
      billLength: fc.integer({ min: 0, max: 120 }),
      amount: fc.integer({ min: 0, max: 100_000_000 }),
      keptPermille: fc.integer({ min: 0, max: 1000 }),
      // Up to 50000: doubled they stay within the 100000 limit.
      roomWeights: fc.array(fc.option(thousandthsArbitrary(50_000_000), { nil: null }), { minLength: 1, maxLength: 5 }),
      contracts: fc.array(
        fc.record({
          startDate: dateArbitrary,
          length: fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }),
          numberOfOccupants: fc.integer({ min: 1, max: 8 }),
          costModel: fc.constantFrom(...COST_MODELS),
          rooms: fc.array(fc.nat(), { maxLength: 3 }),
          reading: fc.option(fc.oneof(fc.constant('0'), thousandthsArbitrary(2_000_000_000)), { nil: null }),
        }),
        { maxLength: 7 },
      ),
    })
    .map(
      (s): CriterionSplitInput => ({
        criterion: s.criterion,
        periodStartDate: s.billStart,
        periodEndDate: addDays(s.billStart, s.billLength),
        totalAmount: s.amount,
        ownerKeptAmount: Math.floor((s.amount * s.keptPermille) / 1000),
        rooms: s.roomWeights.map((weight, i) => ({ id: `room${i}`, weight })),
        contracts: s.contracts.map((c, i) => ({
          id: `c${String(i).padStart(2, '0')}`,
          name: `Inquilino ${i}`,
          startDate: c.startDate,
          endDate: c.length === null ? null : addDays(c.startDate, c.length),
          numberOfOccupants: c.numberOfOccupants,
          costModel: c.costModel,
          roomIds: c.rooms.map((r) => `room${r % s.roomWeights.length}`),
          meterReading: c.reading,
        })),
      }),
    );

  it('the parts and the owner’s share sum to S exactly; with the quota, to the total; none is negative', () => {
    fc.assert(
      fc.property(scenarioArbitrary, (input) => {
        const result = splitBillByCriterion(input);
        const tenants = result.shares.reduce((sum, share) => sum + share.amount, 0);
        expect(tenants + result.owner.vacancyAmount).toBe(result.splittableAmount);
        expect(tenants + result.owner.amount).toBe(input.totalAmount);
        expect(result.splittableAmount).toBe(input.totalAmount - (input.ownerKeptAmount ?? 0));
        for (const share of result.shares) expect(share.amount).toBeGreaterThanOrEqual(0);
        expect(result.owner.vacancyAmount).toBeGreaterThanOrEqual(0);
        expect(result.shares.every((share) => (share.costModel as string) !== 'self_managed')).toBe(true);
      }),
    );
  });

  it('the input order of contracts and rooms changes nothing', () => {
    fc.assert(
      fc.property(scenarioArbitrary, fc.func(fc.integer()), (input, rank) => {
        const shuffle = <T extends { id: string }>(items: readonly T[]) =>
          [...items].sort((a, b) => rank(a.id) - rank(b.id) || (a.id < b.id ? 1 : -1));
        const shuffled = { ...input, contracts: shuffle(input.contracts), rooms: shuffle(input.rooms ?? []) };
        expect(splitBillByCriterion(shuffled)).toEqual(splitBillByCriterion(input));
      }),
    );
  });

  it('doubling every weight (occupants, room weights, readings) changes no amount', () => {
    const double = (value: string | number | null | undefined) => {
      if (value === null || value === undefined) return value;
      const [whole = '0', fraction = ''] = String(value).split('.');
      const thousandths = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
      const doubled = thousandths * 2n;
      return `${doubled / 1000n}.${String(doubled % 1000n).padStart(3, '0')}`;
    };
    fc.assert(
      fc.property(scenarioArbitrary, (input) => {
        const doubled: CriterionSplitInput = {
          ...input,
          rooms: (input.rooms ?? []).map((room) => ({ ...room, weight: double(room.weight ?? '1') })),
          contracts: input.contracts.map((c) => ({
            ...c,
            numberOfOccupants: c.numberOfOccupants * 2,
            meterReading: double(c.meterReading),
          })),
        };
        expect(amounts(splitBillByCriterion(doubled))).toEqual(amounts(splitBillByCriterion(input)));
      }),
    );
  });

  it('every day held by a participant (occupancy) or every room-day held (rooms): the owner’s vacancy share is 0', () => {
    const coveredArbitrary = fc.record({
      criterion: fc.constantFrom('occupancy' as const, 'rooms' as const),
      billStart: dateArbitrary,
      // Consecutive tenants (each holding every room) from before the period to after it.
      segments: fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 5 }),
      lead: fc.integer({ min: 0, max: 30 }),
      billLength: fc.integer({ min: 0, max: 150 }),
      amount: fc.integer({ min: 0, max: 100_000_000 }),
      roomWeights: fc.array(thousandthsArbitrary(100_000_000), { minLength: 1, maxLength: 4 }),
      occupants: fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 5, maxLength: 5 }),
      others: fc.array(
        fc.record({ offset: fc.integer({ min: -30, max: 150 }), length: fc.integer({ min: 0, max: 100 }) }),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(coveredArbitrary, (s) => {
        const roomIds = s.roomWeights.map((_, i) => `room${i}`);
        const periodEndDate = addDays(s.billStart, s.billLength);
        let start = addDays(s.billStart, -s.lead);
        const contracts: CriterionContract[] = s.segments.map((length, i) => {
          const last = i === s.segments.length - 1;
          const c: CriterionContract = {
            id: `seg${i}`,
            name: `Inquilino ${i}`,
            startDate: start,
            endDate: last ? null : addDays(start, length - 1),
            numberOfOccupants: s.occupants[i] ?? 1,
            costModel: 'settlement',
            roomIds,
          };
          start = addDays(start, length);
          return c;
        });
        // Other contracts (even double bookings or self-managed ones) take nothing from the owner.
        s.others.forEach((o, i) => {
          const startDate = addDays(s.billStart, o.offset);
          contracts.push({
            id: `other${i}`,
            name: `Altro ${i}`,
            startDate,
            endDate: addDays(startDate, o.length),
            numberOfOccupants: 1,
            costModel: i % 2 === 0 ? 'self_managed' : 'consumption_based',
            roomIds: roomIds.slice(0, 1),
          });
        });
        const result = splitBillByCriterion({
          criterion: s.criterion,
          periodStartDate: s.billStart,
          periodEndDate,
          totalAmount: s.amount,
          rooms: s.roomWeights.map((weight, i) => ({ id: roomIds[i]!, weight })),
          contracts,
        });
        expect(result.coveredDays).toBe(result.periodDays);
        expect(result.owner.vacancyWeight).toBe('0');
        expect(result.owner.amount).toBe(0);
        expect(result.owner.reasons).toEqual([]);
      }),
    );
  });
});
