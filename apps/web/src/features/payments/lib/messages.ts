import { ApiError } from '@/lib/api-client';
import { isConnectionError, isRefusal } from '@/lib/error-message';

/**
 * docs/product.md §8 Payments: each failure has its message and a connection-error variant (the call never
 * reached the server). Loads show `failed`; actions show it as the title with the server's reason.
 */
export type FailureMessages = { failed: string; connection: string };

export const PAYMENT_FAILURES = {
  overview: {
    failed: 'Impossibile caricare il riepilogo.',
    connection: 'Errore di connessione durante il caricamento del riepilogo.',
  },
  previews: {
    failed: 'Impossibile caricare le ripartizioni in sospeso.',
    connection: 'Errore di connessione durante il caricamento delle ripartizioni in sospeso.',
  },
  balances: {
    failed: 'Impossibile caricare i saldi dei contratti.',
    connection: 'Errore di connessione durante il caricamento dei saldi dei contratti.',
  },
  settle: {
    failed: 'Errore durante il calcolo del conguaglio.',
    connection: 'Errore di connessione durante il calcolo del conguaglio.',
  },
  confirm: {
    failed: 'Errore durante la conferma del pagamento.',
    connection: 'Errore di connessione durante la conferma del pagamento.',
  },
  contracts: {
    failed: 'Impossibile caricare i dettagli del contratto.',
    connection: 'Errore di connessione durante il caricamento dei dettagli del contratto.',
  },
  settlement: {
    failed: 'Impossibile caricare i dettagli del conguaglio.',
    connection: 'Errore di connessione durante il caricamento dei dettagli del conguaglio.',
  },
  adjustment: {
    failed: "Errore durante l'aggiunta della rettifica.",
    connection: "Errore di connessione durante l'aggiunta della rettifica.",
  },
} as const satisfies Record<string, FailureMessages>;

/** What a payments tab's table says: its name, its amount column, its empty and no-match texts, its load failure. */
export type ContractsTableTexts = {
  label: string;
  amountHeader: string;
  empty: string;
  noMatch: string;
  failures: FailureMessages;
};

/** docs/product.md §2 Landlord payments: the 'Pagamenti' tab's table (balances) and the 'Conguagli' tab's (previews). */
export const PAYMENT_TABLES = {
  balances: {
    label: 'Pagamenti da confermare',
    amountHeader: 'Importo',
    empty: 'Nessun pagamento da confermare',
    noMatch: 'Nessun pagamento corrisponde alla ricerca',
    failures: PAYMENT_FAILURES.balances,
  },
  previews: {
    label: 'Conguagli da calcolare',
    amountHeader: 'Totale',
    empty: 'Nessun conguaglio da calcolare',
    noMatch: 'Nessun conguaglio corrisponde alla ricerca',
    failures: PAYMENT_FAILURES.previews,
  },
} as const satisfies Record<string, ContractsTableTexts>;

/** The message for a failure: the connection variant when the server was not reached. */
export function failureMessage(error: unknown, messages: FailureMessages): string {
  return isConnectionError(error) ? messages.connection : messages.failed;
}

/**
 * The server's own reason for refusing an action (e.g. 'Nessun importo da conguagliare per questo
 * contratto.'), shown under the SPEC message; none for a connection or unexpected failure.
 */
export function refusalReason(error: unknown): string | undefined {
  return isRefusal(error) && error.message ? error.message : undefined;
}

/** docs/product.md §8 success texts. */
export function settledDescription(finalBalanceText: string): string {
  return `Un saldo finale di ${finalBalanceText} è stato creato.`;
}

/** '{n} elementi sono stati marcati come pagati.'; one item reads in the singular (decision 020). */
export function confirmedDescription(count: number): string {
  return count === 1 ? '1 elemento è stato marcato come pagato.' : `${count} elementi sono stati marcati come pagati.`;
}

/** The adjustment's failure: the server's message (docs/product.md §8), or the connection variant. */
export function adjustmentFailure(error: unknown): string {
  if (isConnectionError(error)) return PAYMENT_FAILURES.adjustment.connection;
  return error instanceof ApiError && error.message ? error.message : PAYMENT_FAILURES.adjustment.failed;
}
