/**
 * Business constants and enumerations shared by server and web (docs/product.md §3, §9; docs/domain.md §4–§6).
 * Money is integer cents everywhere (see ./money.ts); dates are 'yyyy-MM-dd' strings (./dates.ts).
 */

export const UTILITY_CATEGORIES = ['admin', 'water', 'electricity', 'gas', 'internet', 'heating'] as const;
export type UtilityCategory = (typeof UTILITY_CATEGORIES)[number];

/**
 * Bill split criteria (docs/domain.md §5): the landlord picks one per bill; the default comes from the
 * category (DEFAULT_SPLIT_CRITERION). Labels in ./labels.ts, the arithmetic in ./split-criteria.ts.
 */
export const SPLIT_CRITERIA = ['occupancy', 'rooms', 'meter_readings'] as const;
export type SplitCriterion = (typeof SPLIT_CRITERIA)[number];

/**
 * docs/domain.md §5: occupancy for electricity, gas, water, heating; rooms for admin and internet. Every
 * category must name one (the Record type refuses a new category without it; decision 060).
 */
export const DEFAULT_SPLIT_CRITERION: Readonly<Record<UtilityCategory, SplitCriterion>> = {
  admin: 'rooms',
  water: 'occupancy',
  electricity: 'occupancy',
  gas: 'occupancy',
  internet: 'rooms',
  heating: 'occupancy',
};

/** Largest room weight accepted (millesimi, m²…); a weight must also be > 0. Up to 3 decimals. */
export const MAX_ROOM_WEIGHT = 100_000;
/** A room without a weight counts 1. */
export const DEFAULT_ROOM_WEIGHT = '1';
/** Largest meter reading accepted (consumption for the period), up to 3 decimals. */
export const MAX_METER_READING = 999_999_999;

/** Category shown (display only) for manual debit adjustments. Never a bill category. */
export const MANUAL_ADJUSTMENT_CATEGORY = 'manual_adjustment';

export const COST_MODELS = ['self_managed', 'consumption_based', 'settlement', 'fixed_fee'] as const;
export type CostModel = (typeof COST_MODELS)[number];

export const PAYABLE_TYPES = [
  'rent',
  'fixed_fee',
  'settlement_base_fee',
  'consumption_bill',
  'settlement_balance',
  'settlement_credit',
  /** A balance in credit stated as a contract's opening position (docs/domain.md §17): negative. */
  'opening_credit',
] as const;
export type PayableType = (typeof PAYABLE_TYPES)[number];

/** Types materialized month by month from the contract terms (docs/domain.md §4), in display order. */
export const SCHEDULED_PAYABLE_TYPES = ['rent', 'fixed_fee', 'settlement_base_fee'] as const;
export type ScheduledPayableType = (typeof SCHEDULED_PAYABLE_TYPES)[number];

export const PAYABLE_STATUSES = ['due', 'overdue', 'pending_settlement', 'paid'] as const;
export type PayableStatus = (typeof PAYABLE_STATUSES)[number];

/** The only statuses ever stored: `overdue` and `pending_settlement` are derived (docs/domain.md §4). */
export const STORED_PAYABLE_STATUSES = ['due', 'paid'] as const;
export type StoredPayableStatus = (typeof STORED_PAYABLE_STATUSES)[number];

export const CONTRACT_STATUSES = ['active', 'pending_acceptance', 'expired', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const USER_STATUSES = ['invited', 'active'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Where an available settlement credit comes from (docs/domain.md §6). */
export const CREDIT_SOURCE_TYPES = ['settlement_base_fee', 'manual_adjustment'] as const;
export type CreditSourceType = (typeof CREDIT_SOURCE_TYPES)[number];

export const ADJUSTMENT_TYPES = ['credit', 'debit'] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];

// Locale, currency, time zone
export const APP_LOCALE = 'it-IT';
export const APP_CURRENCY = 'EUR';
export const APP_TIME_ZONE = 'Europe/Rome';

// Validation limits (docs/product.md §5, §9)
export const DELETE_CONFIRMATION_WORD = 'ELIMINA';
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_PASSWORD_CHANGE_LENGTH = 6;
export const MIN_NAME_LENGTH = 2;
/** Smallest bill / adjustment amount: 0,01 € */
export const MIN_AMOUNT_CENTS = 1;
/** Largest amount accepted anywhere: 99.999.999,99 € (fits numeric(12,2)). */
export const MAX_AMOUNT_CENTS = 9_999_999_999;
export const DEFAULT_NUMBER_OF_OCCUPANTS = 1;

// Accounts (docs/domain.md §9)
export const INVITATION_TTL_DAYS = 7;
export const RESET_TTL_SECONDS = 3600;
/** The email confirmation link, and the link that adds the landlord role to a tenant (decision 058). */
export const EMAIL_CONFIRMATION_TTL_SECONDS = 60 * 60 * 24;

// Documents (docs/domain.md §11)
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * What an upload becomes: a contract's or a bill's document, the proof of a tenant's 'Ho pagato'
 * (decision 090), or the document of a deposit deduction (attached to the contract; decision 111).
 */
export const UPLOAD_PURPOSES = ['contract', 'bill', 'payment_proof', 'deposit_deduction'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

// Bank statements (docs/domain.md §18, decision 206)
/** A statement file (camt.053/054 XML or a home-banking CSV) larger than this is refused unread: a 5,000-line camt.053 is about 10 MB. */
export const MAX_BANK_STATEMENT_BYTES = 20 * 1024 * 1024;

// The tenant's 'Ho pagato' (docs/domain.md §12, decision 160)
/** At most this many signals of one contract wait for the landlord's decision at once. */
export const MAX_PENDING_SIGNALS_PER_CONTRACT = 5;
/** The bytes of the proofs attached to one contract's signals (deleted ones aside). */
export const MAX_PROOF_BYTES_PER_CONTRACT = 100 * 1024 * 1024;
/** A rejected signal's proof file is deleted this many days after the rejection; the signal stays. */
export const REJECTED_PROOF_RETENTION_DAYS = 90;
export const CONTRACT_DOCUMENT_MIME_TYPES = ['application/pdf'] as const;
export const BILL_DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
] as const;
export const ALLOWED_MIME_TYPES: Record<UploadPurpose, readonly string[]> = {
  contract: CONTRACT_DOCUMENT_MIME_TYPES,
  bill: BILL_DOCUMENT_MIME_TYPES,
  /** A payment's proof: a PDF or a photo, as a bill's document. */
  payment_proof: BILL_DOCUMENT_MIME_TYPES,
  /** A deposit deduction's receipt or photo of the damage: as a bill's document. */
  deposit_deduction: BILL_DOCUMENT_MIME_TYPES,
};

/** The file pickers' `accept` for a PDF or a photo: HEIC photos often come with no MIME type, the extensions let the picker offer them. */
const PDF_OR_PHOTO_FILE_ACCEPT = [...BILL_DOCUMENT_MIME_TYPES, 'image/heif', '.heic', '.heif'].join(',');

/** The `accept` of an upload field, by what the file becomes. */
export const UPLOAD_FILE_ACCEPT: Record<UploadPurpose, string> = {
  contract: CONTRACT_DOCUMENT_MIME_TYPES.join(','),
  bill: PDF_OR_PHOTO_FILE_ACCEPT,
  payment_proof: PDF_OR_PHOTO_FILE_ACCEPT,
  deposit_deduction: PDF_OR_PHOTO_FILE_ACCEPT,
};

/**
 * What a browser declares when it does not know a file's type (a HEIC photo straight from a
 * phone often arrives with an empty type). Accepted for every purpose but contracts: the stored bytes decide.
 */
export const GENERIC_MIME_TYPE = 'application/octet-stream';

/** True for a declared type that says nothing ('' or application/octet-stream). */
export function isGenericMimeType(mimeType: string): boolean {
  const normalized = mimeType.trim().toLowerCase();
  return normalized === '' || normalized === GENERIC_MIME_TYPE;
}

/** The declared (browser-provided) type may be used for this purpose: a listed one, or a generic one for bills and proofs. */
export function isAllowedDeclaredMimeType(purpose: UploadPurpose, mimeType: string): boolean {
  const normalized = mimeType.trim().toLowerCase();
  return ALLOWED_MIME_TYPES[purpose].includes(normalized) || (purpose !== 'contract' && isGenericMimeType(normalized));
}

/** Type guard helpers for values read from the database or the wire. */
export function isUtilityCategory(value: unknown): value is UtilityCategory {
  return (UTILITY_CATEGORIES as readonly unknown[]).includes(value);
}

export function isCostModel(value: unknown): value is CostModel {
  return (COST_MODELS as readonly unknown[]).includes(value);
}

export function isSplitCriterion(value: unknown): value is SplitCriterion {
  return (SPLIT_CRITERIA as readonly unknown[]).includes(value);
}
