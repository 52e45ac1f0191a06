/** Paged lists (contracts, properties): the 400 answers to a malformed query string (decision 080). */
export const LIST_MESSAGES = {
  invalidPage: 'Numero di pagina non valido',
  invalidPageSize: 'Elementi per pagina non validi: 25, 50 o 100',
  searchTooLong: 'Testo di ricerca troppo lungo (massimo 100 caratteri)',
  invalidSort: 'Ordinamento non valido',
  invalidStatus: 'Stato del contratto non valido',
  invalidOccupancy: 'Filtro di occupazione non valido',
  invalidCategory: 'Categoria non valida',
  invalidOverdue: 'Filtro scaduti non valido',
  invalidMinAmount: 'Importo minimo non valido (in centesimi)',
  invalidMaxAmount: 'Importo massimo non valido (in centesimi)',
  invalidPayableStatus: 'Stato del pagamento non valido',
  invalidContractId: 'Contratto non valido',
} as const;
