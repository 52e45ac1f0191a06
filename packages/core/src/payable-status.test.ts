import { describe, expect, it } from 'vitest';
import { comparePayableStatusForDisplay, derivePayableStatus } from './payable-status';

const today = '2026-03-10';

describe('derivePayableStatus (DOMAIN §4)', () => {
  it('derives overdue from due and a past due date only', () => {
    expect(derivePayableStatus({ status: 'due', dueDate: '2026-03-09' }, today)).toBe('overdue');
    expect(derivePayableStatus({ status: 'due', dueDate: '2026-03-10' }, today)).toBe('due');
    expect(derivePayableStatus({ status: 'paid', dueDate: '2026-01-01' }, today)).toBe('paid');
  });

  it('orders due and overdue first, then pending_settlement, then paid', () => {
    const sorted = ['paid', 'pending_settlement', 'overdue', 'toString', 'due'].sort(comparePayableStatusForDisplay);
    expect(sorted).toEqual(['overdue', 'due', 'pending_settlement', 'paid', 'toString']);
  });
});
