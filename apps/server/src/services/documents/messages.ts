import type { UploadPurpose } from '@casaconti/core/constants';

/** Every message the documents module answers with (Italian, as the rest of the API). */
export const DOCUMENT_MESSAGES = {
  typeNotAllowed: {
    contract: 'Tipo di file non consentito: per i contratti solo PDF.',
    bill: 'Tipo di file non consentito: per le spese PDF o immagini (JPEG, PNG, WebP, HEIC).',
  } satisfies Record<UploadPurpose, string>,
  tooLarge: 'Il file supera la dimensione massima di 10 MB.',
  empty: 'Il file è vuoto.',
  tooManyOpenUploads: 'Troppi caricamenti in sospeso: salva o annulla quelli già avviati e riprova tra qualche minuto.',
  uploadSpaceFull:
    'Troppi file caricati e non ancora salvati: salva o annulla quelli già caricati e riprova più tardi.',
  invalidUploadLink: 'Link di caricamento non valido.',
  expiredUploadLink: 'Link di caricamento scaduto.',
  alreadyUploaded: 'Il file è già stato caricato.',
  uploadNotFound: 'Caricamento non trovato o scaduto.',
  notUploaded: 'Il file non è stato caricato.',
  alreadyUsed: 'Il file è già stato utilizzato.',
  wrongPurpose: 'Il file caricato non è destinato a questo documento.',
  invalidDocumentId: 'ID documento non valido',
  documentNotFound: 'Documento non trovato',
  invalidDownloadLink: 'Link al documento non valido.',
  expiredDownloadLink: 'Link al documento scaduto.',
} as const;
