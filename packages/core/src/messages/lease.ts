/** The lease's legal life (docs/domain.md §15): the rent update (ISTAT), the deadlines and their calendar link. */
export const LEASE_MESSAGES = {
  changeInvalid: 'La variazione ISTAT deve essere una percentuale tra -20 e 20, con al massimo 2 decimali (es. 1,8).',
  anniversaryInvalid: 'Anniversario non valido',
  anniversaryNotDue: 'Per questo anniversario non c\u2019è un aggiornamento da applicare.',
  effectiveFromInvalid: 'Indica il primo giorno del mese da cui vale il nuovo canone.',
  effectiveFromBeforeAnniversary: 'Il nuovo canone non può valere da un mese che inizia prima dell\u2019anniversario.',
  effectiveFromTooLate: 'Il nuovo canone può valere al più tardi dal mese prossimo.',
  effectiveFromAfterEnd: 'Il mese scelto è dopo la fine del contratto.',
  cedolareSecca: 'Con la cedolare secca il canone non si aggiorna: il locatore rinuncia all\u2019aggiornamento ISTAT.',
  noShare: 'Il contratto non prevede l\u2019aggiornamento ISTAT.',
  alreadyApplied: 'L\u2019aggiornamento di questo anniversario è già stato applicato.',
  rentUpdateNotFound: 'Aggiornamento del canone non trovato',
  invalidKind: 'Tipo di scadenza non valido',
  calendarLinkInvalid: 'Il link del calendario è stato revocato o è errato.',
} as const;
