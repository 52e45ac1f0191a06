import { depositInterestCreditLabel } from './deposit';

/**
 * Italian display labels (docs/product.md §3, §4, §8 'Unknown labels'). Every function accepts any string,
 * because values come from the database or the wire, and falls back to the SPEC's unknown label.
 */

const CATEGORY_LABELS: Record<string, string> = {
  admin: 'Amministrative e condominiali',
  water: 'Acqua',
  electricity: 'Luce',
  gas: 'Gas',
  internet: 'Internet',
  heating: 'Riscaldamento',
  manual_adjustment: 'Rettifica manuale',
};

const COST_MODEL_LABELS: Record<string, string> = {
  self_managed: 'Gestione autonoma',
  consumption_based: 'A consumo',
  settlement: 'A conguaglio',
  fixed_fee: 'Forfettario',
};

/** docs/domain.md §5, the criterion named on the form, the bill detail and the tenant's line. */
const SPLIT_CRITERION_LABELS: Record<string, string> = {
  occupancy: 'Presenze (giorni × occupanti)',
  rooms: 'Stanze (giorni × stanze)',
  meter_readings: 'Letture (consumi misurati)',
};

/** Why (part of) a bill is 'A carico del proprietario' (docs/domain.md §5). */
const OWNER_SHARE_REASON_LABELS: Record<string, string> = {
  vacant_rooms: 'stanze libere',
  vacant_days: 'giorni senza inquilini',
  kept_quota: 'quota esclusa',
  no_readings: 'nessun consumo misurato',
  no_participants: 'nessun contratto partecipa',
};

const PAYABLE_TYPE_LABELS: Record<string, string> = {
  rent: 'Affitto',
  fixed_fee: 'Quota fissa',
  settlement_base_fee: 'Anticipo conguaglio',
  consumption_bill: 'Bolletta a consumo',
  settlement_balance: 'Saldo conguaglio',
  settlement_credit: 'Credito conguaglio',
  opening_credit: 'Credito iniziale',
};

const PUBLIC_PAYABLE_STATUS_LABELS: Record<string, string> = {
  due: 'in attesa di pagamento',
  overdue: 'in attesa di pagamento',
  pending_settlement: 'importi da conguagliare',
  paid: 'pagato',
};

const LANDLORD_PAYABLE_STATUS_LABELS: Record<string, string> = {
  due: 'Da pagare',
  // Not 'Scaduto': that word is the contract status 'expired' (issue 10).
  overdue: 'In ritardo',
  pending_settlement: 'Da conguagliare',
  paid: 'Pagato',
};

const CONTRACT_STATUS_LABELS: Record<string, string> = {
  active: 'Attivo',
  pending_acceptance: 'In attesa di accettazione',
  expired: 'Scaduto',
};

const ADJUSTMENT_TYPE_LABELS: Record<string, string> = {
  credit: "Credito | a favore dell'inquilino",
  debit: "Costo | da addebitare all'inquilino",
};

export const UNKNOWN_CATEGORY_LABEL = 'Categoria sconosciuta';
export const UNKNOWN_COST_MODEL_LABEL = 'Modello sconosciuto';
export const UNKNOWN_SPLIT_CRITERION_LABEL = 'Criterio sconosciuto';
export const UNKNOWN_PAYABLE_TYPE_LABEL = 'Tipo sconosciuto';
export const UNKNOWN_STATUS_LABEL = 'stato sconosciuto';
/** Shown for a contract without an end date (docs/product.md §2 Contract detail). */
export const OPEN_END_DATE_LABEL = 'Indeterminato';

function lookup(labels: Record<string, string>, value: string | null | undefined): string | undefined {
  return value != null && Object.hasOwn(labels, value) ? labels[value] : undefined;
}

export function categoryLabel(category: string | null | undefined): string {
  return lookup(CATEGORY_LABELS, category) ?? UNKNOWN_CATEGORY_LABEL;
}

export function costModelLabel(costModel: string | null | undefined): string {
  return lookup(COST_MODEL_LABELS, costModel) ?? UNKNOWN_COST_MODEL_LABEL;
}

export function splitCriterionLabel(criterion: string | null | undefined): string {
  return lookup(SPLIT_CRITERION_LABELS, criterion) ?? UNKNOWN_SPLIT_CRITERION_LABEL;
}

/** 'vacant_rooms' → 'stanze libere'; an unknown reason reads as the owner's share without a reason. */
export function ownerShareReasonLabel(reason: string | null | undefined): string {
  return lookup(OWNER_SHARE_REASON_LABELS, reason) ?? 'a carico del proprietario';
}

export function payableTypeLabel(type: string | null | undefined): string {
  return lookup(PAYABLE_TYPE_LABELS, type) ?? UNKNOWN_PAYABLE_TYPE_LABEL;
}

/**
 * What a payable is, as every list, receipt, statement, email and export names it (docs/domain.md §6:
 * items name their category): a bill's share names its utility, 'Bolletta a consumo · Luce';
 * any other payable is its type's label ('Affitto').
 */
export function payableItemLabel(type: string | null | undefined, category?: string | null): string {
  const label = payableTypeLabel(type);
  return category ? `${label} · ${categoryLabel(category)}` : label;
}

/**
 * A negative amount owed is a credit to the tenant and reads as one everywhere, never 'da pagare'
 * (docs/domain.md §6): the tenant reads 'Credito a tuo favore', the landlord 'Da restituire'.
 */
export const TENANT_CREDIT_LABEL = 'Credito a tuo favore';
export const LANDLORD_REFUND_LABEL = 'Da restituire';

/** An outstanding (due or overdue) amount below zero: the landlord owes it to the tenant. */
export function isCreditOwed(status: string | null | undefined, amountCents: number | undefined): boolean {
  return (status === 'due' || status === 'overdue') && amountCents !== undefined && amountCents < 0;
}

/**
 * Public statement and tenant area wording (docs/product.md §4); an outstanding negative amount is
 * 'Credito a tuo favore' (docs/domain.md §6).
 */
export function publicPayableStatusLabel(status: string | null | undefined, amountCents?: number): string {
  if (isCreditOwed(status, amountCents)) return TENANT_CREDIT_LABEL;
  return lookup(PUBLIC_PAYABLE_STATUS_LABELS, status) ?? UNKNOWN_STATUS_LABEL;
}

/**
 * Landlord payments tab wording ('due' → 'Da pagare', docs/product.md §2 Landlord payments); an outstanding
 * negative amount is 'Da restituire' (docs/domain.md §6).
 */
export function landlordPayableStatusLabel(status: string | null | undefined, amountCents?: number): string {
  if (isCreditOwed(status, amountCents)) return LANDLORD_REFUND_LABEL;
  return lookup(LANDLORD_PAYABLE_STATUS_LABELS, status) ?? UNKNOWN_STATUS_LABEL;
}

/** 'terminated' (and anything unknown) has no label: the raw value is shown (docs/product.md §4). */
export function contractStatusLabel(status: string): string {
  return lookup(CONTRACT_STATUS_LABELS, status) ?? status;
}

/** Manual adjustment type radio (docs/product.md §2 Landlord payments). */
export function adjustmentTypeLabel(type: string | null | undefined): string {
  return lookup(ADJUSTMENT_TYPE_LABELS, type) ?? UNKNOWN_PAYABLE_TYPE_LABEL;
}

/**
 * Credit source labels of the public statement and settlement detail (docs/product.md §3). A credit with a
 * `depositInterestYear` is that year's deposit interest and is named so ('Interessi deposito
 * cauzionale 2025', docs/domain.md §14), whatever its source (stored as a manual credit).
 */
export function creditSourceLabel(sourceType: string | null | undefined, depositInterestYear?: number | null): string {
  if (depositInterestYear != null) return depositInterestCreditLabel(depositInterestYear);
  if (sourceType === 'settlement_base_fee') return 'Anticipo Conguaglio';
  if (sourceType === 'manual_adjustment') return 'Correzione manuale';
  return `Credito ${categoryLabel(sourceType)}`;
}

/** Credit labels of the contract detail payments tab (docs/product.md §2 Contract detail); the deposit interest as above. */
export function contractCreditLabel(
  sourceType: string | null | undefined,
  depositInterestYear?: number | null,
): string {
  if (depositInterestYear != null) return depositInterestCreditLabel(depositInterestYear);
  if (sourceType === 'settlement_base_fee') return 'Anticipo conguaglio';
  if (sourceType?.includes('manual')) return 'Credito manuale';
  return 'Credito';
}
