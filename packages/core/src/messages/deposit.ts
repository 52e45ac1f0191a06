/** The lease's fields and the deposit (docs/domain.md §14, §15): field and error messages. */
export const DEPOSIT_MESSAGES = {
  contractTypeInvalid: 'Tipo di contratto non valido',
  istatShareInvalid: 'Aggiornamento ISTAT non valido',
  istatUnderCedolare: 'Con la cedolare secca il canone non si aggiorna con l\u2019ISTAT',
  registrationBeforeStart: 'La data di registrazione non può precedere l\u2019inizio del contratto',
  registrationAfterEnd: 'La data di registrazione non può seguire la fine del contratto',
  depositAmountPositive: 'Il deposito deve essere maggiore di 0',
  depositDateRequired: 'Data di ricezione del deposito obbligatoria',
  depositDateWithoutAmount: 'Indica l\u2019importo del deposito',
  depositAfterEnd: 'La data di ricezione non può seguire la fine del contratto',
  /** The form's warning above three months' rent (art. 11 L. 392/1978); the server accepts it. */
  depositAboveThreeMonths:
    'Il deposito supera tre mensilità del canone: per le locazioni abitative la legge (art. 11 L. 392/1978) pone questo limite.',
  /** The warnings (not errors) of a contract whose dates fall outside its type's length (decision 171). */
  transitorioDuration:
    'Un contratto transitorio dura da 1 a 18 mesi (art. 5 L. 431/1998): controlla le date o il tipo di contratto.',
  studentiDuration:
    'Un contratto per studenti universitari dura da 6 a 36 mesi (art. 5 L. 431/1998): controlla le date o il tipo di contratto.',
  /** The deposit is received at the latest today (decision 170). */
  depositInFuture: 'La data di ricezione del deposito non può essere futura',
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
