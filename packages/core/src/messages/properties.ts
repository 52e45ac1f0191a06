/** docs/product.md §8 "Portfolio and properties" wording, plus the refusals docs/domain.md §3 and §7 ask for. */
export const PROPERTY_MESSAGES = {
  invalidPropertyId: 'ID proprietà non valido',
  invalidRoomId: 'ID stanza non valido',
  propertyNotFoundView: 'Proprietà non trovata o non hai i permessi per visualizzarla',
  propertyNotFoundEdit: 'Proprietà non trovata o non hai i permessi per modificarla',
  roomNotFound: 'Stanza non trovata o non hai i permessi per modificarla',
  propertyHasContracts: "Impossibile eliminare l'immobile: ci sono contratti in corso o futuri.",
  roomInUse: 'Impossibile eliminare la stanza: è assegnata a un contratto.',
  tooManyRooms: 'Massimo 200 stanze per proprietà',
  noRooms: 'Nessuna stanza configurata per questa proprietà',
  loadError: 'Errore durante il caricamento della proprietà',
  addRoomFailed: "Errore durante l'aggiunta della stanza.",
  // The portfolio's list, on the Proprietà screen and the new contract's property picker.
  portfolioLoadErrorTitle: 'Errore durante il caricamento del portfolio',
  portfolioLoadError: 'Si è verificato un errore durante il caricamento del portfolio.',
  portfolioSearchLabel: 'Cerca proprietà',
  portfolioSearchPlaceholder: 'Cerca per nome o indirizzo',
  portfolioNoMatch: 'Nessuna proprietà corrisponde alla ricerca',
} as const;
