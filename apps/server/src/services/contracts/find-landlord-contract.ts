import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, property } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { landlordContractCondition, landlordWritableContractCondition } from './landlord-contract-condition';

/**
 * A non-deleted contract on one of the landlord's properties, or 404 with the same body as a
 * missing id (docs/domain.md §8). `lock` takes a row lock on the contract for the rest of the transaction
 * ('update': serializes with other writers, as findLandlordProperty's `lock`).
 * `access` (default 'write'): a write also needs the property not deleted (decision 045); only a
 * read ('read') reaches the past contracts of a deleted property (decision 012).
 */
export async function findLandlordContract(opts: {
  db: Queryable;
  landlordId: string;
  contractId: string;
  lock?: 'share' | 'update';
  access?: 'read' | 'write';
}) {
  const condition =
    opts.access === 'read'
      ? landlordContractCondition(opts.landlordId)
      : landlordWritableContractCondition(opts.landlordId);
  const query = opts.db
    .select({
      id: contract.id,
      propertyId: contract.propertyId,
      tenantId: contract.tenantId,
      tenantEmail: contract.tenantEmail,
      acceptedAt: contract.acceptedAt,
      startDate: contract.startDate,
      endDate: contract.endDate,
      shareTokenHash: contract.shareTokenHash,
      shareTokenVersion: contract.shareTokenVersion,
      shareLinkEmailedAt: contract.shareLinkEmailedAt,
      createdAt: contract.createdAt,
    })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .where(and(eq(contract.id, opts.contractId), condition));
  const [row] = opts.lock ? await query.for(opts.lock, { of: contract }) : await query;
  if (!row) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES.notFound);
  return row;
}
