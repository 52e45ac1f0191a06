/** Italian messages of the payments routes (SPEC §8 Payments; the server's own refusals). */
export const PAYMENT_MESSAGES = {
  nothingToSettle: 'Nessun importo da conguagliare per questo contratto.',
  nothingToConfirm: 'Nessun pagamento da confermare per questo contratto.',
  payableNotFound: 'Pagamento non trovato',
  payableNotDue: 'Questo pagamento è già stato confermato o annullato.',
  settlementNotFound: 'Conguaglio non trovato',
  invalidPayableId: 'Identificativo del pagamento non valido',
  invalidSettlementId: 'Identificativo del conguaglio non valido',
} as const;
