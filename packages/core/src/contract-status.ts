/** Contract status, derived on read and never stored (docs/domain.md §2). `today` is a Europe/Rome 'yyyy-MM-dd'. */
import type { ContractStatus } from './constants';
import { compareIso } from './dates';

export interface ContractStatusInput {
  /** Soft-delete marker: any non-null value means deleted. */
  deletedAt: Date | string | null | undefined;
  endDate: string | null;
  /** The tenant user's user_status ('invited' | 'active'). */
  tenantStatus: string;
  /** Whether the tenant used this contract's emailed link (docs/domain.md §8: accepted_at is set). */
  accepted: boolean;
}

/**
 * The tenant completed their account and accepted this contract: until then the contract is
 * pending_acceptance and nothing about it (receipts, reminders) is emailed to its address
 * (decision 157).
 */
export function acceptedByTenant(contract: Pick<ContractStatusInput, 'tenantStatus' | 'accepted'>): boolean {
  return contract.tenantStatus === 'active' && contract.accepted;
}

/**
 * deleted → terminated; end before today → expired; tenant invited or contract not accepted →
 * pending_acceptance; else active.
 */
export function deriveContractStatus(contract: ContractStatusInput, today: string): ContractStatus {
  if (contract.deletedAt != null) return 'terminated';
  if (contract.endDate !== null && compareIso(contract.endDate, today) < 0) return 'expired';
  if (!acceptedByTenant(contract)) return 'pending_acceptance';
  return 'active';
}

export interface CurrentContractInput {
  deletedAt: Date | string | null | undefined;
  startDate: string;
  endDate: string | null;
}

/**
 * Not deleted and start ≤ today ≤ end (or no end). Occupancy, activeContracts, vacant rooms and
 * monthly revenue count current contracts, whatever their status label.
 */
export function isCurrentContract(contract: CurrentContractInput, today: string): boolean {
  return (
    contract.deletedAt == null &&
    compareIso(contract.startDate, today) <= 0 &&
    (contract.endDate === null || compareIso(today, contract.endDate) <= 0)
  );
}
