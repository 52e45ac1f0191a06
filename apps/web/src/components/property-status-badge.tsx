import { Badge } from '@/components/ui/badge';

/** A property's status word: 'Attiva' (la proprietà), green; any other status its raw value, grey (docs/product.md §2). */
export function propertyStatusLabel(status: string): string {
  return status === 'active' ? 'Attiva' : status;
}

/** The one badge of a property's status, on its page and in the select-property list. */
export function PropertyStatusBadge({ status }: { status: string }) {
  return <Badge variant={status === 'active' ? 'success' : 'secondary'}>{propertyStatusLabel(status)}</Badge>;
}
