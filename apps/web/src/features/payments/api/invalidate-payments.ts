import type { QueryClient } from '@tanstack/react-query';
import { contractFinancialsQueryKey, contractPaymentsQueryKey, paymentsQueryKey } from '@/lib/query-keys';

/**
 * After a settlement, a confirmation or an adjustment (docs/product.md §4: "both payments tabs reload"):
 * the metrics and both tabs of the payments page, and the contract's own payments tab with its
 * list of payments received (a confirmation records one).
 */
export function invalidatePayments(qc: QueryClient, contractId: string) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: paymentsQueryKey }),
    qc.invalidateQueries({ queryKey: contractFinancialsQueryKey(contractId) }),
    qc.invalidateQueries({ queryKey: contractPaymentsQueryKey(contractId) }),
  ]);
}
