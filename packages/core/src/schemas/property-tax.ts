/**
 * The tax data of a property (docs/domain.md §19, decisions 210, 211): its owners with their shares
 * and its cadastral data, in the API (shares in basis points, rendita in cents) and in the forms
 * (typed strings). The same rules both sides: the server answers what the form shows.
 */
import { z } from 'zod';
import {
  CADASTRAL_NUMBER_DIGITS,
  isCadastralCategory,
  isCadastralClass,
  isCadastralNumber,
  isComuneCadastralCode,
  normalizeCode,
} from '../cadastre';
import { formatDateIt } from '../dates';
import { isValidCodiceFiscale, normalizeFiscalCode } from '../fiscal-code';
import {
  PROPERTY_TAX_MESSAGES as M,
  sharesNotWholeMessage,
  taxYearWithoutRulesMessage,
} from '../messages/property-tax';
import { formatEuroInput } from '../money';
import {
  formatBpsPercent,
  MAX_OWNER_ROWS,
  type OwnerPeriod,
  ownerShareProblem,
  parsePercentBps,
  WHOLE_SHARE_BPS,
} from '../property-owners';
import { TAX_YEARS_SHIPPED, taxYearRules } from '../tax-year-rules';
import { centsSchema, euroInputSchema, euroInputToCents, requiredPlainText } from './common';
import { optionalIsoDateSchema } from './lease';

// ---------------------------------------------------------------------------
// Owners

const fiscalCodeSchema = z
  .string({ error: M.fiscalCodeRequired })
  .transform(normalizeFiscalCode)
  .superRefine((code, ctx) => {
    if (code === '') ctx.addIssue({ code: 'custom', message: M.fiscalCodeRequired });
    else if (!isValidCodiceFiscale(code)) ctx.addIssue({ code: 'custom', message: M.fiscalCodeInvalid });
  });

const ownerBaseShape = {
  name: requiredPlainText(M.ownerNameRequired, 200),
  fiscal_code: fiscalCodeSchema,
  from: optionalIsoDateSchema().default(null),
  to: optionalIsoDateSchema().default(null),
};

/**
 * The rows' cross-field rules, each on its path: an end before its start on the row's `to`; the
 * first stretch of days whose shares do not make 100 % (or one codice fiscale twice) on the list.
 */
export function ownerRowsIssues(rows: readonly OwnerPeriod[]): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  rows.forEach((r, i) => {
    if (r.from && r.to && r.to < r.from) issues.push({ path: [i, 'to'], message: M.ownerToBeforeFrom });
  });
  if (issues.length) return issues;
  const problem = ownerShareProblem(rows);
  if (problem) {
    const from = problem.from ? formatDateIt(problem.from) : null;
    const to = problem.to ? formatDateIt(problem.to) : null;
    issues.push({
      path: [],
      message:
        problem.kind === 'twice'
          ? M.ownerTwiceAtOnce
          : sharesNotWholeMessage(from, to, formatBpsPercent(problem.sumBps)),
    });
  }
  return issues;
}

export const ownerInputSchema = z.object({
  ...ownerBaseShape,
  share_bps: z
    .number({ error: M.shareInvalid })
    .int({ error: M.shareInvalid })
    .min(1, { error: M.shareInvalid })
    .max(WHOLE_SHARE_BPS, { error: M.shareInvalid }),
});
export type OwnerInput = z.infer<typeof ownerInputSchema>;

/** PUT /api/properties/:id/owners: the whole list, replacing the stored one; [] → the landlord alone. */
export const replaceOwnersSchema = z.object({
  owners: z
    .array(ownerInputSchema, { error: M.tooManyOwners })
    .max(MAX_OWNER_ROWS, { error: M.tooManyOwners })
    .superRefine((rows, ctx) => {
      for (const issue of ownerRowsIssues(rows)) ctx.addIssue({ code: 'custom', ...issue });
    }),
});
export type ReplaceOwnersInput = z.infer<typeof replaceOwnersSchema>;

/** The form's row: the share typed as a percentage ('33,33'). */
const ownerFormRowSchema = z.object({
  ...ownerBaseShape,
  share: z.string().refine((v) => parsePercentBps(v) !== null, { error: M.shareInvalid }),
});

export const ownersFormSchema = z.object({
  owners: z
    .array(ownerFormRowSchema)
    .max(MAX_OWNER_ROWS, { error: M.tooManyOwners })
    .superRefine((rows, ctx) => {
      const periods = rows.map((r) => ({ ...r, share_bps: parsePercentBps(r.share) ?? 0 }));
      for (const issue of ownerRowsIssues(periods)) ctx.addIssue({ code: 'custom', ...issue });
    }),
});

export type OwnersFormValues = z.input<typeof ownersFormSchema>;
export type OwnerFormRow = OwnersFormValues['owners'][number];
export type OwnersFormOutput = z.output<typeof ownersFormSchema>;

export const EMPTY_OWNER_ROW: OwnerFormRow = { name: '', fiscal_code: '', share: '', from: '', to: '' };

export function ownersFormToPayload(values: OwnersFormOutput): ReplaceOwnersInput {
  return {
    owners: values.owners.map(({ share, ...r }) => ({ ...r, share_bps: parsePercentBps(share) ?? 0 })),
  };
}

export function ownersToFormValues(owners: readonly OwnerInput[]): OwnersFormValues {
  return {
    owners: owners.map((o) => ({
      name: o.name,
      fiscal_code: o.fiscal_code,
      share: formatBpsPercent(o.share_bps),
      from: o.from ?? '',
      to: o.to ?? '',
    })),
  };
}

// ---------------------------------------------------------------------------
// Cadastral data

/** A cadastral number typed or sent as a JSON number; blank → '' (the required check refuses it). */
function cadastralNumberSchema(digits: number, message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .refine((v) => isCadastralNumber(v, digits), { error: message });
}

function optionalCadastral(check: (v: string) => boolean, message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : normalizeCode(String(v))))
    .refine((v) => v === '' || check(v), { error: message })
    .transform((v) => (v === '' ? null : v));
}

const cadastreBaseShape = {
  comune: requiredPlainText(M.comuneRequired, 100),
  comune_code: z
    .string({ error: M.comuneCodeInvalid })
    .transform(normalizeCode)
    .refine(isComuneCadastralCode, { error: M.comuneCodeInvalid }),
  foglio: cadastralNumberSchema(CADASTRAL_NUMBER_DIGITS.foglio, M.foglioInvalid),
  particella: cadastralNumberSchema(CADASTRAL_NUMBER_DIGITS.particella, M.particellaInvalid),
  subalterno: optionalCadastral((v) => isCadastralNumber(v, CADASTRAL_NUMBER_DIGITS.subalterno), M.subalternoInvalid),
  categoria: z
    .string({ error: M.categoriaInvalid })
    .transform((v) => normalizeCode(v))
    .refine(isCadastralCategory, { error: M.categoriaInvalid }),
  classe: optionalCadastral(isCadastralClass, M.classeInvalid),
};

/** PUT /api/properties/:id/cadastre: the property's cadastral data (rendita in cents). */
export const cadastreInputSchema = z.object({
  ...cadastreBaseShape,
  rendita: centsSchema({ requiredMessage: M.renditaRequired, min: 1, minMessage: M.renditaPositive }),
});
export type CadastreInput = z.infer<typeof cadastreInputSchema>;

/** The form: the rendita typed in euro ('1.234,56'). */
export const cadastreFormSchema = z.object({
  ...cadastreBaseShape,
  rendita: euroInputSchema({ requiredMessage: M.renditaRequired, minCents: 1, minMessage: M.renditaPositive }),
});
export type CadastreFormValues = z.input<typeof cadastreFormSchema>;
export type CadastreFormOutput = z.output<typeof cadastreFormSchema>;

export const EMPTY_CADASTRE_FORM: CadastreFormValues = {
  comune: '',
  comune_code: '',
  foglio: '',
  particella: '',
  subalterno: '',
  categoria: '',
  classe: '',
  rendita: '',
};

export function cadastreFormToPayload(values: CadastreFormOutput): CadastreInput {
  return { ...values, rendita: euroInputToCents(values.rendita) };
}

export function cadastreToFormValues(c: CadastreInput | null): CadastreFormValues {
  if (!c) return EMPTY_CADASTRE_FORM;
  return {
    comune: c.comune,
    comune_code: c.comune_code,
    foglio: c.foglio,
    particella: c.particella,
    subalterno: c.subalterno ?? '',
    categoria: c.categoria,
    classe: c.classe ?? '',
    rendita: formatEuroInput(c.rendita),
  };
}

// ---------------------------------------------------------------------------
// The year's rows

/** GET /api/properties/:id/tax-year?year=2025: a year whose rules are shipped (tax-year-rules.ts). */
export const taxYearQuerySchema = z.object({
  year: z
    .string({ error: M.taxYearInvalid })
    .regex(/^[0-9]{4}$/, { error: M.taxYearInvalid })
    .transform(Number)
    .superRefine((year, ctx) => {
      if (!taxYearRules(year))
        ctx.addIssue({ code: 'custom', message: taxYearWithoutRulesMessage(year, TAX_YEARS_SHIPPED) });
    }),
});
