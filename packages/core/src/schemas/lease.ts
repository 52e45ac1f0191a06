/**
 * The lease's fields of a contract (docs/domain.md §14, §15), in the API (cents) and in the form (typed
 * strings): contract type, cedolare secca, ISTAT share, registration, deposit. Every field may be
 * left out: an old client's contract reads as 'altro', no cedolare, no update, no deposit.
 */
import { z } from 'zod';
import { addDays, compareIso, isCalendarDate, isIsoDate, MIN_DATE } from '../dates';
import { depositAboveThreeMonths } from '../deposit-input';
import { addMonths } from '../istat';
import {
  CONTRACT_TYPE_MONTHS,
  CONTRACT_TYPES,
  type ContractType,
  ISTAT_UPDATE_SHARES,
  type IstatUpdateShare,
} from '../lease';
import { isRegistrationCode, normalizeCode } from '../cadastre';
import { DEPOSIT_MESSAGES } from '../messages/deposit';
import { PROPERTY_TAX_MESSAGES } from '../messages/property-tax';
import { formatEuroInput } from '../money';
import {
  centsSchema,
  DATE_BEFORE_MIN_MESSAGE,
  euroInputSchema,
  euroInputToCents,
  INVALID_DATE_MESSAGE,
  optionalText,
} from './common';

/** An optional 'yyyy-MM-dd' date: blank, null or missing → null. */
export function optionalIsoDateSchema() {
  return z
    .string({ error: INVALID_DATE_MESSAGE })
    .nullish()
    .superRefine((value, ctx) => {
      if (!value) return;
      if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
      else if (value < MIN_DATE) ctx.addIssue({ code: 'custom', message: DATE_BEFORE_MIN_MESSAGE });
    })
    .transform((value) => (value ? value : null));
}

/**
 * The contract's 'codice identificativo' (17 letters and digits, decision 212): blanks removed,
 * upper case; blank, null or missing → null.
 */
function optionalRegistrationCode() {
  return z
    .string({ error: PROPERTY_TAX_MESSAGES.registrationCodeInvalid })
    .nullish()
    .transform((value) => (value ? normalizeCode(value) : ''))
    .refine((code) => code === '' || isRegistrationCode(code), { error: PROPERTY_TAX_MESSAGES.registrationCodeInvalid })
    .transform((code) => (code === '' ? null : code));
}

const istatShareSchema = z
  .number({ error: DEPOSIT_MESSAGES.istatShareInvalid })
  .refine((v): v is IstatUpdateShare => (ISTAT_UPDATE_SHARES as readonly number[]).includes(v), {
    error: DEPOSIT_MESSAGES.istatShareInvalid,
  });

/** The API's lease fields (deposit in cents), spread into contractDetails. */
export const leaseTermsShape = {
  contract_type: z.enum(CONTRACT_TYPES, { error: DEPOSIT_MESSAGES.contractTypeInvalid }).default('altro'),
  cedolare_secca: z.boolean({ error: 'Valore non valido' }).default(false),
  istat_update_share: istatShareSchema.default(0),
  registration_date: optionalIsoDateSchema().default(null),
  registration_code: optionalRegistrationCode().default(null),
  registration_office: optionalText(200).default(null),
  deposit_amount: centsSchema({ min: 1, minMessage: DEPOSIT_MESSAGES.depositAmountPositive }).nullish().default(null),
  deposit_received_on: optionalIsoDateSchema().default(null),
  deposit_held_as: optionalText(200).default(null),
  deposit_interest_due: z.boolean({ error: 'Valore non valido' }).default(true),
};

type LeaseChecked = {
  start_date: string;
  end_date: string;
  cedolare_secca: boolean;
  istat_update_share: number;
  registration_date: string | null;
  deposit_amount: number | null;
  deposit_received_on: string | null;
};

const dateOk = (v: unknown): v is string => isIsoDate(v);

/**
 * The lease's cross-field rules, each on its field: ISTAT share 0 under cedolare secca; the
 * registration within the contract (start … end, decision 099); the deposit's receipt not after
 * the end, before the start allowed (paid at signing, decision 170); a deposit needs its date
 * received and a date needs an amount.
 */
export function leaseIssues(data: LeaseChecked): { path: keyof LeaseChecked; message: string }[] {
  const issues: { path: keyof LeaseChecked; message: string }[] = [];
  if (data.cedolare_secca && data.istat_update_share !== 0)
    issues.push({ path: 'istat_update_share', message: DEPOSIT_MESSAGES.istatUnderCedolare });
  const within = (date: string | null, path: keyof LeaseChecked, before: string, after: string): void => {
    if (!dateOk(date)) return;
    if (dateOk(data.start_date) && compareIso(date, data.start_date) < 0) issues.push({ path, message: before });
    else if (dateOk(data.end_date) && compareIso(date, data.end_date) > 0) issues.push({ path, message: after });
  };
  within(
    data.registration_date,
    'registration_date',
    DEPOSIT_MESSAGES.registrationBeforeStart,
    DEPOSIT_MESSAGES.registrationAfterEnd,
  );
  if (data.deposit_amount !== null && !data.deposit_received_on)
    issues.push({ path: 'deposit_received_on', message: DEPOSIT_MESSAGES.depositDateRequired });
  if (data.deposit_amount === null && data.deposit_received_on)
    issues.push({ path: 'deposit_amount', message: DEPOSIT_MESSAGES.depositDateWithoutAmount });
  // Paid at signing, often before the start: any day up to the end (not in the future: the
  // server's clock, depositReceivedInFuture; decision 170).
  if (
    dateOk(data.deposit_received_on) &&
    dateOk(data.end_date) &&
    compareIso(data.deposit_received_on, data.end_date) > 0
  )
    issues.push({ path: 'deposit_received_on', message: DEPOSIT_MESSAGES.depositAfterEnd });
  return issues;
}

/** Adds leaseIssues to an object schema holding the contract's dates and the lease fields. */
export function withLeaseChecks<S extends z.ZodType<LeaseChecked>>(schema: S): S {
  return schema.superRefine((data, ctx) => {
    for (const issue of leaseIssues(data)) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  }) as unknown as S;
}

// Form side: strings as typed

const positiveDeposit = euroInputSchema({ minCents: 1, minMessage: DEPOSIT_MESSAGES.depositAmountPositive });

export const leaseTermsFormShape = {
  contract_type: z.enum(CONTRACT_TYPES, { error: DEPOSIT_MESSAGES.contractTypeInvalid }).default('altro'),
  cedolare_secca: z.boolean().default(false),
  istat_update_share: z.enum(['0', '75', '100'], { error: DEPOSIT_MESSAGES.istatShareInvalid }).default('0'),
  registration_date: z.string().default(''),
  registration_code: z
    .string()
    .refine((v) => v.trim() === '' || isRegistrationCode(normalizeCode(v)), {
      error: PROPERTY_TAX_MESSAGES.registrationCodeInvalid,
    })
    .default(''),
  registration_office: z.string().max(200, { error: 'Massimo 200 caratteri' }).default(''),
  deposit_amount: z
    .union([z.string(), z.number()])
    .superRefine((raw, ctx) => {
      if (String(raw).trim() === '') return;
      const result = positiveDeposit.safeParse(raw);
      if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? '' });
    })
    .default(''),
  deposit_received_on: z.string().default(''),
  deposit_held_as: z.string().max(200, { error: 'Massimo 200 caratteri' }).default(''),
  deposit_interest_due: z.boolean().default(true),
};

export type LeaseTermsFormValues = {
  contract_type: ContractType;
  cedolare_secca: boolean;
  istat_update_share: '0' | '75' | '100';
  registration_date: string;
  registration_code: string;
  registration_office: string;
  deposit_amount: string | number;
  deposit_received_on: string;
  deposit_held_as: string;
  deposit_interest_due: boolean;
};

export type LeaseTerms = {
  contract_type: ContractType;
  cedolare_secca: boolean;
  istat_update_share: IstatUpdateShare;
  registration_date: string | null;
  registration_code: string | null;
  registration_office: string | null;
  deposit_amount: number | null;
  deposit_received_on: string | null;
  deposit_held_as: string | null;
  deposit_interest_due: boolean;
};

export const EMPTY_LEASE_FORM_VALUES: LeaseTermsFormValues = {
  contract_type: 'altro',
  cedolare_secca: false,
  istat_update_share: '0',
  registration_date: '',
  registration_code: '',
  registration_office: '',
  deposit_amount: '',
  deposit_received_on: '',
  deposit_held_as: '',
  deposit_interest_due: true,
};

/** A typed deposit ('' → none, '0' → invalid, the form shows the API's message). */
function depositCents(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  return text === '' ? null : euroInputToCents(text);
}

/** leaseIssues over the form's typed values (deposit typed: its cents when valid). */
export function leaseFormIssues(values: LeaseTermsFormValues & { start_date: string; end_date: string }) {
  return leaseIssues({
    start_date: values.start_date,
    end_date: values.end_date,
    cedolare_secca: values.cedolare_secca,
    istat_update_share: Number(values.istat_update_share),
    registration_date: values.registration_date || null,
    deposit_amount: String(values.deposit_amount).trim() === '' ? null : (parseTyped(values.deposit_amount) ?? 1),
    deposit_received_on: values.deposit_received_on || null,
  });
}

/** Form values → the API's lease fields. */
export function leaseFormToPayload(values: Partial<LeaseTermsFormValues>): LeaseTerms {
  return {
    contract_type: values.contract_type ?? 'altro',
    cedolare_secca: values.cedolare_secca ?? false,
    istat_update_share: Number(values.istat_update_share ?? 0) as IstatUpdateShare,
    registration_date: values.registration_date || null,
    registration_code: values.registration_code?.trim() ? normalizeCode(values.registration_code) : null,
    registration_office: values.registration_office?.trim() || null,
    deposit_amount: depositCents(values.deposit_amount ?? ''),
    deposit_received_on: values.deposit_received_on || null,
    deposit_held_as: values.deposit_held_as?.trim() || null,
    deposit_interest_due: values.deposit_interest_due ?? true,
  };
}

/** Stored lease fields → form values. */
export function leaseToFormValues(terms: LeaseTerms): LeaseTermsFormValues {
  return {
    contract_type: terms.contract_type,
    cedolare_secca: terms.cedolare_secca,
    istat_update_share: String(terms.istat_update_share) as '0' | '75' | '100',
    registration_date: terms.registration_date ?? '',
    registration_code: terms.registration_code ?? '',
    registration_office: terms.registration_office ?? '',
    deposit_amount: terms.deposit_amount === null ? '' : formatEuroInput(terms.deposit_amount),
    deposit_received_on: terms.deposit_received_on ?? '',
    deposit_held_as: terms.deposit_held_as ?? '',
    deposit_interest_due: terms.deposit_interest_due,
  };
}

/** The form's warning (not an error) above three months' rent, or null. */
export function depositWarning(depositTyped: string | number, rentTyped: string | number): string | null {
  const deposit = parseTyped(depositTyped);
  const rent = parseTyped(rentTyped);
  if (deposit === null || rent === null) return null;
  return depositAboveThreeMonths(deposit, rent) ? DEPOSIT_MESSAGES.depositAboveThreeMonths : null;
}

function parseTyped(value: string | number): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  try {
    return euroInputToCents(value);
  } catch {
    return null;
  }
}

/**
 * Whether a contract of `type` from `start` to `end` (both included) is shorter or longer than
 * its type allows (CONTRACT_TYPE_MONTHS): at least `min` months means the end is on or after the
 * day before start + min months; at most `max` months, before start + max months. False for a
 * type with no limits or dates that are not valid yet.
 */
export function contractLengthOutsideType(type: string, start: unknown, end: unknown): boolean {
  const limits = CONTRACT_TYPE_MONTHS[type as ContractType];
  if (!limits || !isIsoDate(start) || !isIsoDate(end) || compareIso(end, start) <= 0) return false;
  return (
    compareIso(end, addDays(addMonths(start, limits.min), -1)) < 0 || compareIso(end, addMonths(start, limits.max)) >= 0
  );
}

const LENGTH_WARNINGS: Partial<Record<ContractType, string>> = {
  transitorio: DEPOSIT_MESSAGES.transitorioDuration,
  studenti: DEPOSIT_MESSAGES.studentiDuration,
};

/** A warning the forms show and the API answers, on a lease field; the contract is saved all the same. */
export type LeaseWarning = { field: 'contract_type' | 'deposit_amount'; message: string };

/**
 * The lease's warnings (decision 171): a length outside the contract type's (docs/domain.md §15), a
 * deposit above three months' rent (docs/domain.md §14). Amounts in cents (the API's payload).
 */
export function leaseWarnings(details: {
  contract_type: string;
  start_date: string;
  end_date: string;
  rent_amount: number;
  deposit_amount: number | null;
}): LeaseWarning[] {
  const warnings: LeaseWarning[] = [];
  if (contractLengthOutsideType(details.contract_type, details.start_date, details.end_date)) {
    warnings.push({ field: 'contract_type', message: LENGTH_WARNINGS[details.contract_type as ContractType]! });
  }
  if (depositAboveThreeMonths(details.deposit_amount, details.rent_amount)) {
    warnings.push({ field: 'deposit_amount', message: DEPOSIT_MESSAGES.depositAboveThreeMonths });
  }
  return warnings;
}

/** The form's warning (not an error) for a length outside the contract type's, or null. */
export function contractLengthWarning(type: string, start: unknown, end: unknown): string | null {
  return contractLengthOutsideType(type, start, end) ? (LENGTH_WARNINGS[type as ContractType] ?? null) : null;
}

/** The deposit's date received is after `today` (Rome): refused, on its field (decision 170). */
export function depositReceivedInFuture(receivedOn: string | null, today: string): boolean {
  return receivedOn !== null && isIsoDate(receivedOn) && compareIso(receivedOn, today) > 0;
}

/**
 * The `warnings` of the create and edit contract answers (decision 171): leaseWarnings with each
 * field as the request's path ('contractDetails.contract_type'), [] when there is none.
 */
export function contractRequestWarnings(details: Parameters<typeof leaseWarnings>[0]): ContractRequestWarning[] {
  return leaseWarnings(details).map((w) => ({ field: `contractDetails.${w.field}`, message: w.message }));
}
export type ContractRequestWarning = { field: `contractDetails.${LeaseWarning['field']}`; message: string };
