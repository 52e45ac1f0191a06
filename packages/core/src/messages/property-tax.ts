/** The tax year's data of a property and a contract (docs/domain.md §19): owners and shares, cadastral data, registration. */
export const PROPERTY_TAX_MESSAGES = {
  ownerNameRequired: 'Il nome del proprietario è obbligatorio',
  fiscalCodeRequired: 'Il codice fiscale è obbligatorio',
  fiscalCodeInvalid: 'Codice fiscale non valido: controlla i 16 caratteri (l\u2019ultimo è il carattere di controllo)',
  shareInvalid: 'Quota non valida: una percentuale maggiore di 0 e fino a 100, con al massimo 2 decimali (es. 33,33)',
  ownerToBeforeFrom: 'La data di fine possesso non può precedere la data di inizio',
  tooManyOwners: 'Massimo 20 righe di proprietari per immobile',
  ownerTwiceAtOnce: 'Lo stesso codice fiscale compare due volte nello stesso periodo',
  comuneRequired: 'Il comune è obbligatorio',
  comuneCodeInvalid: 'Codice catastale del comune non valido: una lettera e tre cifre (es. H501 per Roma)',
  foglioInvalid: 'Foglio non valido: un numero intero di al massimo 4 cifre',
  particellaInvalid: 'Particella non valida: un numero intero di al massimo 5 cifre',
  subalternoInvalid: 'Subalterno non valido: un numero intero di al massimo 4 cifre',
  categoriaInvalid: 'Categoria catastale non valida: scegli una categoria dell\u2019elenco (es. A/2)',
  classeInvalid: 'Classe non valida: un numero fino a 2 cifre oppure U (classe unica)',
  renditaRequired: 'La rendita catastale è obbligatoria',
  renditaPositive: 'La rendita catastale deve essere maggiore di 0',
  taxYearInvalid: 'Anno non valido: quattro cifre (es. 2025)',
  registrationCodeInvalid:
    'Codice identificativo non valido: 17 caratteri, solo lettere e cifre, come sulla ricevuta di registrazione',
} as const;

/** 'Le quote dal 01/01/2025 al 31/12/2025 sommano a 50 %: devono fare 100 %' (dates already written in Italian). */
export function sharesNotWholeMessage(from: string | null, to: string | null, percent: string): string {
  const period = from && to ? `dal ${from} al ${to}` : from ? `dal ${from}` : to ? `fino al ${to}` : 'di ogni giorno';
  return `Le quote ${period} sommano a ${percent} %: devono fare 100 %`;
}

/** A year whose return's rules are not shipped (tax-year-rules.ts): the rows are refused. */
export function taxYearWithoutRulesMessage(year: number, shipped: readonly number[]): string {
  return `Per il ${year} non abbiamo ancora le regole della dichiarazione dei redditi: anni disponibili ${shipped.join(', ')}.`;
}
