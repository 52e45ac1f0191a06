import { and, eq, isNull, type Placeholder, type SQL } from 'drizzle-orm';
import { property } from '../../db/schema';

/**
 * The one rule for "this landlord owns this live property" (docs/domain.md §8): the landlord's and not
 * deleted. findLandlordProperty, findLandlordRoom and every landlord list of properties use it.
 * `landlordId` may be a placeholder of a prepared statement.
 */
export function landlordPropertyCondition(landlordId: string | Placeholder): SQL {
  return and(eq(property.landlordId, landlordId), isNull(property.deletedAt)) as SQL;
}
