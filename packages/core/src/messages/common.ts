/** Messages shared by every part of the API and the web app (each domain has its own file here). */
/** Field messages several forms share. */
export const FIELD_MESSAGES = {
  amountMustBePositive: "L'importo deve essere maggiore di 0",
  /** Above MAX_AMOUNT_CENTS (core constants), wherever an amount is typed or sent (decision 169). */
  amountTooLarge: "L'importo non può superare 99.999.999,99 €",
} as const;

export const ERROR_MESSAGES = {
  unexpected: 'Si è verificato un errore imprevisto',
  badRequest: 'Richiesta non valida.',
  invalidData: 'Dati non validi.',
  unauthenticated: 'Sessione scaduta o assente: accedi di nuovo.',
  forbidden: 'Non hai i permessi per questa operazione.',
  inactive: 'Completa il tuo account per continuare.',
  notFound: 'Risorsa non trovata.',
  foreignOrigin: 'Richiesta da un\u2019origine non consentita.',
  tooLarge: 'Richiesta troppo grande.',
  invalidLink: 'Il link non è valido o è scaduto.',
} as const;
