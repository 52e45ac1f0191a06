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
 * deleted → terminated; end before today → expired; tenant invited or contract not accepted →
 * pending_acceptance; else active.
 */
export function deriveContractStatus(contract: ContractStatusInput, today: string): ContractStatus {
  if (contract.deletedAt != null) return 'terminated';
  if (contract.endDate !== null && compareIso(contract.endDate, today) < 0) return 'expired';
  if (contract.tenantStatus === 'invited' || !contract.accepted) return 'pending_acceptance';
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
