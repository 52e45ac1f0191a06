import { IMPORT_MESSAGES } from '@casaconti/core/messages';
import { and, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { contract, invitation } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../lib/context';
import { resendInvitation } from '../contracts/resend-invitation';
import { findLandlordImport } from './find-landlord-import';

type Mailing = Omit<Parameters<typeof resendInvitation>[0], 'landlord' | 'contractId'>;

/**
 * 'Invita gli inquilini' (item 4): the import sent no email; now each tenant of a contract it
 * created and not yet invited gets their invitation, one contract at a time through the one
 * invitation service ('Reinvia invito': its cooldown and the hourly limits of decision 042). At
 * the limit it stops: the answer says how many were invited and how many are left for later.
 * One tenant at a time is the contract's own 'Reinvia invito' (POST /api/contracts/:id/invitation).
 */
export async function inviteImportedTenants(mailing: Mailing & { landlord: SessionUser; importId: string }) {
  const record = await findLandlordImport({
    db: mailing.db,
    landlordId: mailing.landlord.id,
    importId: mailing.importId,
  });
  const ids = record.createdContractIds;
  const waiting =
    ids.length === 0
      ? []
      : await mailing.db
          .select({ id: contract.id })
          .from(contract)
          .where(
            and(
              inArray(contract.id, ids),
              isNull(contract.deletedAt),
              isNull(contract.acceptedAt),
              notExists(
                mailing.db
                  .select({ one: sql`1` })
                  .from(invitation)
                  .where(sql`${invitation.contractId} = ${contract.id}`),
              ),
            ),
          )
          .orderBy(contract.tenantLastName, contract.tenantFirstName, contract.id);
  let invited = 0;
  let limited = false;
  for (const { id } of waiting) {
    try {
      await resendInvitation({ ...mailing, contractId: id });
      invited++;
    } catch (err) {
      if (err instanceof AppError && err.code === 'RATE_LIMITED') {
        limited = true;
        break;
      }
      throw err;
    }
  }
  return {
    invited,
    remaining: waiting.length - invited,
    message: limited ? IMPORT_MESSAGES.invitationsLimited : null,
  };
}
