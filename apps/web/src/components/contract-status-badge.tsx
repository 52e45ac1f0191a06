import { contractStatusLabel } from '@casaconti/core/labels';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<string, BadgeProps['variant']> = {
  active: 'success',
  pending_acceptance: 'outline',
  expired: 'secondary',
};

/** 'Attivo', 'In attesa di accettazione', 'Scaduto'; any other status shows its raw value (docs/product.md §4). */
export function ContractStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANTS[status] ?? 'secondary'}>{contractStatusLabel(status)}</Badge>;
}
