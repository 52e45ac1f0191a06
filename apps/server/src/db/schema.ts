/**
 * The whole database schema, designed with all of DOMAIN.md in view.
 * Money is always integer cents (bigint, read as JS number: safe to 2^53).
 * Calendar dates are `date` columns read as 'yyyy-MM-dd' strings.
 * Soft deletion uses `deleted_at`; nothing that carries money history is ever hard-deleted.
 */
import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  type ReferenceConfig,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// ---------------------------------------------------------------------------
// Column helpers: each repeated column shape defined once (drizzle's reusable column definitions).
// Each call builds a new column; the SQL is the same as writing the column out.
// ---------------------------------------------------------------------------
/** Money: integer cents, bigint read as a JS number. */
const cents = (name: string) => bigint(name, { mode: 'number' });
/** A moment: timestamptz, read as a Date. */
const instant = <N extends string>(name: N) => timestamp(name, { withTimezone: true });
const createdAt = () => instant('created_at').notNull().defaultNow();
const updatedAt = () => instant('updated_at').notNull().defaultNow();
/** Soft deletion: null while the row is live. */
const deletedAt = () => instant('deleted_at');
/** The key of most tables: a random UUID. */
const id = () => uuid('id').primaryKey().defaultRandom();
/** The row's contract, required (a contract is never hard-deleted). */
const contractId = () =>
  uuid('contract_id')
    .notNull()
    .references((): AnyPgColumn => contract.id);
/** The row's property, required (a property is never hard-deleted). */
const propertyId = () =>
  uuid('property_id')
    .notNull()
    .references((): AnyPgColumn => property.id);
/** A required user (landlord, tenant, author) under the column's own name. */
const userId = <N extends string>(name: N, actions?: ReferenceConfig['actions']) =>
  text(name)
    .notNull()
    .references((): AnyPgColumn => user.id, actions);

// ---------------------------------------------------------------------------
// Accounts (better-auth tables; extra user fields are docs/product.md §3 User)
// ---------------------------------------------------------------------------
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isLandlord: boolean('is_landlord').notNull().default(false),
    userStatus: text('user_status', { enum: ['invited', 'active'] })
      .notNull()
      .default('active'),
    /** The landlord's codice fiscale or partita IVA, printed on receipts (docs/domain.md §12); optional. */
    fiscalCode: text('fiscal_code'),
    /** The landlord's address as printed on receipts (docs/domain.md §12); optional, one free line. */
    address: text('address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: userId('user_id', { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userId('user_id', { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: instant('access_token_expires_at'),
    refreshTokenExpiresAt: instant('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** better-auth's database-backed rate limit store. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** Invitation of a tenant to /complete-account: single use, 7 days. Only a hash of the token is kept. */
export const invitation = pgTable(
  'invitation',
  {
    id: id(),
    userId: userId('user_id', { onDelete: 'cascade' }),
    /** The contract that issued the link (docs/decisions/019); null only for links older than migration 0005. */
    contractId: uuid('contract_id').references((): AnyPgColumn => contract.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('invitation_user_idx').on(t.userId), index('invitation_contract_idx').on(t.contractId)],
);

// ---------------------------------------------------------------------------
// Portfolio
// ---------------------------------------------------------------------------
export const property = pgTable(
  'property',
  {
    id: id(),
    landlordId: userId('landlord_id'),
    name: text('name').notNull(),
    streetAddress: text('street_address').notNull(),
    postalCode: text('postal_code').notNull(),
    province: text('province').notNull(),
    country: text('country').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    /** Name and address folded (lower case, no accents) for the list's search (decision 080). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`casaconti_fold(name || ' ' || street_address || ' ' || postal_code || ' ' || province)`,
    ),
  },
  (t) => [
    index('property_landlord_idx').on(t.landlordId),
    index('property_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const room = pgTable(
  'room',
  {
    id: id(),
    propertyId: propertyId(),
    name: text('name').notNull(),
    description: text('description'),
    /** The room's weight for the `rooms` split criterion (millesimi, m²…); null counts as 1 (docs/domain.md §5). */
    weight: numeric('weight', { precision: 9, scale: 3 }),
    /** The 'Aggiungi Stanza' dialog's key: the same key again answers this room (decision 162). */
    idempotencyKey: uuid('idempotency_key'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('room_property_idx').on(t.propertyId),
    uniqueIndex('room_idempotency_uniq').on(t.propertyId, t.idempotencyKey),
    check('room_weight_chk', sql`${t.weight} IS NULL OR (${t.weight} > 0 AND ${t.weight} <= 100000)`),
  ],
);

/**
 * A property's owners for the tax year (docs/domain.md §19, decision 210): each row one person's
 * share, in basis points (100 % = 10 000), over the days from `held_from` to `held_to` (null:
 * open). On each day the rows cover the shares add up to 100 % (checked in core before a write);
 * a day no row covers, or a property without rows, is the landlord's alone. Replaced as a whole.
 */
export const propertyOwner = pgTable(
  'property_owner',
  {
    id: id(),
    propertyId: propertyId(),
    /** The row's place in the list as the landlord typed it. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    fiscalCode: text('fiscal_code').notNull(),
    shareBps: integer('share_bps').notNull(),
    heldFrom: date('held_from'),
    heldTo: date('held_to'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('property_owner_position_uniq').on(t.propertyId, t.position),
    check('property_owner_share_chk', sql`${t.shareBps} BETWEEN 1 AND 10000`),
    check(
      'property_owner_dates_chk',
      sql`${t.heldFrom} IS NULL OR ${t.heldTo} IS NULL OR ${t.heldTo} >= ${t.heldFrom}`,
    ),
  ],
);

/** A property's cadastral data (decision 211): one row per property, rendita in cents. */
export const propertyCadastre = pgTable(
  'property_cadastre',
  {
    propertyId: uuid('property_id')
      .primaryKey()
      .references((): AnyPgColumn => property.id),
    comune: text('comune').notNull(),
    /** The comune's cadastral code, 'H501' for Roma. */
    comuneCode: text('comune_code').notNull(),
    foglio: text('foglio').notNull(),
    particella: text('particella').notNull(),
    subalterno: text('subalterno'),
    /** 'A/2', one of core's CADASTRAL_CATEGORIES. */
    categoria: text('categoria').notNull(),
    classe: text('classe'),
    rendita: cents('rendita_cents').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('property_cadastre_code_chk', sql`${t.comuneCode} ~ '^[A-M][0-9]{3}$'`),
    check('property_cadastre_rendita_chk', sql`${t.rendita} > 0`),
  ],
);

/**
 * The landlord's data version (decisions 130, 131, 178): bumped by the database itself, through
 * deferred constraint triggers generated from db/landlord-data.ts (the declaration beside this
 * schema of every table a landlord's data lives in), once per committing transaction that
 * inserts, updates or deletes any such row (and a tenant's `user` row for every landlord with a
 * contract of theirs). Kept reads (middleware/kept.ts) are valid for one (reader, day, version).
 * No foreign key: the trigger must never fail a transaction; no row reads as version 0.
 */
export const landlordDataVersion = pgTable('landlord_data_version', {
  landlordId: text('landlord_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------------------
// Contracts
// ---------------------------------------------------------------------------
export const contract = pgTable(
  'contract',
  {
    id: id(),
    propertyId: propertyId(),
    tenantId: userId('tenant_id'),
    /** The tenant as this contract's landlord typed them (docs/domain.md §8): never read from the account. */
    tenantFirstName: text('tenant_first_name').notNull(),
    tenantLastName: text('tenant_last_name').notNull(),
    tenantEmail: text('tenant_email').notNull(),
    /** When the tenant used this contract's emailed link; null: not in their tenant area yet. */
    acceptedAt: instant('accepted_at'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    numberOfOccupants: integer('number_of_occupants').notNull().default(1),
    rentAmount: cents('rent_amount_cents').notNull(),
    fixedFeeAmount: cents('fixed_fee_amount_cents').notNull().default(0),
    settlementBaseAmount: cents('settlement_base_amount_cents').notNull().default(0),
    /** sha256 of the public statement token; the token itself is never stored. */
    shareTokenHash: text('share_token_hash').unique(),
    /** Bumped by 'regenerate link': part of the derived token, so the previous link dies (decision 008). */
    shareTokenVersion: integer('share_token_version').notNull().default(0),
    /** Last time the link was emailed to the tenant: the resend cooldown. */
    shareLinkEmailedAt: instant('share_link_emailed_at'),
    /** The key of the 'Invia per email' that sent the last email: its repeat sends nothing (decision 162). */
    shareLinkEmailKey: uuid('share_link_email_key'),
    /** Payment reminders to the tenant (docs/domain.md §13), on by default; the landlord's switch. */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /** The lease's legal life (docs/domain.md §15): old rows read as 'altro', no cedolare, no update. */
    contractType: text('contract_type').notNull().default('altro'),
    cedolareSecca: boolean('cedolare_secca').notNull().default(false),
    /** Share of the yearly FOI change applied at each anniversary: 0 (none), 75 or 100 (%). */
    istatUpdateShare: integer('istat_update_share').notNull().default(0),
    registrationDate: date('registration_date'),
    /** The 'codice identificativo' the Agenzia gives at registration: 17 letters and digits (decision 212). */
    registrationCode: text('registration_code'),
    /** The registration office (and, for an old contract without the code, its serie and numero). */
    registrationOffice: text('registration_office'),
    /** Deposit (docs/domain.md §14); null amount: no deposit. */
    depositAmount: cents('deposit_amount_cents'),
    depositReceivedOn: date('deposit_received_on'),
    /** How the deposit is held, as the landlord describes it (e.g. 'libretto', 'bonifico'). */
    depositHeldAs: text('deposit_held_as'),
    depositInterestDue: boolean('deposit_interest_due').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    /** The tenant's name both ways round, folded for the list's search (decision 080). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`casaconti_fold(tenant_first_name || ' ' || tenant_last_name || ' ' || tenant_last_name || ' ' || tenant_first_name)`,
    ),
  },
  (t) => [
    index('contract_property_idx').on(t.propertyId),
    index('contract_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('contract_tenant_idx').on(t.tenantId),
    check('contract_dates_chk', sql`${t.endDate} IS NULL OR ${t.endDate} > ${t.startDate}`),
    check('contract_occupants_chk', sql`${t.numberOfOccupants} > 0`),
    check(
      'contract_type_chk',
      sql`${t.contractType} IN ('libero_4_4', 'concordato_3_2', 'transitorio', 'studenti', 'altro')`,
    ),
    check('contract_istat_share_chk', sql`${t.istatUpdateShare} IN (0, 75, 100)`),
    check(
      'contract_deposit_chk',
      sql`(${t.depositAmount} IS NULL OR ${t.depositAmount} > 0) AND (${t.depositReceivedOn} IS NULL OR ${t.depositAmount} IS NOT NULL)`,
    ),
    check(
      'contract_amounts_chk',
      sql`${t.rentAmount} >= 0 AND ${t.fixedFeeAmount} >= 0 AND ${t.settlementBaseAmount} >= 0`,
    ),
  ],
);

/**
 * Room assignment. The dates repeat the contract's so that an exclusion constraint
 * (custom migration) can refuse overlapping bookings of one room among live rows.
 */
export const contractRoom = pgTable(
  'contract_room',
  {
    id: id(),
    contractId: contractId(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => room.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    deletedAt: deletedAt(),
  },
  (t) => [index('contract_room_contract_idx').on(t.contractId), index('contract_room_room_idx').on(t.roomId)],
);

export const utilityAgreement = pgTable(
  'utility_agreement',
  {
    id: id(),
    contractId: contractId(),
    category: text('category').notNull(),
    costModel: text('cost_model').notNull(),
  },
  (t) => [uniqueIndex('utility_agreement_contract_category_idx').on(t.contractId, t.category)],
);

// ---------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------
/** A signed, single-use upload slot (docs/domain.md §11). */
export const upload = pgTable('upload', {
  id: id(),
  ownerId: userId('owner_id'),
  storageKey: text('storage_key').notNull().unique(),
  originalName: text('original_name').notNull(),
  declaredType: text('declared_type').notNull(),
  declaredSize: integer('declared_size').notNull(),
  purpose: text('purpose', { enum: ['contract', 'bill', 'payment_proof', 'deposit_deduction'] }).notNull(),
  expiresAt: instant('expires_at').notNull(),
  uploadedAt: instant('uploaded_at'),
  detectedType: text('detected_type'),
  claimedAt: instant('claimed_at'),
  createdAt: createdAt(),
});

export const document = pgTable(
  'document',
  {
    id: id(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    contractId: uuid('contract_id').references(() => contract.id),
    billId: uuid('bill_id').references(() => bill.id),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('document_contract_idx').on(t.contractId),
    index('document_bill_idx').on(t.billId),
    // A contract's or a bill's document, or neither: a payment proof, reached through
    // payment_signal.proof_document_id (decision 090).
    check('document_owner_chk', sql`num_nonnulls(${t.contractId}, ${t.billId}) <= 1`),
  ],
);

// ---------------------------------------------------------------------------
// Bills, splits, payables, settlements
// ---------------------------------------------------------------------------
export const bill = pgTable(
  'bill',
  {
    id: id(),
    propertyId: propertyId(),
    category: text('category').notNull(),
    notes: text('notes'),
    totalAmount: cents('total_amount_cents').notNull(),
    /** S = total − owner_kept_amount: the part split by the criterion (docs/domain.md §5). */
    splittableAmount: cents('splittable_amount_cents').notNull(),
    /** The criterion fixed at recording (docs/domain.md §5); bills recorded before issue 21 read as occupancy. */
    splitCriterion: text('split_criterion').notNull().default('occupancy'),
    /** 'quota a carico del proprietario', kept out of the split from the start. */
    ownerKeptAmount: cents('owner_kept_amount_cents').notNull().default(0),
    /**
     * The lines' denominator (giorni-persona, giorni-stanza, Σ readings) and the owner's vacancy
     * weight (days without tenants, room-days nobody held), exact decimals: with the splits they
     * rebuild every line's text and the owner's reasons (decision 069).
     */
    totalWeight: numeric('total_weight').notNull().default('0'),
    ownerVacancyWeight: numeric('owner_vacancy_weight').notNull().default('0'),
    periodStartDate: date('period_start_date').notNull(),
    periodEndDate: date('period_end_date').notNull(),
    /** The landlord who recorded it: the scope of the idempotency key. */
    createdBy: userId('created_by'),
    /** Created once by the add-expense form: a resubmission never records a second bill. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('bill_property_idx').on(t.propertyId, t.createdAt),
    uniqueIndex('bill_idempotency_uniq').on(t.createdBy, t.idempotencyKey),
    check('bill_amount_chk', sql`${t.totalAmount} > 0 AND ${t.splittableAmount} >= 0`),
    check('bill_split_criterion_chk', sql`${t.splitCriterion} IN ('occupancy', 'rooms', 'meter_readings')`),
    check(
      'bill_owner_kept_chk',
      sql`${t.ownerKeptAmount} >= 0 AND ${t.ownerKeptAmount} + ${t.splittableAmount} = ${t.totalAmount}`,
    ),
    check('bill_weights_chk', sql`${t.totalWeight} >= 0 AND ${t.ownerVacancyWeight} >= 0`),
    check('bill_dates_chk', sql`${t.periodEndDate} > ${t.periodStartDate}`),
  ],
);

export const settlement = pgTable(
  'settlement',
  {
    id: id(),
    contractId: contractId(),
    totalBillsAmount: cents('total_bills_cents').notNull(),
    totalCreditsAmount: cents('total_credits_cents').notNull(),
    finalBalance: cents('final_balance_cents').notNull(),
    periodStartDate: date('period_start_date'),
    periodEndDate: date('period_end_date'),
    /** The confirmation dialog's key: a resubmission answers this settlement (decision 048). */
    idempotencyKey: uuid('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('settlement_contract_idx').on(t.contractId),
    uniqueIndex('settlement_idempotency_uniq').on(t.contractId, t.idempotencyKey),
  ],
);

export const billSplit = pgTable(
  'bill_split',
  {
    id: id(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bill.id),
    contractId: contractId(),
    costModelApplied: text('cost_model_applied').notNull(),
    calculatedAmount: cents('calculated_amount_cents').notNull(),
    /**
     * The criterion's numbers, fixed when the bill was recorded (docs/domain.md §5): occupancy weight =
     * overlap_days × number_of_occupants; rooms weight = overlap_days × room_weight (Σ the weights
     * of its room_count rooms); meter_readings weight = reading (null: none given, weight 0).
     */
    overlapDays: integer('overlap_days').notNull(),
    numberOfOccupants: integer('number_of_occupants').notNull(),
    weight: numeric('weight').notNull(),
    roomCount: integer('room_count').notNull().default(0),
    roomWeight: numeric('room_weight').notNull().default('0'),
    reading: numeric('reading'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('bill_split_bill_idx').on(t.billId),
    index('bill_split_contract_idx').on(t.contractId),
    check('bill_split_amount_chk', sql`${t.calculatedAmount} >= 0`),
    check(
      'bill_split_weight_chk',
      sql`${t.weight} >= 0 AND ${t.roomCount} >= 0 AND ${t.roomWeight} >= 0 AND (${t.reading} IS NULL OR ${t.reading} >= 0)`,
    ),
  ],
);

/**
 * Stored status is 'due', 'paid' or 'cancelled' (docs/domain.md §4, §7); 'overdue' and
 * 'pending_settlement' are derived, never stored.
 */
export const payable = pgTable(
  'payable',
  {
    id: id(),
    contractId: contractId(),
    type: text('type').notNull(),
    amount: cents('amount_cents').notNull(),
    status: text('status', { enum: ['due', 'paid', 'cancelled'] })
      .notNull()
      .default('due'),
    periodStartDate: date('period_start_date'),
    periodEndDate: date('period_end_date'),
    dueDate: date('due_date').notNull(),
    paidAt: instant('paid_at'),
    billSplitId: uuid('bill_split_id').references(() => billSplit.id),
    sourceSettlementId: uuid('source_settlement_id').references(() => settlement.id),
    /**
     * The key of the confirmation (contract or single payable) that marked it paid: a resubmission
     * with the same key answers that confirmation again (decision 048). NULL when paid otherwise.
     */
    confirmationKey: uuid('confirmation_key'),
    /**
     * What live (not reversed) payments cover of it, cents ≥ 0 (of |amount| for a settlement
     * credit, netted by payments): Σ of its live payment_allocation rows, kept in the payment's
     * transaction. 'paid' when it reaches the amount; a payable paid before the ledger keeps 0
     * (decision 073).
     */
    allocatedAmount: cents('allocated_cents').notNull().default(0),
    /**
     * What the contract's opening entry settles of it (docs/domain.md §17, decision 190): part of
     * allocated_cents, never a payment's; a reversal never gives it back.
     */
    openingAmount: cents('opening_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('payable_contract_idx').on(t.contractId),
    check('payable_allocated_chk', sql`${t.allocatedAmount} >= 0 AND ${t.allocatedAmount} <= abs(${t.amount})`),
    check('payable_opening_chk', sql`${t.openingAmount} >= 0 AND ${t.openingAmount} <= ${t.allocatedAmount}`),
    // The payments overview's Σ outstanding (services/contracts/outstanding-payable-condition.ts):
    // most payables are paid, so the due ones of many contracts are read through this.
    index('payable_due_idx').on(t.contractId).where(sql`${t.status} = 'due'`),
    index('payable_bill_split_idx').on(t.billSplitId),
    uniqueIndex('payable_scheduled_uniq')
      .on(t.contractId, t.type, t.periodStartDate)
      .where(sql`${t.type} IN ('rent','fixed_fee','settlement_base_fee') AND ${t.status} <> 'cancelled'`),
  ],
);

/**
 * Items waiting for the next conguaglio (docs/domain.md §6): debits (settlement splits, manual debits)
 * and credits (paid monthly advances, manual credits). settlement_id is set when settled.
 */
export const settlementItem = pgTable(
  'settlement_item',
  {
    id: id(),
    contractId: contractId(),
    kind: text('kind', { enum: ['debit', 'credit'] }).notNull(),
    sourceType: text('source_type', {
      enum: ['bill_split', 'settlement_base_fee', 'manual_adjustment'],
    }).notNull(),
    amount: cents('amount_cents').notNull(),
    notes: text('notes'),
    billSplitId: uuid('bill_split_id').references(() => billSplit.id),
    payableId: uuid('payable_id')
      .references(() => payable.id)
      .unique(),
    settlementId: uuid('settlement_id').references(() => settlement.id),
    /** Manual adjustments: created once per dialog, a resubmission never records a second one. */
    idempotencyKey: uuid('idempotency_key'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('settlement_item_contract_idx').on(t.contractId),
    // A settlement's items (settlement detail).
    index('settlement_item_settlement_idx').on(t.settlementId),
    uniqueIndex('settlement_item_idempotency_uniq').on(t.contractId, t.idempotencyKey),
    index('settlement_item_bill_split_idx').on(t.billSplitId),
    check('settlement_item_amount_chk', sql`${t.amount} > 0`),
  ],
);

// ---------------------------------------------------------------------------
// Payments received and receipts (docs/domain.md §12)
// ---------------------------------------------------------------------------
/**
 * A payment the landlord received: never edited or deleted; a reversal ('storno') sets
 * reversed_at and its reason and gives back what it covered. Each carries its receipt number,
 * per landlord per calendar year of received_on, gapless (receipt_counter, same transaction).
 */
export const payment = pgTable(
  'payment',
  {
    id: id(),
    landlordId: userId('landlord_id'),
    contractId: contractId(),
    amount: cents('amount_cents').notNull(),
    receivedOn: date('received_on').notNull(),
    method: text('method', { enum: ['bonifico', 'contanti', 'assegno', 'carta', 'altro'] }).notNull(),
    note: text('note'),
    /** Null until the landlord asks for it: a payment of the history (docs/domain.md §17, decision 192). */
    receiptYear: integer('receipt_year'),
    receiptNumber: integer('receipt_number'),
    reversedAt: instant('reversed_at'),
    reversalReason: text('reversal_reason'),
    /** The 'Storna' dialog's key: the same key again answers this reversal (decision 162). */
    reversalKey: uuid('reversal_key'),
    /** The dialog's key: a resubmission answers this payment (decision 048's pattern). */
    idempotencyKey: uuid('idempotency_key'),
    /**
     * When the receipt email's job ran out of tries (decision 185): the landlord sees 'Ricevuta non
     * inviata' and 'Invia di nuovo'; cleared when a resend is queued.
     */
    receiptEmailFailedAt: instant('receipt_email_failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_contract_idx').on(t.contractId, t.receivedOn),
    uniqueIndex('payment_receipt_uniq').on(t.landlordId, t.receiptYear, t.receiptNumber),
    uniqueIndex('payment_idempotency_uniq').on(t.contractId, t.idempotencyKey),
    check('payment_amount_chk', sql`${t.amount} > 0`),
    check('payment_method_chk', sql`${t.method} IN ('bonifico','contanti','assegno','carta','altro')`),
    check('payment_receipt_chk', sql`${t.receiptNumber} > 0`),
    check('payment_receipt_pair_chk', sql`(${t.receiptYear} IS NULL) = (${t.receiptNumber} IS NULL)`),
    check('payment_reversal_chk', sql`(${t.reversedAt} IS NULL) = (${t.reversalReason} IS NULL)`),
  ],
);

/**
 * What a payment covered: positive on a payable, negative on a settlement credit netted against
 * the payables (docs/domain.md §12, decision 072); a payment's allocations sum to its amount.
 */
export const paymentAllocation = pgTable(
  'payment_allocation',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payment.id),
    payableId: uuid('payable_id')
      .notNull()
      .references(() => payable.id),
    amount: cents('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('payment_allocation_uniq').on(t.paymentId, t.payableId),
    index('payment_allocation_payable_idx').on(t.payableId),
    check('payment_allocation_amount_chk', sql`${t.amount} <> 0`),
  ],
);

/**
 * A contract's opening entry (docs/domain.md §17, decision 190): where a contract begun before it
 * was entered stood, 'in regola fino a' a month or a 'saldo iniziale' at a date. Not a payment: what
 * it settles is payable.opening_cents; a balance in credit is its credit payable (opening_credit).
 * One per contract.
 */
export const openingEntry = pgTable(
  'opening_entry',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references((): AnyPgColumn => contract.id)
      .unique(),
    kind: text('kind', { enum: ['paid_through', 'balance'] }).notNull(),
    /** The entry's date: the day it was stated ('in regola'), or the balance's date. */
    entryDate: date('entry_date').notNull(),
    /** 'In regola fino a': the month's first day. */
    paidThroughMonth: date('paid_through_month'),
    /** 'Saldo iniziale': the balance stated, > 0 owed, < 0 in credit. */
    balance: cents('balance_cents'),
    /** What it settled (Σ of its payables' opening_cents when it was stated). */
    settledAmount: cents('settled_cents').notNull(),
    /** The month from which the next conguaglio counts (its first day). */
    conguaglioFrom: date('conguaglio_from').notNull(),
    creditPayableId: uuid('credit_payable_id').references(() => payable.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('opening_entry_kind_chk', sql`${t.kind} IN ('paid_through', 'balance')`),
    check(
      'opening_entry_shape_chk',
      sql`(${t.kind} = 'paid_through' AND ${t.paidThroughMonth} IS NOT NULL AND ${t.balance} IS NULL) OR (${t.kind} = 'balance' AND ${t.balance} IS NOT NULL AND ${t.paidThroughMonth} IS NULL)`,
    ),
    check('opening_entry_settled_chk', sql`${t.settledAmount} >= 0`),
  ],
);

/**
 * A payment the tenant says they made ('Ho pagato', docs/domain.md §12): it changes nothing until the
 * landlord confirms it (then payment_id is the payment it became) or rejects it with a reason
 * the tenant sees. The optional proof is an uploaded document (image or PDF).
 */
export const paymentSignal = pgTable(
  'payment_signal',
  {
    id: id(),
    contractId: contractId(),
    tenantId: userId('tenant_id'),
    amount: cents('amount_cents').notNull(),
    paidOn: date('paid_on').notNull(),
    method: text('method', { enum: ['bonifico', 'contanti', 'assegno', 'carta', 'altro'] }).notNull(),
    proofDocumentId: uuid('proof_document_id').references(() => document.id),
    status: text('status', { enum: ['pending', 'confirmed', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    paymentId: uuid('payment_id').references(() => payment.id),
    decidedAt: instant('decided_at'),
    /** The 'Ho pagato' dialog's key: the same key again answers this signal (decision 161). */
    idempotencyKey: uuid('idempotency_key'),
    /** The key of the landlord's decision: the same key again answers the decided signal (decision 162). */
    decisionKey: uuid('decision_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_signal_contract_idx').on(t.contractId, t.status),
    uniqueIndex('payment_signal_idempotency_uniq').on(t.contractId, t.idempotencyKey),
    index('payment_signal_tenant_idx').on(t.tenantId),
    check('payment_signal_amount_chk', sql`${t.amount} > 0`),
    check('payment_signal_method_chk', sql`${t.method} IN ('bonifico','contanti','assegno','carta','altro')`),
    check('payment_signal_status_chk', sql`${t.status} IN ('pending','confirmed','rejected')`),
    check(
      'payment_signal_decision_chk',
      sql`(${t.status} = 'pending' AND ${t.paymentId} IS NULL AND ${t.rejectionReason} IS NULL) OR (${t.status} = 'confirmed' AND ${t.paymentId} IS NOT NULL) OR (${t.status} = 'rejected' AND ${t.rejectionReason} IS NOT NULL)`,
    ),
  ],
);

/** The last receipt number given per landlord per year: taken with INSERT … ON CONFLICT DO UPDATE … RETURNING. */
export const receiptCounter = pgTable(
  'receipt_counter',
  {
    landlordId: userId('landlord_id'),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.landlordId, t.year] }), check('receipt_counter_chk', sql`${t.lastNumber} > 0`)],
);

/**
 * One payment reminder claimed by the daily job (docs/domain.md §13, decision 087): the unique
 * (payable, kind, sent_on) is the claim, inserted ON CONFLICT DO NOTHING before the email goes,
 * so two server instances never send the same reminder. email_ref groups the rows of one email
 * (one per tenant per day).
 */
export const reminderSent = pgTable(
  'reminder_sent',
  {
    id: id(),
    /** Cascade: a deleted bill's payables take their reminders with them (the email stays in the outbox). */
    payableId: uuid('payable_id')
      .notNull()
      .references(() => payable.id, { onDelete: 'cascade' }),
    contractId: contractId(),
    kind: text('kind', { enum: ['before_due', 'overdue', 'overdue_repeat'] }).notNull(),
    sentOn: date('sent_on').notNull(),
    tenantUserId: userId('tenant_user_id'),
    /** Cents still to pay when it was sent. */
    remainingAmount: cents('remaining_cents').notNull(),
    emailRef: uuid('email_ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_sent_uniq').on(t.payableId, t.kind, t.sentOn),
    index('reminder_sent_contract_idx').on(t.contractId, t.sentOn),
  ],
);

/** The landlord's weekly digest of overdue items (docs/domain.md §13): one row per landlord per week. */
export const reminderDigestSent = pgTable(
  'reminder_digest_sent',
  {
    landlordId: userId('landlord_id'),
    sentOn: date('sent_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.landlordId, t.sentOn] })],
);

// ---------------------------------------------------------------------------
// Local email outbox (used when SMTP is not configured)
// ---------------------------------------------------------------------------
/**
 * A rent update applied at an anniversary (aggiornamento ISTAT, docs/domain.md §15): the history of the
 * contract's rent. One per contract and anniversary: a second apply of the same anniversary is
 * refused by the unique index, also under parallel requests.
 */
export const rentUpdate = pgTable(
  'rent_update',
  {
    id: id(),
    contractId: contractId(),
    anniversaryDate: date('anniversary_date').notNull(),
    /** The FOI change typed or picked, in basis points (1,8 % → 180). */
    changeBps: integer('change_bps').notNull(),
    /** The contract's share when applied: 75 or 100 (%). */
    sharePercent: integer('share_percent').notNull(),
    previousRent: cents('previous_rent_cents').notNull(),
    newRent: cents('new_rent_cents').notNull(),
    /** First day of the month the new rent applies from. */
    effectiveFrom: date('effective_from').notNull(),
    /** The apply click's key: the same key again answers this update (decision 162). */
    idempotencyKey: uuid('idempotency_key'),
    createdBy: userId('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rent_update_anniversary_uniq').on(t.contractId, t.anniversaryDate),
    check('rent_update_change_chk', sql`${t.changeBps} BETWEEN -2000 AND 2000`),
    check('rent_update_share_chk', sql`${t.sharePercent} IN (75, 100)`),
  ],
);

/**
 * The kept deadlines of 'Scadenze' (decision 123): core's leaseDeadlines of each live contract,
 * written only by services/lease/refresh-lease-deadlines.ts, read a page at a time in SQL. No
 * foreign keys: a derived table rewritten by its refresh (a contract is never hard-deleted; the
 * contract trigger deletes its rows if one ever is). `contract_end` repeats the contract's end
 * date: an ended contract's rows are not listed.
 */
export const leaseDeadline = pgTable(
  'lease_deadline',
  {
    contractId: uuid('contract_id').notNull(),
    landlordId: text('landlord_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    kind: text('kind').notNull(),
    date: date('date').notNull(),
    /** For registration_tax: the tax in cents; otherwise null. */
    amount: cents('amount_cents'),
    reference: date('reference'),
    contractEnd: date('contract_end'),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.kind, t.date] }),
    index('lease_deadline_landlord_date_idx').on(t.landlordId, t.date),
    check(
      'lease_deadline_kind_chk',
      sql`${t.kind} IN ('registration', 'registration_tax', 'notice', 'expiry', 'istat', 'deposit_interest')`,
    ),
  ],
);

/**
 * Contracts whose kept deadlines are out of date (decision 123): marked by database triggers on
 * `contract` and `rent_update` (migration 0019), consumed by the next refresh of their landlord.
 */
export const leaseDeadlineStale = pgTable(
  'lease_deadline_stale',
  {
    contractId: uuid('contract_id')
      .primaryKey()
      .references(() => contract.id, { onDelete: 'cascade' }),
    landlordId: text('landlord_id').notNull(),
    markedAt: instant('marked_at').notNull().defaultNow(),
  },
  (t) => [index('lease_deadline_stale_landlord_idx').on(t.landlordId)],
);

/**
 * How far a landlord's kept deadlines reach (decision 123): every live contract's deadlines are
 * stored up to `until`; `checked_on` is the last day the past rows were dropped. No row: none kept
 * yet (the first read computes them all).
 */
export const leaseDeadlineCoverage = pgTable('lease_deadline_coverage', {
  landlordId: text('landlord_id')
    .primaryKey()
    .references(() => user.id),
  until: date('until').notNull(),
  checkedOn: date('checked_on').notNull(),
});

/**
 * The landlord's private calendar link of the deadlines (iCalendar feed, decision 105): only the
 * sha256 of the token is stored; regenerating replaces it, revoking deletes the row.
 */
export const calendarFeed = pgTable('calendar_feed', {
  landlordId: text('landlord_id')
    .primaryKey()
    .references(() => user.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

export const outboxMessage = pgTable('outbox_message', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  links: jsonb('links').$type<string[]>().notNull(),
  /** The Message-ID a job's email carries (decision 185): the same email again is kept once. */
  messageId: text('message_id').unique('outbox_message_message_id_uniq'),
  createdAt: createdAt(),
});

/**
 * The emails a job has handed to the mail server, by their Message-ID (decision 185): a job run
 * again (its worker died after the send, before the job was marked done) finds its row and sends
 * nothing. Written right after the mail server accepted the message.
 */
export const sentEmail = pgTable('sent_email', {
  messageId: text('message_id').primaryKey(),
  jobId: text('job_id').notNull(),
  sentAt: instant('sent_at').notNull().defaultNow(),
});

/**
 * The relations better-auth's adapter joins on (`advanced.database.joins`, lib/auth.ts): a
 * session with its user, and a user with its accounts, are each read in one statement
 * (decision 066). No column or constraint: migrations do not change.
 */
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));
export const userRelations = relations(user, ({ many }) => ({
  accounts: many(account),
  sessions: many(session),
}));

// ---------------------------------------------------------------------------
// Deposit (deposito cauzionale, docs/domain.md §14)
// ---------------------------------------------------------------------------
/**
 * A landlord's own 'tasso di interesse legale' for a year, in hundredths of a percent: it wins
 * over the shipped table (packages/core/src/legal-interest-rates.ts) in that landlord's sums.
 */
export const legalInterestOverride = pgTable(
  'legal_interest_override',
  {
    landlordId: userId('landlord_id'),
    year: integer('year').notNull(),
    rateHundredths: integer('rate_hundredths').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.landlordId, t.year] }),
    check('legal_interest_override_rate_chk', sql`${t.rateHundredths} BETWEEN 0 AND 2000`),
    check('legal_interest_override_year_chk', sql`${t.year} BETWEEN 1900 AND 2200`),
  ],
);

/**
 * A year's deposit interest credited to the tenant by the daily job (docs/domain.md §14): the primary key
 * (contract, year) is the claim, inserted ON CONFLICT DO NOTHING, so two server instances credit a
 * year once. settlement_item_id is the credit itself (null when the year's interest is 0,00 €).
 */
export const depositInterestCredit = pgTable(
  'deposit_interest_credit',
  {
    contractId: contractId(),
    year: integer('year').notNull(),
    amount: cents('amount_cents').notNull(),
    rateHundredths: integer('rate_hundredths').notNull(),
    daysHeld: integer('days_held').notNull(),
    settlementItemId: uuid('settlement_item_id').references(() => settlementItem.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.year] }),
    check('deposit_interest_credit_amount_chk', sql`${t.amount} >= 0`),
  ],
);

/**
 * The deposit closed at the end of the contract (docs/domain.md §14), once per contract: deposit +
 * interest not yet credited − deductions = balance (> 0 returned, < 0 owed by the tenant).
 */
export const depositClosing = pgTable(
  'deposit_closing',
  {
    id: id(),
    contractId: contractId().unique(),
    closedOn: date('closed_on').notNull(),
    depositAmount: cents('deposit_cents').notNull(),
    interestAmount: cents('interest_cents').notNull(),
    deductionsAmount: cents('deductions_cents').notNull(),
    balanceAmount: cents('balance_cents').notNull(),
    tenantOwesRest: boolean('tenant_owes_rest').notNull().default(false),
    /** The 'Chiudi deposito' dialog's key: the same key again answers this closing (decision 162). */
    idempotencyKey: uuid('idempotency_key'),
    createdBy: userId('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'deposit_closing_balance_chk',
      sql`${t.balanceAmount} = ${t.depositAmount} + ${t.interestAmount} - ${t.deductionsAmount} AND ${t.deductionsAmount} >= 0 AND ${t.interestAmount} >= 0 AND (${t.balanceAmount} >= 0 OR ${t.tenantOwesRest})`,
    ),
  ],
);

/** One deduction of a deposit closing: reason, amount and an optional document. */
export const depositDeduction = pgTable(
  'deposit_deduction',
  {
    id: id(),
    closingId: uuid('closing_id')
      .notNull()
      .references(() => depositClosing.id),
    position: integer('position').notNull(),
    reason: text('reason').notNull(),
    amount: cents('amount_cents').notNull(),
    documentId: uuid('document_id').references(() => document.id),
  },
  (t) => [
    uniqueIndex('deposit_deduction_position_uniq').on(t.closingId, t.position),
    check('deposit_deduction_amount_chk', sql`${t.amount} > 0`),
  ],
);

// ---------------------------------------------------------------------------
// Bank accounts (docs/domain.md §18, decision 202)
// ---------------------------------------------------------------------------
/**
 * A landlord's account for receiving rent: the IBAN stored normalized (no blanks, upper case), the
 * holder (the beneficiary of the tenants' transfers). At most one default per landlord among live
 * accounts, and one live account per IBAN per landlord, both enforced by the database. Soft-deleted
 * (bank lines will hang off it).
 */
export const bankAccount = pgTable(
  'bank_account',
  {
    id: id(),
    landlordId: userId('landlord_id'),
    name: text('name').notNull(),
    holderName: text('holder_name').notNull(),
    iban: text('iban').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('bank_account_landlord_idx').on(t.landlordId),
    uniqueIndex('bank_account_default_uniq').on(t.landlordId).where(sql`${t.isDefault} AND ${t.deletedAt} IS NULL`),
    uniqueIndex('bank_account_iban_uniq').on(t.landlordId, t.iban).where(sql`${t.deletedAt} IS NULL`),
    check('bank_account_iban_chk', sql`${t.iban} ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'`),
  ],
);

/**
 * The account a property's rent goes to, when not the default: one row per property at most. An
 * account's deletion removes its rows, so those properties fall back to the default (decision 202).
 */
export const propertyBankAccount = pgTable(
  'property_bank_account',
  {
    propertyId: uuid('property_id')
      .primaryKey()
      .references(() => property.id),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccount.id),
  },
  (t) => [index('property_bank_account_account_idx').on(t.bankAccountId)],
);
// Portfolio import (issue 50, decisions 196–199)
// ---------------------------------------------------------------------------
/**
 * A spreadsheet a landlord uploaded to import their portfolio: its cells as text (the decoded
 * file, header included; `header_row` 0-based), what the decoding found wrong in a cell, the
 * columns' mapping once chosen, and the run's progress. Nothing of the portfolio is written until
 * the landlord confirms; then `runPortfolioImport` reads this row, and the counts show the
 * progress to a page that is reloaded (decision 196). The latest mapping of a landlord is the one
 * guessed first for their next file.
 */
export const portfolioImport = pgTable(
  'portfolio_import',
  {
    id: id(),
    landlordId: userId('landlord_id', { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** uploaded → (mapping chosen) ready → running → done | failed. */
    status: text('status').notNull().default('uploaded'),
    headerRow: integer('header_row').notNull(),
    cells: jsonb('cells').$type<string[][]>().notNull(),
    cellIssues: jsonb('cell_issues').$type<{ row: number; column: number; message: string }[]>().notNull(),
    mapping: jsonb('mapping').$type<Record<string, number>>(),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsCreated: integer('rows_created').notNull().default(0),
    rowsExisting: integer('rows_existing').notNull().default(0),
    rowsWithErrors: integer('rows_with_errors').notNull().default(0),
    /** Why a run failed (an Italian message the page shows). */
    errorMessage: text('error_message'),
    /** The contracts the run created: the 'Invita gli inquilini' step invites their tenants. */
    createdContractIds: jsonb('created_contract_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('portfolio_import_landlord_idx').on(t.landlordId, t.createdAt),
    check('portfolio_import_status_chk', sql`${t.status} IN ('uploaded', 'ready', 'running', 'done', 'failed')`),
  ],
);
