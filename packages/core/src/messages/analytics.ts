import { PROPERTY_MESSAGES } from './properties';

/** The analytics page and the accountant's exports (docs/domain.md §16): the 400 answers to a malformed query string. */
export const ANALYTICS_MESSAGES = {
  invalidYear: 'Anno non valido: indica un anno tra 2000 e 2100',
  invalidPropertyId: PROPERTY_MESSAGES.invalidPropertyId,
  invalidFormat: 'Formato di esportazione non valido: csv o xlsx',
  invalidTable: 'Tabella da esportare non valida: scadenze, pagamenti o spese',
  invalidBucket: 'Fascia di ritardo non valida: 0–30, 31–60, 61–90 o oltre 90 giorni',
  loadError: 'Errore durante il caricamento delle analisi',
} as const;
