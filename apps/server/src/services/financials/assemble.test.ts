/**
 * The pure assembler of the financials, called directly with rows (no database): what every
 * reader of a contract's payables and settlement items builds from them.
 */
import { describe, expect, it } from 'vitest';
import {
  assembleFinancials,
  assemblePayables,
  assemblePendingSettlement,
  assembleStatement,
  billShareOf,
  type PayableRowInput,
  type SettlementItemInput,
  type StatementContractInput,
} from './assemble';

const NO_BILL = {
  billId: null,
  billCategory: null,
  billTotal: null,
  billPeriodStartDate: null,
  billPeriodEndDate: null,
  overlapDays: null,
  occupants: null,
  billSplitCriterion: null,
  billTotalWeight: null,
  splitWeight: null,
  splitRoomCount: null,
  splitRoomWeight: null,
  splitReading: null,
};
const ELECTRICITY = {
  billId: 'bill-1',
  billCategory: 'electricity',
  billTotal: 12000,
  billPeriodStartDate: '2026-01-01',
  billPeriodEndDate: '2026-02-28',
  overlapDays: 59,
  occupants: 2,
  billSplitCriterion: 'occupancy',
  billTotalWeight: '177',
  splitWeight: '118',
  splitRoomCount: 0,
  splitRoomWeight: '0',
  splitReading: null,
};

const payableRow = (p: Partial<PayableRowInput> & Pick<PayableRowInput, 'id' | 'dueDate'>): PayableRowInput => ({
  type: 'rent',
  amount: 50000,
  status: 'due',
  periodStartDate: null,
  periodEndDate: null,
  sourceSettlementId: null,
  allocatedAmount: 0,
  ...NO_BILL,
  ...p,
});

const itemRow = (i: Partial<SettlementItemInput> & Pick<SettlementItemInput, 'id' | 'kind'>): SettlementItemInput => ({
  settlementId: null,
  sourceType: 'manual_adjustment',
  amount: 1000,
  notes: null,
  createdAt: new Date('2026-03-10T10:00:00Z'),
  advancePeriodStartDate: null,
  ...NO_BILL,
  ...i,
});

const AS_OF = '2026-03-15';

describe('billShareOf', () => {
  it('is the bill share when every column is there, null when one is missing', () => {
    expect(billShareOf(ELECTRICITY)).toEqual({
      billId: 'bill-1',
      billCategory: 'electricity',
      billTotal: 12000,
      billPeriodStartDate: '2026-01-01',
      billPeriodEndDate: '2026-02-28',
      overlapDays: 59,
      occupants: 2,
      criterionLine: 'Presenze (giorni × occupanti): 59 giorni × 2 occupanti = 118 su 177 giorni-persona',
    });
    expect(
      billShareOf({
        ...ELECTRICITY,
        billSplitCriterion: 'rooms',
        billTotalWeight: '270',
        splitWeight: '31',
        splitRoomCount: 1,
        splitRoomWeight: '1',
        overlapDays: 31,
      })?.criterionLine,
    ).toBe('Stanze (giorni × stanze): 31 giorni × 1 stanza = 31 su 270 giorni-stanza');
    expect(billShareOf(NO_BILL)).toBeNull();
    expect(billShareOf({ ...ELECTRICITY, occupants: null })).toBeNull();
  });
});

describe('assemblePayables', () => {
  it('derives overdue as of the day and orders open ones oldest first, then paid ones newest first', () => {
    const rows = [
      payableRow({ id: 'paid-jan', dueDate: '2026-01-05', status: 'paid' }),
      payableRow({ id: 'paid-feb', dueDate: '2026-02-05', status: 'paid' }),
      payableRow({ id: 'due-apr', dueDate: '2026-04-05' }),
      payableRow({ id: 'late-mar', dueDate: '2026-03-05' }),
    ];
    const payables = assemblePayables(rows, AS_OF);
    expect(payables.map((p) => [p.id, p.status])).toEqual([
      ['late-mar', 'overdue'],
      ['due-apr', 'due'],
      ['paid-feb', 'paid'],
      ['paid-jan', 'paid'],
    ]);
    expect(payables[0]).not.toHaveProperty('billShare');
  });

  it('carries the bill category, and the bill share only when asked', () => {
    const rows = [payableRow({ id: 'b', dueDate: '2026-04-05', type: 'consumption_bill', ...ELECTRICITY })];
    expect(assemblePayables(rows, AS_OF)[0]).toMatchObject({ category: 'electricity' });
    expect(assemblePayables(rows, AS_OF, true)[0]!.billShare).toEqual(billShareOf(ELECTRICITY));
  });
});

describe('assemblePendingSettlement', () => {
  it('dates debits by the bill period end and an advance by its month, and nets debits minus credits', () => {
    const pending = assemblePendingSettlement([
      itemRow({ id: 'manual-debit', kind: 'debit', amount: 500 }),
      itemRow({ id: 'bill-debit', kind: 'debit', sourceType: 'bill_split', amount: 6000, ...ELECTRICITY }),
      itemRow({
        id: 'advance',
        kind: 'credit',
        sourceType: 'settlement_base_fee',
        amount: 2000,
        advancePeriodStartDate: '2026-02-01',
      }),
    ]);
    expect(pending.debits.map((d) => [d.id, d.date, d.category])).toEqual([
      ['bill-debit', '2026-02-28', 'electricity'],
      ['manual-debit', '2026-03-10', 'manual_adjustment'],
    ]);
    expect(pending.credits).toEqual([
      {
        id: 'advance',
        label: 'Anticipo conguaglio',
        amount: 2000,
        date: '2026-02-01',
        source_type: 'settlement_base_fee',
        deposit_interest_year: null,
        created_at: '2026-03-10T10:00:00.000Z',
        covered_month: '2026-02-01',
      },
    ]);
    expect(pending.net).toBe(4500);
  });
});

describe('assembleFinancials', () => {
  it('sums what is owed and what is late (a late credit is never late, but it is netted)', () => {
    const financials = assembleFinancials({
      payableRows: [
        payableRow({ id: 'late', dueDate: '2026-03-01', amount: 50000 }),
        payableRow({ id: 'late-credit', dueDate: '2026-03-02', amount: -3000, type: 'settlement' }),
        payableRow({ id: 'due', dueDate: '2026-04-01', amount: 50000 }),
        payableRow({ id: 'paid', dueDate: '2026-02-01', amount: 50000, status: 'paid' }),
      ],
      pendingItems: [
        itemRow({ id: 'd', kind: 'debit', amount: 700 }),
        itemRow({ id: 'c', kind: 'credit', amount: 400 }),
      ],
      asOf: AS_OF,
    });
    // Late: 500,00 less the settlement credit owed back (30,00) and the available credit (4,00).
    expect(financials.summary).toEqual({ total_due: 97000, total_overdue: 46600, net_settlement_preview: 300 });
    expect(financials.pending_settlement_debits.map((d) => d.id)).toEqual(['d']);
  });
});

describe('assembleStatement', () => {
  const contract: StatementContractInput = {
    startDate: '2026-01-01',
    endDate: null,
    rentAmount: 50000,
    fixedFeeAmount: 0,
    settlementBaseAmount: 2000,
    tenantFirstName: 'Marco',
    tenantLastName: 'Rossi',
    landlordFirstName: 'Anna',
    landlordLastName: 'Bianchi',
    propertyName: 'Casa al mare',
    streetAddress: 'Via Roma 1',
    postalCode: '00100',
    province: 'RM',
    country: 'Italia',
  };
  const documents = new Map([['bill-1', [{ id: 'doc-1', file_name: 'luce.pdf', billId: 'bill-1' }]]]);

  const statementOf = (agreements: { category: string; cost_model: string }[]) =>
    assembleStatement({
      contract,
      agreements,
      payableRows: [
        payableRow({ id: 'paid', dueDate: '2026-02-01', status: 'paid' }),
        payableRow({ id: 'due', dueDate: '2026-04-01' }),
        payableRow({
          id: 'settled',
          dueDate: '2026-03-20',
          type: 'settlement',
          amount: 4000,
          sourceSettlementId: 'settlement-1',
        }),
      ],
      items: [
        itemRow({
          id: 'settled-debit',
          kind: 'debit',
          sourceType: 'bill_split',
          amount: 4000,
          settlementId: 'settlement-1',
          ...ELECTRICITY,
        }),
        itemRow({ id: 'pending-debit', kind: 'debit', amount: 900, notes: 'Lampadina' }),
      ],
      documentsOf: (billId) => documents.get(billId) ?? [],
      asOf: AS_OF,
    });

  it('places the synthesized item to be settled before the paid payables, and details a settlement payable by its items', () => {
    const statement = statementOf([{ category: 'electricity', cost_model: 'settlement' }]);
    expect(statement.payables.map((p) => p.status)).toEqual(['due', 'due', 'pending_settlement', 'paid']);
    const settled = statement.payables.find((p) => p.type === 'settlement')!;
    expect(settled.details.debits).toEqual([
      {
        category: 'electricity',
        amount: 4000,
        bill: {
          total_amount: 12000,
          period_start_date: '2026-01-01',
          period_end_date: '2026-02-28',
          overlap_days: 59,
          number_of_occupants: 2,
          criterion_line: 'Presenze (giorni × occupanti): 59 giorni × 2 occupanti = 118 su 177 giorni-persona',
        },
        documents: [{ id: 'doc-1', file_name: 'luce.pdf' }],
      },
    ]);
    const toSettle = statement.payables[2]!;
    expect(toSettle.amount).toBe(900);
    expect(toSettle.details.debits.map((d) => d.category)).toEqual(['manual_adjustment']);
    expect(statement.settlement_preview).toEqual({
      total: 900,
      available_credits: [],
      pending_debits: [
        { amount: 900, notes: 'Lampadina', period_end_date: '2026-03-10', category: 'manual_adjustment' },
      ],
    });
    expect(statement.payables_summary.total_due).toBe(54000);
    expect(statement.landlord_info.name).toBe('Anna Bianchi');
    expect(statement.property_info.address).toBe('Via Roma 1, 00100 RM, Italia');
  });

  it('has no settlement preview when no utility uses the settlement model', () => {
    expect(statementOf([{ category: 'electricity', cost_model: 'fixed' }]).settlement_preview).toBeNull();
  });
});
