/** The account messages (SPEC §8 wording). */
export const ACCOUNT_MESSAGES = {
  /** An invitation link that is unknown, used or expired. */
  invitationInvalid: 'Il link di invito non è valido o è scaduto.',
  /** The title of the screen an unusable invitation link opens. */
  invitationInvalidTitle: 'Invito non valido',
  emailRequired: "L'email è obbligatoria",
  emailInvalid: 'Formato email non valido',
  firstNameRequired: 'Il nome è obbligatorio',
  lastNameRequired: 'Il cognome è obbligatorio',
  passwordMin8: 'La password deve avere almeno 8 caratteri',
  /** The sign-in button while busy (SPEC §2, its English wording). */
  signingIn: 'Signing In...',
  /** Landlord registration (SPEC §8, its English wording). */
  registrationSuccess: 'Registration successful! Please check your email to verify your account.',
  registrationUnexpected: 'An unexpected error occurred.',
} as const;
