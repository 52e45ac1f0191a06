import { closeDepositBalance } from '@casaconti/core/deposit';
import { compareIso } from '@casaconti/core/dates';
import { DEPOSIT_MESSAGES } from '@casaconti/core/messages';
import { formatEuro } from '@casaconti/core/money';
import type { CloseDepositInput } from '@casaconti/core/schemas/deposit';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositClosing, depositDeduction } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Storage } from '../../lib/storage';
import { findLandlordContract } from '../contracts/find-landlord-contract';
import { attachUploadedDocument } from '../documents/attach-uploaded-document';
import { getContractDeposit } from './get-contract-deposit';

/**
 * Closes the contract's deposit (docs/domain.md §14) in one transaction holding the contract's lock:
 * deposit + interest not yet credited up to the closing day − deductions (each with a reason and
 * an optional PDF or photo, attached as a document of the contract) = the balance returned, or owed by the
 * tenant when negative, which needs `tenant_owes_rest`. Once per contract (unique contract_id):
 * a second closing answers 409, unless it carries the key of the closing made (a double click or
 * a retry of one 'Chiudi deposito' dialog, decision 162): then that closing again, `created:
 * false`, nothing changed. Parallel requests wait on the contract's lock.
 */
export async function closeDeposit(opts: {
  db: Db;
  clock: Clock;
  storage: Storage;
  landlordId: string;
  contractId: string;
  input: CloseDepositInput;
}): Promise<{ created: boolean; closing: { closingId: string; balance: number } }> {
  const { db, clock, landlordId, contractId, input } = opts;
  return db.transaction(async (tx) => {
    await findLandlordContract({ db: tx, landlordId, contractId, lock: 'update', access: 'read' });
    if (input.idempotencyKey) {
      const [done] = await tx
        .select({ closingId: depositClosing.id, balance: depositClosing.balanceAmount })
        .from(depositClosing)
        .where(and(eq(depositClosing.contractId, contractId), eq(depositClosing.idempotencyKey, input.idempotencyKey)));
      if (done) return { created: false, closing: done };
    }
    const current = await getContractDeposit({
      db: tx,
      clock,
      viewer: { id: landlordId },
      contractId,
      until: input.closed_on,
      landlordOnly: true,
    });
    if (current.closing) throw new AppError('CONFLICT', DEPOSIT_MESSAGES.alreadyClosed);
    if (!current.deposit) throw new AppError('BAD_REQUEST', DEPOSIT_MESSAGES.noDeposit);
    if (compareIso(input.closed_on, current.deposit.receivedOn) < 0) {
      throw new AppError('VALIDATION', DEPOSIT_MESSAGES.closingDateBeforeReceipt, {
        closed_on: DEPOSIT_MESSAGES.closingDateBeforeReceipt,
      });
    }
    const result = closeDepositBalance({
      depositCents: current.deposit.amount,
      interestCents: current.interestNotCredited,
      deductionsCents: input.deductions.map((d) => d.amount),
      tenantOwesRest: input.tenant_owes_rest,
    });
    if (!result.ok) {
      const message = DEPOSIT_MESSAGES.deductionsExceed(formatEuro(result.availableCents));
      throw new AppError('VALIDATION', message, { tenant_owes_rest: message });
    }
    const { closing } = result;
    const [row] = await tx
      .insert(depositClosing)
      .values({
        contractId,
        closedOn: input.closed_on,
        depositAmount: closing.depositCents,
        interestAmount: closing.interestCents,
        deductionsAmount: closing.deductionsCents,
        balanceAmount: closing.balanceCents,
        tenantOwesRest: closing.balanceCents < 0,
        idempotencyKey: input.idempotencyKey ?? null,
        createdBy: landlordId,
        createdAt: clock.now(),
      })
      .onConflictDoNothing({ target: depositClosing.contractId })
      .returning({ id: depositClosing.id });
    if (!row) throw new AppError('CONFLICT', DEPOSIT_MESSAGES.alreadyClosed);
    for (const [position, deduction] of input.deductions.entries()) {
      const doc = deduction.documentInfo
        ? await attachUploadedDocument({
            tx,
            storage: opts.storage,
            clock,
            ownerId: landlordId,
            filePath: deduction.documentInfo.temp_path,
            originalFileName: deduction.documentInfo.original_filename,
            purpose: 'deposit_deduction',
            contractId,
          })
        : null;
      await tx.insert(depositDeduction).values({
        closingId: row.id,
        position,
        reason: deduction.reason,
        amount: deduction.amount,
        documentId: doc?.id ?? null,
      });
    }
    return { created: true, closing: { closingId: row.id, balance: closing.balanceCents } };
  });
}
