import { MAX_BANK_STATEMENT_BYTES } from '../constants';

/** Refusals of a whole statement file (docs/domain.md §18, decisions 206–208): nothing of it is read. */
export const BANK_STATEMENT_MESSAGES = {
  empty: 'Il file dell’estratto conto è vuoto.',
  tooLarge: `Il file dell’estratto conto supera ${MAX_BANK_STATEMENT_BYTES / (1024 * 1024)} MB: esporta un periodo più breve.`,
  /** A DOCTYPE or ENTITY declaration (XXE, 'billion laughs'): refused before parsing (decision 206). */
  xmlDeclarationsRefused:
    'Il file XML contiene dichiarazioni DOCTYPE o ENTITY, che un estratto conto camt non usa: per sicurezza non viene letto.',
  notCamt: 'Il file XML non è un estratto conto camt.053 né un avviso camt.054.',
  noEntries: 'L’estratto conto non contiene movimenti.',
  csvHeaderNotFound:
    'Non trovo la riga di intestazione del CSV (per esempio «Data contabile» e «Importo»): indica le colonne a mano.',
  csvMappingIncomplete:
    'Indica almeno la colonna della data contabile e quella dell’importo, oppure le colonne Dare e Avere.',
  csvNoRows: 'Il CSV non contiene movimenti sotto la riga di intestazione.',
} as const;

/** 'Il file XML è incompleto o non valido (riga 12).' */
export function bankXmlInvalidMessage(line: number | null): string {
  return `Il file XML è incompleto o non valido${line === null ? '' : ` (riga ${line})`}.`;
}

/** Where a bad line is: 'Movimento 3', 'Movimento 3, operazione 2' (camt) or "Riga 12, colonna «Importo»" (CSV). */
export function camtEntryPlace(entry: number, detail: number | null = null): string {
  return `Movimento ${entry}${detail === null ? '' : `, operazione ${detail}`}`;
}

export function csvCellPlace(row: number, column: string | null): string {
  return `Riga ${row}${column === null ? '' : `, colonna «${column}»`}`;
}

/** One message per way a statement line can be wrong; `place` is one of the two above. */
export const bankLineMessages = {
  currencyNotEuro: (place: string, currency: string) =>
    `${place}: importo in ${currency}, si importano solo movimenti in euro.`,
  amountMissing: (place: string) => `${place}: manca l’importo.`,
  amountInvalid: (place: string, text: string) => `${place}: importo non valido («${text}»).`,
  amountZero: (place: string) => `${place}: l’importo è zero.`,
  amountTooLarge: (place: string) => `${place}: importo troppo grande.`,
  directionInvalid: (place: string) => `${place}: non dice se è un accredito o un addebito.`,
  debitAndCredit: (place: string) => `${place}: importo sia in Dare sia in Avere.`,
  dateMissing: (place: string) => `${place}: manca la data.`,
  dateInvalid: (place: string, text: string) => `${place}: data non valida («${text}»).`,
  batchDoesNotAddUp: (place: string) =>
    `${place}: le operazioni del movimento non sommano al suo importo, al centesimo.`,
  tooFewColumns: (place: string, found: number, expected: number) =>
    `${place}: ${found} colonne, l’intestazione ne ha ${expected}.`,
  csvSyntax: (place: string) => `${place}: virgolette non chiuse o riga malformata.`,
} as const;
