/** The account messages (docs/product.md §8 wording). */
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
  /** The sign-in button while busy (docs/product.md §2, its English wording). */
  signingIn: 'Signing In...',
  /** Landlord registration (docs/product.md §8, its English wording). */
  registrationSuccess: 'Registration successful! Please check your email to verify your account.',
  registrationUnexpected: 'An unexpected error occurred.',
} as const;

/** The landlord's receipt details (docs/domain.md §12): fiscal code and address, both optional. */
export const LANDLORD_PROFILE_MESSAGES = {
  fiscalCodeInvalid:
    'Codice fiscale o partita IVA non valido: inserisci i 16 caratteri del codice fiscale o le 11 cifre della partita IVA.',
  addressTooLong: "L'indirizzo può avere al massimo 200 caratteri.",
  saved: 'Dati per le ricevute salvati',
  saveFailed: 'Impossibile salvare i dati per le ricevute',
  loadFailed: 'Impossibile caricare i dati per le ricevute',
} as const;
