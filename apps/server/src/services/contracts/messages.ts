/** Contract messages (SPEC §8 Contracts, plus the wording of rules SPEC leaves to us). */
export const CONTRACT_MESSAGES = {
  notFound: 'Contratto non trovato',
  shareEmailCooldown: 'Link già inviato all\u2019inquilino: riprova tra qualche minuto.',
  invalidId: 'ID contratto non valido',
  propertyNotFound: 'Proprietà non trovata o non hai i permessi per visualizzarla',
  propertyIdMissing: 'ID proprietà mancante',
  propertyIdInvalid: 'ID proprietà non valido',
  roomsNotInProperty: 'Una o più stanze selezionate non appartengono a questa proprietà.',
  doubleBooking: 'Una o più stanze sono già assegnate a un altro contratto in questo periodo.',
  landlordEmail: 'Questa email appartiene a un account proprietario.',
  activeTenantNames: "Nome e cognome di un inquilino con account attivo possono essere modificati solo dall'inquilino.",
  tenantAlreadyActive: "L'inquilino ha già attivato il suo account: non serve un nuovo invito.",
} as const;
