import { describe, expect, it } from 'vitest';
import { deriveContractStatus, isCurrentContract } from './contract-status';

const today = '2026-03-10';

describe('deriveContractStatus (docs/domain.md §2)', () => {
  const base = { deletedAt: null, endDate: '2026-12-31', tenantStatus: 'active', accepted: true };

  it('is terminated when deleted, whatever else', () => {
    expect(deriveContractStatus({ ...base, deletedAt: new Date(), tenantStatus: 'invited' }, today)).toBe('terminated');
    expect(deriveContractStatus({ ...base, deletedAt: '2026-01-01T00:00:00Z', endDate: '2020-01-01' }, today)).toBe(
      'terminated',
    );
  });

  it('is expired when the end date is before today', () => {
    expect(deriveContractStatus({ ...base, endDate: '2026-03-09', tenantStatus: 'invited' }, today)).toBe('expired');
    expect(deriveContractStatus({ ...base, endDate: '2026-03-10' }, today)).toBe('active');
  });

  it('is pending_acceptance while the tenant is invited', () => {
    expect(deriveContractStatus({ ...base, tenantStatus: 'invited' }, today)).toBe('pending_acceptance');
    expect(deriveContractStatus({ ...base, endDate: null, tenantStatus: 'invited' }, today)).toBe('pending_acceptance');
  });

  it('is pending_acceptance while an existing account has not accepted the contract', () => {
    expect(deriveContractStatus({ ...base, accepted: false }, today)).toBe('pending_acceptance');
    expect(deriveContractStatus({ ...base, accepted: false, tenantStatus: 'invited' }, today)).toBe(
      'pending_acceptance',
    );
    expect(deriveContractStatus({ ...base, accepted: false, endDate: '2026-03-09' }, today)).toBe('expired');
    expect(deriveContractStatus({ ...base, accepted: false, deletedAt: new Date() }, today)).toBe('terminated');
  });

  it('is active otherwise', () => {
    expect(deriveContractStatus(base, today)).toBe('active');
    expect(deriveContractStatus({ ...base, endDate: null }, today)).toBe('active');
  });
});

describe('isCurrentContract', () => {
  it('holds for start ≤ today ≤ end (or no end), not deleted', () => {
    expect(isCurrentContract({ deletedAt: null, startDate: '2026-03-10', endDate: '2026-03-10' }, today)).toBe(true);
    expect(isCurrentContract({ deletedAt: null, startDate: '2020-01-01', endDate: null }, today)).toBe(true);
    expect(isCurrentContract({ deletedAt: null, startDate: '2026-03-11', endDate: null }, today)).toBe(false);
    expect(isCurrentContract({ deletedAt: null, startDate: '2026-01-01', endDate: '2026-03-09' }, today)).toBe(false);
    expect(isCurrentContract({ deletedAt: new Date(), startDate: '2026-01-01', endDate: null }, today)).toBe(false);
  });
});
