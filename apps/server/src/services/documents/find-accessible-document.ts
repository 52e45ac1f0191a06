import { and, eq, exists, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { bill, billSplit, contract, document, paymentSignal, property } from '../../db/schema';
import { landlordWritableContractCondition } from '../contracts/landlord-contract-condition';
import { shareTokenHash } from '../contracts/share-token';
import { tenantContractCondition } from '../contracts/tenant-contract-condition';

/** Who asks: a signed-in active user, or the holder of a contract's public statement token. */
export type DocumentViewer = { userId: string } | { shareToken: string };

export type AccessibleDocument = {
  id: string;
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
};

/**
 * The document if `viewer` may open it (docs/domain.md §8), else null — one query, and the same answer
 * for a missing id as for someone else's document:
 * - a user reaches the documents of contracts and bills on properties they own (live property,
 *   live contract or bill), of their own live contracts as a tenant, and of live bills split onto
 *   one of their live contracts;
 * - a share token (no session) reaches the documents of its live contract and of live bills with
 *   a live split onto that contract;
 * - a payment proof (the file of a tenant's 'Ho pagato', decision 090) is reached by the tenant
 *   who signalled it on their live contract and by the contract's landlord, never by a share token.
 */
export async function findAccessibleDocument(opts: {
  db: Queryable;
  documentId: string;
  viewer: DocumentViewer;
}): Promise<AccessibleDocument | null> {
  const { db, documentId, viewer } = opts;
  const docContract = alias(contract, 'doc_contract');
  const docContractProperty = alias(property, 'doc_contract_property');
  const billProperty = alias(property, 'bill_property');
  const splitContract = alias(contract, 'split_contract');
  const proofSignal = alias(paymentSignal, 'proof_signal');
  const proofContract = alias(contract, 'proof_contract');
  const proofProperty = alias(property, 'proof_property');

  const liveContractDoc = and(isNotNull(document.contractId), isNull(docContract.deletedAt));
  const liveBillDoc = and(isNotNull(document.billId), isNull(bill.deletedAt));
  const splitOntoBill = (contractCondition: SQL | undefined) =>
    exists(
      db
        .select({ one: splitContract.id })
        .from(billSplit)
        .innerJoin(splitContract, eq(splitContract.id, billSplit.contractId))
        .where(
          and(
            eq(billSplit.billId, bill.id),
            isNull(billSplit.deletedAt),
            isNull(splitContract.deletedAt),
            contractCondition,
          ),
        ),
    );

  let access: SQL | undefined;
  if ('shareToken' in viewer) {
    const hash = shareTokenHash(viewer.shareToken);
    access = or(
      and(liveContractDoc, eq(docContract.shareTokenHash, hash)),
      and(liveBillDoc, splitOntoBill(eq(splitContract.shareTokenHash, hash))),
    );
  } else {
    const { userId } = viewer;
    // The contract conditions every contract read uses, over this query's aliases: the landlord
    // reaches a contract's documents while its property is live (the write rule), the tenant
    // those of their accepted live contracts.
    access = or(
      and(
        liveContractDoc,
        landlordWritableContractCondition(userId, { contract: docContract, property: docContractProperty }),
      ),
      and(liveContractDoc, tenantContractCondition(userId, docContract)),
      and(liveBillDoc, isNull(billProperty.deletedAt), eq(billProperty.landlordId, userId)),
      and(liveBillDoc, splitOntoBill(tenantContractCondition(userId, splitContract))),
      and(
        isNotNull(proofSignal.id),
        landlordWritableContractCondition(userId, { contract: proofContract, property: proofProperty }),
      ),
      and(isNotNull(proofSignal.id), eq(proofSignal.tenantId, userId), tenantContractCondition(userId, proofContract)),
    );
  }

  const [row] = await db
    .select({
      id: document.id,
      storageKey: document.storageKey,
      fileName: document.fileName,
      contentType: document.contentType,
      size: document.size,
    })
    .from(document)
    .leftJoin(docContract, eq(docContract.id, document.contractId))
    .leftJoin(docContractProperty, eq(docContractProperty.id, docContract.propertyId))
    .leftJoin(bill, eq(bill.id, document.billId))
    .leftJoin(billProperty, eq(billProperty.id, bill.propertyId))
    .leftJoin(proofSignal, eq(proofSignal.proofDocumentId, document.id))
    .leftJoin(proofContract, eq(proofContract.id, proofSignal.contractId))
    .leftJoin(proofProperty, eq(proofProperty.id, proofContract.propertyId))
    .where(and(eq(document.id, documentId), isNull(document.deletedAt), access))
    .limit(1);
  return row ?? null;
}
