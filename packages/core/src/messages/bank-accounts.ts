/** The landlord's bank accounts for receiving rent (docs/domain.md §18, decision 202). */
export const BANK_ACCOUNT_MESSAGES = {
  nameRequired: 'Il nome del conto è obbligatorio',
  nameTooLong: 'Il nome del conto può avere al massimo 60 caratteri.',
  holderRequired: "L'intestatario è obbligatorio",
  holderTooLong: "L'intestatario può avere al massimo 70 caratteri.",
  ibanRequired: "L'IBAN è obbligatorio",
  ibanInvalid: 'IBAN non valido: controlla le lettere e le cifre (per esempio IT60 X054 2811 1010 0000 0123 456).',
  ibanNotSepa: "L'IBAN deve essere di un paese dell'area SEPA: l'affitto si paga con un bonifico SEPA.",
  ibanTaken: 'Questo IBAN è già tra i tuoi conti.',
  propertiesInvalid: 'Proprietà non valide',
  notFound: 'Conto non trovato o non hai i permessi per modificarlo',
  invalidId: 'ID del conto non valido',
  invalidBody: 'Dati del conto non validi',
  /** Refused: the default account is deleted while other accounts remain. */
  defaultDeleteRefused: 'Questo è il conto predefinito: prima di eliminarlo scegli un altro conto come predefinito.',
  saved: 'Conto salvato',
  deleted: 'Conto eliminato',
  saveFailed: 'Impossibile salvare il conto',
  deleteFailed: 'Impossibile eliminare il conto',
  loadFailed: 'Impossibile caricare i conti',
  /** The EPC QR code's alt text, on the pages and in the reminder email (decision 204). */
  qrAlt: 'Codice QR per pagare con un bonifico SEPA dalla app della banca',
  /** The settings' nudge while no account receives rent. */
  noAccountNudge:
    "Aggiungi il conto su cui ricevi l'affitto: gli inquilini vedranno IBAN, causale e codice QR per pagare con un bonifico.",
} as const;
