/** SPEC §8 "Portfolio and properties" wording, plus the refusals DOMAIN §3 and §7 ask for. */
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
} as const;
