import { buildEpcQrPayload } from '@casaconti/core/epc-qr';
import { isOutstanding, stillOwed } from '@casaconti/core/payable-status';
import { paymentRequestReference } from '@casaconti/core/payment-reference';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import QRCode from 'qrcode';
import type { Queryable } from '../../db/client';
import { bankAccount, property, propertyBankAccount } from '../../db/schema';

/** The account a property's rent goes to: the property's own, else the landlord's default. */
export type ReceivingAccount = { holderName: string; iban: string };

/**
 * The receiving account of each of `propertyIds` (decision 202), in one query: a property absent
 * from the map has none (its landlord has no live default and it names no live account).
 */
export async function loadReceivingAccounts(
  db: Queryable,
  propertyIds: readonly string[],
): Promise<Map<string, ReceivingAccount>> {
  const ids = [...new Set(propertyIds)];
  if (ids.length === 0) return new Map();
  const own = alias(bankAccount, 'own_account');
  const fallback = alias(bankAccount, 'default_account');
  const rows = await db
    .select({
      propertyId: property.id,
      holderName: sql<string | null>`coalesce(${own.holderName}, ${fallback.holderName})`,
      iban: sql<string | null>`coalesce(${own.iban}, ${fallback.iban})`,
    })
    .from(property)
    .leftJoin(propertyBankAccount, eq(propertyBankAccount.propertyId, property.id))
    .leftJoin(own, and(eq(own.id, propertyBankAccount.bankAccountId), isNull(own.deletedAt)))
    .leftJoin(
      fallback,
      and(eq(fallback.landlordId, property.landlordId), eq(fallback.isDefault, true), isNull(fallback.deletedAt)),
    )
    .where(inArray(property.id, ids));
  return new Map(
    rows.flatMap((r) => (r.holderName && r.iban ? [[r.propertyId, { holderName: r.holderName, iban: r.iban }]] : [])),
  );
}

/**
 * A request to pay (docs/domain.md §18, decisions 203, 204): to whom (holder, IBAN), how much (what
 * is owed now), the ISO 11649 reference and text for the causale, the EPC QR code's text, and
 * the QR code as an SVG image (a data: URL) for pages.
 */
export type PaymentRequest = {
  beneficiary_name: string;
  /** Electronic form; shown in groups of four. */
  iban: string;
  amount: number;
  /** Electronic form ('RF…'); shown in groups of four. */
  reference: string;
  text: string;
  qr_payload: string;
  qr_svg_data_url: string;
};

type Owed = { status: string; amount: number; paid_amount: number; due_date: string | null };

/** The EPC payload of what a contract owes, or null when nothing is owed or no account receives. */
export function paymentRequestPayload(opts: {
  contractId: string;
  streetAddress: string;
  totalDue: number;
  payables: readonly Owed[];
  account: ReceivingAccount | undefined;
}): Omit<PaymentRequest, 'qr_svg_data_url'> | null {
  if (!opts.account || opts.totalDue <= 0) return null;
  const dueDates = opts.payables.flatMap((p) =>
    isOutstanding(p.status) && p.due_date && stillOwed(p) > 0 ? [p.due_date] : [],
  );
  const ref = paymentRequestReference({ contractId: opts.contractId, dueDates, streetAddress: opts.streetAddress });
  if (!ref) return null;
  const fields = {
    beneficiaryName: opts.account.holderName,
    iban: opts.account.iban,
    amountCents: opts.totalDue,
    reference: ref.reference,
    text: ref.text,
  };
  return {
    beneficiary_name: opts.account.holderName,
    iban: opts.account.iban,
    amount: opts.totalDue,
    reference: ref.reference,
    text: ref.text,
    qr_payload: buildEpcQrPayload(fields),
  };
}

/** EPC069-12: error correction level M. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The QR code as an SVG data: URL (pages). */
export async function qrSvgDataUrl(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The QR code as a PNG (emails, PDFs): `width` pixels square. */
export async function qrPng(payload: string, width = 240): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...QR_OPTIONS, type: 'png', width });
}

/** paymentRequestPayload with its SVG image. */
export async function buildPaymentRequest(
  opts: Parameters<typeof paymentRequestPayload>[0],
): Promise<PaymentRequest | null> {
  const request = paymentRequestPayload(opts);
  if (!request) return null;
  return { ...request, qr_svg_data_url: await qrSvgDataUrl(request.qr_payload) };
}
