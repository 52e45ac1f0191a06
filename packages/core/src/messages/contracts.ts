import { PROPERTY_MESSAGES } from './properties';

/** Contract messages (docs/product.md §8 Contracts, plus the wording of rules SPEC leaves to us). */
export const CONTRACT_MESSAGES = {
  notFound: 'Contratto non trovato',
  shareEmailCooldown: 'Link già inviato all\u2019inquilino: riprova tra qualche minuto.',
  invalidId: 'ID contratto non valido',
  propertyNotFound: PROPERTY_MESSAGES.propertyNotFoundView,
  propertyIdMissing: 'ID proprietà mancante',
  propertyIdInvalid: PROPERTY_MESSAGES.invalidPropertyId,
  roomsNotInProperty: 'Una o più stanze selezionate non appartengono a questa proprietà.',
  doubleBooking: 'Una o più stanze sono già assegnate a un altro contratto in questo periodo.',
  alreadyAccepted: "L'inquilino ha già accettato il contratto: non serve un nuovo invito.",
  startDateRequired: 'Data inizio obbligatoria',
  endDateRequired: 'Data fine obbligatoria',
  loadError: 'Errore nel caricamento del contratto',
  noActiveContracts: 'Non hai ancora contratti attivi',
  /** The contracts list's search or filters leave nothing (docs/product.md §8 Contracts). */
  noMatchingContracts: 'Nessun contratto corrisponde alla ricerca',
  /** The public statement's link is unknown, revoked or expired (docs/product.md §8 Public statement). */
  statementLinkInvalid: 'Il link è scaduto o errato.',
  tooManyInvitations:
    "Troppi inviti inviati nell'ultima ora: nessuna modifica salvata e nessuna email inviata. Riprova più tardi.",
} as const;

/** 'Reinvia invito' too soon after the last one. */
export function resendTooSoonMessage(secondsLeft: number): string {
  return `Invito già inviato meno di un minuto fa: riprova tra ${secondsLeft} ${secondsLeft === 1 ? 'secondo' : 'secondi'}.`;
}
