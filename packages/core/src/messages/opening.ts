/** Opening positions and the payments history (docs/domain.md §17, decisions 190–192). */
export const OPENING_POSITION_MESSAGES = {
  kindInvalid: 'Scegli come si trova oggi il contratto',
  notStartedBeforeToday: 'La posizione iniziale si indica solo per un contratto iniziato prima di oggi.',
  monthRequired: 'Indica il mese fino al quale il contratto è in regola',
  monthInvalid: 'Mese non valido',
  monthBeforeStart: "Il mese non può precedere l'inizio del contratto.",
  monthInFuture: 'Il mese non può essere successivo al mese corrente.',
  asOfRequired: 'Indica la data del saldo iniziale',
  asOfBeforeStart: "La data del saldo iniziale non può precedere l'inizio del contratto.",
  asOfInFuture: 'La data del saldo iniziale non può essere futura.',
  balanceRequired: 'Indica il saldo iniziale (0 se in regola)',
  conguaglioBeforeStart: "Il mese del prossimo conguaglio non può precedere l'inizio del contratto.",
  conguaglioInFuture: 'Il mese del prossimo conguaglio non può essere successivo al mese corrente.',
  /** Correcting it once something else is on the contract (decision 191). */
  locked:
    'La posizione iniziale non si può più cambiare: sul contratto sono già registrati pagamenti, spese o conguagli.',
  historyEmpty: 'Inserisci almeno un pagamento',
  historyTooLong: 'Al massimo 1000 pagamenti per volta',
  /** A receipt asked for a reversed payment that never had one. */
  receiptOfReversed: 'Questo pagamento è stato stornato: non si può emettere la ricevuta.',
  receiptNotIssued: 'Ricevuta non ancora emessa per questo pagamento.',
  receiptIssued: 'Ricevuta emessa',
  saved: 'Posizione iniziale salvata',
} as const;

/** A balance owed above what was due by its date. */
export function balanceExceedsMessage(dueText: string, dateText: string): string {
  return `Il saldo iniziale supera il totale dovuto al ${dateText} (${dueText}).`;
}
