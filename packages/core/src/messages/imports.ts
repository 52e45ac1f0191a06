/**
 * The portfolio import's wording (issue 50; docs/product.md has none for it, decision 199): the
 * file's refusals, each cell's error and the screen's labels.
 */
import { FIELD_MESSAGES } from './common';

export const IMPORT_MESSAGES = {
  notFound: 'Importazione non trovata',
  invalidId: 'ID importazione non valido',
  notASpreadsheet: 'Il file non è un foglio di calcolo: carica un file XLSX o CSV.',
  emptyFile: 'Il file è vuoto: non contiene righe da importare.',
  noDataRows: "Il file non contiene righe sotto l'intestazione.",
  tooLarge: 'Il file supera 5 MB: dividilo in più file.',
  tooManyRows: 'Il file ha più di 5.000 righe: dividilo in più file.',
  unreadable: 'Il file non si può leggere: salvalo di nuovo come XLSX o CSV e riprova.',
  fileNameMissing: 'Nome del file mancante',
  mappingRequired: 'Associa una colonna a ogni campo obbligatorio',
  mappingColumnInvalid: 'Colonna non valida',
  mappingColumnTwice: 'La stessa colonna è associata a due campi',
  notReady: "Associa le colonne e controlla l'anteprima prima di importare.",
  hasErrors: "Correggi gli errori indicati nell'anteprima e carica di nuovo il file: nessun dato è stato salvato.",
  alreadyStarted: 'Importazione già avviata',
  failed: "Importazione non riuscita: nessun dato è stato salvato. Riprova o contatta l'assistenza.",
  changedMeanwhile:
    "Il portafoglio è cambiato dopo l'anteprima: ricarica il file per vedere l'anteprima aggiornata. Nessun dato è stato salvato.",
  // Cell errors
  required: 'Cella vuota: questo valore è obbligatorio',
  invalidDate: 'Data non valida: usa gg/mm/aaaa o aaaa-mm-gg',
  invalidAmount: 'Importo non valido: usa per esempio 1.234,56',
  tooManyDecimals: 'Importo con più di 2 decimali',
  amountTooLarge: FIELD_MESSAGES.amountTooLarge,
  invalidNumber: 'Numero non valido',
  invalidYesNo: 'Valore non valido: usa Sì o No',
  unknownCostModel: 'Modello di gestione sconosciuto: usa Gestione autonoma, A consumo, A conguaglio o Forfettario',
  unknownContractType: 'Tipo di contratto sconosciuto',
  unknownIstatShare: 'Aggiornamento ISTAT non valido: usa 0, 75 o 100',
  formulaWithoutValue: 'Formula senza valore calcolato: scrivi il valore nella cella',
  cellError: 'La cella contiene un errore del foglio di calcolo',
  mergedCell: 'Cella unita: separa le celle e scrivi il valore in ognuna',
  duplicateRow: 'Riga duplicata: è uguale a una riga precedente',
  sameContractTwice: 'Contratto ripetuto: stessa email e stessa data di inizio di una riga precedente',
  emailTwoTenants: 'Email già usata per un altro inquilino in una riga precedente',
  roomLetTwice: 'Stanza già occupata in questo periodo da un altro contratto',
  roomRepeated: 'Stanza indicata due volte nella stessa riga',
  propertyDetailsDiffer: 'Stesso immobile di una riga precedente con CAP, provincia o paese diversi',
  contractFieldsWithoutTenant: 'Dati del contratto senza inquilino: compila nome, cognome ed email',
  // Statuses of a preview row and of an import
  rowCreate: 'Da creare',
  rowExists: 'Già presente',
  rowError: 'Da correggere',
  invitationsLimited: 'Limite orario degli inviti raggiunto: gli altri inquilini potranno essere invitati più tardi.',
} as const;
