/** The lease's fields and the deposit (DOMAIN §14, §15): field and error messages. */
export const DEPOSIT_MESSAGES = {
  contractTypeInvalid: 'Tipo di contratto non valido',
  istatShareInvalid: 'Aggiornamento ISTAT non valido',
  istatUnderCedolare: 'Con la cedolare secca il canone non si aggiorna con l\u2019ISTAT',
  registrationBeforeStart: 'La data di registrazione non può precedere l\u2019inizio del contratto',
  registrationAfterEnd: 'La data di registrazione non può seguire la fine del contratto',
  depositAmountPositive: 'Il deposito deve essere maggiore di 0',
  depositDateRequired: 'Data di ricezione del deposito obbligatoria',
  depositDateWithoutAmount: 'Indica l\u2019importo del deposito',
  depositBeforeStart: 'La data di ricezione non può precedere l\u2019inizio del contratto',
  depositAfterEnd: 'La data di ricezione non può seguire la fine del contratto',
  /** The form's warning above three months' rent (art. 11 L. 392/1978); the server accepts it. */
  depositAboveThreeMonths:
    'Il deposito supera tre mensilità del canone: per le locazioni abitative la legge (art. 11 L. 392/1978) pone questo limite.',
  rateInvalid: 'Tasso non valido',
  rateRange: 'Il tasso deve essere compreso tra 0 e 20 %',
  yearInvalid: 'Anno non valido',
  noDeposit: 'Questo contratto non ha un deposito cauzionale',
  alreadyClosed: 'Il deposito cauzionale è già stato chiuso',
  deductionReasonRequired: 'Motivo obbligatorio',
  deductionsExceed: (available: string) =>
    `Le trattenute superano deposito e interessi (${available}): indica che l\u2019inquilino deve la differenza.`,
  closingDateBeforeReceipt: 'La data di chiusura non può precedere la ricezione del deposito',
  closingNotFound: 'Chiusura del deposito non trovata',
} as const;
