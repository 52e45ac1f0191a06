/**
 * Account schemas (docs/product.md §5). `*Schema` is the API payload; `*FormSchema` adds the confirmation
 * field the form has and the API does not.
 */
import { z } from 'zod';
import { MIN_NAME_LENGTH, MIN_PASSWORD_CHANGE_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { ACCOUNT_MESSAGES } from '../messages/account';
import { ERROR_MESSAGES } from '../messages/common';
import { emailSchema, personName } from './common';

/** better-auth's default maximum password length. */
const MAX_PASSWORD_LENGTH = 128;
const PASSWORD_TOO_LONG_MESSAGE = `La password può avere al massimo ${MAX_PASSWORD_LENGTH} caratteri`;

const EMAIL_REQUIRED = ACCOUNT_MESSAGES.emailRequired;
const EMAIL_INVALID = ACCOUNT_MESSAGES.emailInvalid;
const PASSWORD_REQUIRED = 'La password è obbligatoria';
const PASSWORD_MIN_8 = ACCOUNT_MESSAGES.passwordMin8;
const CONFIRM_REQUIRED = 'La conferma password è obbligatoria';
const PASSWORDS_DIFFER = 'Le password non corrispondono';
/** A password in the common-password dictionaries (checked by the server: decision 041). */
export const COMMON_PASSWORD_MESSAGE = "Questa password è troppo comune: scegline un'altra.";
const FIRST_NAME_REQUIRED = ACCOUNT_MESSAGES.firstNameRequired;
const LAST_NAME_REQUIRED = ACCOUNT_MESSAGES.lastNameRequired;

/** `requiredMessage` when empty, `minMessage` when shorter than `minLength` (one message at a time). */
function emptyOr(requiredMessage: string, minMessage: string) {
  return (issue: { input?: unknown }) => (issue.input === '' ? requiredMessage : minMessage);
}

function nameWithMinLength(requiredMessage: string, minMessage: string) {
  return personName(requiredMessage, { minLength: MIN_NAME_LENGTH, minMessage });
}

function password(
  minLength: number,
  requiredMessage: string,
  minMessage: string,
  tooLongMessage = PASSWORD_TOO_LONG_MESSAGE,
) {
  return z
    .string({ error: requiredMessage })
    .min(minLength, { error: emptyOr(requiredMessage, minMessage) })
    .max(MAX_PASSWORD_LENGTH, { error: tooLongMessage });
}

/** Required confirmation field (`message` when missing or empty). */
function confirmation(message: string) {
  return z.string({ error: message }).min(1, { error: message });
}

/**
 * Adds "confirmPassword equals `passwordKey`", reported on confirmPassword, as soon as both are
 * strings (even when other fields are invalid). An empty confirmation counts as a mismatch only
 * with `reportEmpty`; otherwise its own 'required' message shows.
 */
function withMatchingConfirmation<K extends string, S extends z.ZodType<Record<K | 'confirmPassword', string>>>(
  schema: S,
  passwordKey: K,
  message: string,
  { reportEmpty }: { reportEmpty: boolean },
): S {
  return schema.refine((data) => data[passwordKey] === data.confirmPassword, {
    error: message,
    path: ['confirmPassword'],
    when: ({ value }) => {
      const record = value as Record<string, unknown> | null | undefined;
      const confirm = record?.confirmPassword;
      return (
        typeof record?.[passwordKey] === 'string' && typeof confirm === 'string' && (reportEmpty || confirm !== '')
      );
    },
  });
}

// Landlord registration (docs/product.md §5 Landlord registration)

export const registerLandlordSchema = z.object({
  firstName: nameWithMinLength(FIRST_NAME_REQUIRED, 'Il nome deve avere almeno 2 caratteri'),
  lastName: nameWithMinLength(LAST_NAME_REQUIRED, 'Il cognome deve avere almeno 2 caratteri'),
  email: emailSchema(EMAIL_REQUIRED, EMAIL_INVALID),
  password: password(MIN_PASSWORD_LENGTH, PASSWORD_REQUIRED, PASSWORD_MIN_8),
});
export type RegisterLandlordInput = z.infer<typeof registerLandlordSchema>;

export const registerLandlordFormSchema = withMatchingConfirmation(
  registerLandlordSchema.extend({ confirmPassword: confirmation(CONFIRM_REQUIRED) }),
  'password',
  PASSWORDS_DIFFER,
  { reportEmpty: false },
);
export type RegisterLandlordFormValues = z.input<typeof registerLandlordFormSchema>;

// Sign-in

export const loginSchema = z.object({
  email: emailSchema(EMAIL_REQUIRED, EMAIL_INVALID),
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, { error: PASSWORD_REQUIRED }),
});
export type LoginInput = z.infer<typeof loginSchema>;

// Complete account (invited tenant; docs/product.md §5 Complete account)

const COMPLETE_PASSWORD_MIN = 'La password deve essere di almeno 8 caratteri';

const completeAccountFields = {
  firstName: personName(FIRST_NAME_REQUIRED),
  lastName: personName(LAST_NAME_REQUIRED),
  password: password(MIN_PASSWORD_LENGTH, COMPLETE_PASSWORD_MIN, COMPLETE_PASSWORD_MIN),
};

/** API payload: the invitation token comes from the link the tenant received. */
/**
 * docs/product.md §8 complete-account messages, one per way the call can fail: the server names the step
 * that failed (its transaction is undone), the page names what it could not read or do.
 */
export const COMPLETE_ACCOUNT_MESSAGES = {
  /** The page could not read the invitation (the account it shows). */
  fetchProfile: 'Error fetching user profile',
  /** The invited account behind a valid link no longer exists. */
  profileNotFound: 'User profile not found',
  /** Writing the user_status (invited → active) failed. */
  updateStatus: 'Error updating account status',
  /** Writing the names failed. */
  updateProfile: "Errore nell'aggiornamento del profilo",
  /** Storing the password failed. */
  updatePassword: "Errore nell'aggiornamento della password",
  /** The account was completed but the session could not be opened. */
  activation: "Errore nell'attivazione dell'account",
  /** Any other server failure. */
  unexpected: ERROR_MESSAGES.unexpected,
  /** A failure that never reached the server (network, browser). */
  unexpectedClient: 'An unexpected error occurred',
} as const;

export const completeAccountSchema = z.object({
  token: z.string({ error: 'Link di invito non valido' }).min(1, { error: 'Link di invito non valido' }),
  ...completeAccountFields,
});
export type CompleteAccountInput = z.infer<typeof completeAccountSchema>;

/** Form values (the page adds the token from its URL when submitting). */
export const completeAccountFormSchema = withMatchingConfirmation(
  z.object({ ...completeAccountFields, confirmPassword: z.string() }),
  'password',
  'Le password non coincidono',
  { reportEmpty: true },
);
export type CompleteAccountFormValues = z.input<typeof completeAccountFormSchema>;

// Forgotten password

export const forgotPasswordSchema = z.object({ email: emailSchema(EMAIL_REQUIRED, EMAIL_INVALID) });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const resetPasswordField = password(MIN_PASSWORD_LENGTH, PASSWORD_REQUIRED, PASSWORD_MIN_8);

/** API payload of the reset: the token comes from the emailed link. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: 'Link non valido o scaduto' }).min(1, { error: 'Link non valido o scaduto' }),
  password: resetPasswordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = withMatchingConfirmation(
  z.object({ password: resetPasswordField, confirmPassword: confirmation(CONFIRM_REQUIRED) }),
  'password',
  PASSWORDS_DIFFER,
  { reportEmpty: false },
);
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

// Settings: profile and password (English messages, docs/product.md §5 Profile / Password)

const PROFILE_NAMES_REQUIRED = 'First name and last name are required';

export const profileSchema = z.object({
  firstName: personName(PROFILE_NAMES_REQUIRED),
  lastName: personName(PROFILE_NAMES_REQUIRED),
});
export type ProfileInput = z.infer<typeof profileSchema>;

const newPasswordField = password(
  MIN_PASSWORD_CHANGE_LENGTH,
  'New password is required',
  'Password must be at least 6 characters long',
  `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
);

/** API payload: the new password only (docs/product.md §7 "update the user's password (password only)"). */
export const passwordChangeSchema = z.object({ newPassword: newPasswordField });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const passwordChangeFormSchema = withMatchingConfirmation(
  z.object({ newPassword: newPasswordField, confirmPassword: z.string() }),
  'newPassword',
  'Passwords do not match',
  { reportEmpty: true },
);
export type PasswordChangeFormValues = z.input<typeof passwordChangeFormSchema>;
