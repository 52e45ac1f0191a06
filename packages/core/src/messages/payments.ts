import {
  MAX_PENDING_SIGNALS_PER_CONTRACT,
  MAX_PROOF_BYTES_PER_CONTRACT,
  REJECTED_PROOF_RETENTION_DAYS,
} from '../constants';
import { FIELD_MESSAGES } from './common';

/** Italian messages of the payments routes (docs/product.md §8 Payments; the server's own refusals). */
export const PAYMENT_MESSAGES = {
  nothingToSettle: 'Nessun importo da conguagliare per questo contratto.',
  nothingToConfirm: 'Nessun pagamento da confermare per questo contratto.',
  payableNotFound: 'Pagamento non trovato',
  payableNotDue: 'Questo pagamento è già stato confermato o annullato.',
  settlementNotFound: 'Conguaglio non trovato',
  invalidPayableId: 'Identificativo del pagamento non valido',
  invalidSettlementId: 'Identificativo del conguaglio non valido',
} as const;

/** The payment ledger (docs/domain.md §12). */
export const PAYMENT_LEDGER_MESSAGES = {
  amountRequired: FIELD_MESSAGES.amountMustBePositive,
  dateRequired: 'Inserisci la data del pagamento',
  dateInFuture: 'La data del pagamento non può essere futura.',
  dateBeforeContract: "La data del pagamento non può precedere l'inizio del contratto.",
  methodInvalid: 'Seleziona un metodo di pagamento',
  payableNotOfContract: 'Una delle voci selezionate non è da pagare per questo contratto.',
  paymentNotFound: PAYMENT_MESSAGES.payableNotFound,
  invalidPaymentId: PAYMENT_MESSAGES.invalidPayableId,
  reasonRequired: 'Indica il motivo dello storno',
  alreadyReversed: 'Questo pagamento è già stato stornato.',
  creditAlreadySettled: 'Impossibile stornare: un anticipo pagato con questo pagamento è già stato conguagliato.',
  nothingOutstanding: 'Nessun importo da pagare per questo contratto.',
  /** Under 'Pagamenti ricevuti' while the tenant has not accepted the contract (decision 157). */
  receiptsNotEmailed:
    "Le ricevute non vengono inviate per email finché l'inquilino non accetta il contratto: scaricale da qui.",
  /** On a payment whose receipt email ran out of tries (decision 185), with 'Invia di nuovo'. */
  receiptNotSent: 'Ricevuta non inviata',
  receiptResent: 'Ricevuta in invio',
  receiptResendFailed: "Errore durante l'invio della ricevuta.",
  /** 'Invia di nuovo' on a payment whose receipt email has not failed (decision 185). */
  receiptNotFailed: 'La ricevuta di questo pagamento non è da inviare di nuovo.',
} as const;

/** The tenant's 'Ho pagato' (docs/domain.md §12) and the landlord's answer to it. */
export const PAYMENT_SIGNAL_MESSAGES = {
  notFound: 'Segnalazione di pagamento non trovata',
  invalidId: 'Identificativo della segnalazione non valido',
  alreadyDecided: 'Questa segnalazione è già stata confermata o rifiutata.',
  rejectionReasonRequired: 'Indica il motivo del rifiuto',
  /** The tenant's side (their area). */
  signalled: 'Pagamento segnalato al proprietario',
  signalFailed: 'Errore durante la segnalazione del pagamento.',
  signalHint: 'Il proprietario lo confermerà o lo rifiuterà: fino ad allora non cambia nulla.',
  proofFieldLabel: 'Prova del pagamento (facoltativa)',
  /** The 6th pending signal of one contract (decision 160). */
  tooManyPending: `Hai già ${MAX_PENDING_SIGNALS_PER_CONTRACT} pagamenti segnalati in attesa su questo contratto: attendi che il proprietario li confermi o li rifiuti.`,
  /** The contract's proofs would pass MAX_PROOF_BYTES_PER_CONTRACT (decision 160). */
  proofSpaceFull: `Spazio per le prove di pagamento di questo contratto esaurito (${MAX_PROOF_BYTES_PER_CONTRACT / (1024 * 1024)} MB): segnala il pagamento senza allegare la prova.`,
  /** Where a rejected signal's proof was (decision 160). */
  proofDeleted: `Prova del pagamento eliminata ${REJECTED_PROOF_RETENTION_DAYS} giorni dopo il rifiuto.`,
} as const;

/** 'L'importo supera il totale da pagare (X €).' with X formatted (docs/domain.md §12). */
export function amountExceedsMessage(formattedOutstanding: string): string {
  return `L'importo supera il totale da pagare (${formattedOutstanding}).`;
}

/** The contract's reminders section (docs/domain.md §13): 'Promemoria automatici' and 'Promemoria inviati'. */
export const REMINDER_MESSAGES = {
  switchInvalid: 'Indica se i promemoria automatici sono attivi (sì o no).',
  switchHint:
    "Un'email all'inquilino 3 giorni prima di ogni scadenza, il giorno dopo e ogni 7 giorni finché resta da pagare (al massimo 3).",
  none: 'Nessun promemoria inviato',
  turnedOn: 'Promemoria automatici attivati',
  turnedOff: 'Promemoria automatici disattivati',
  saveFailed: 'Impossibile salvare i promemoria automatici',
  loadFailed: 'Impossibile caricare i promemoria',
} as const;
