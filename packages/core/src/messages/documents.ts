import { MAX_UPLOAD_BYTES, type UploadPurpose } from '../constants';

/** The upload limit as people read it: '10 MB'. */
export const MAX_UPLOAD_SIZE_TEXT = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;

/** A file over the limit, as the form says it before any upload. */
const FILE_TOO_LARGE = `Il file supera la dimensione massima di ${MAX_UPLOAD_SIZE_TEXT}`;

/** The hint under a field that takes a PDF or a photo. */
const PDF_OR_PHOTO_HINT = `PDF o foto (JPEG, PNG, WebP, HEIC), al massimo ${MAX_UPLOAD_SIZE_TEXT}.`;

/** Every message about documents and uploads (Italian, as the rest of the app). */
export const DOCUMENT_MESSAGES = {
  /** The form's own checks of a picked file (before asking for an upload URL). */
  fileTooLarge: FILE_TOO_LARGE,
  fileEmpty: 'Il file è vuoto',
  /** The server's refusals. */
  typeNotAllowed: {
    contract: 'Tipo di file non consentito: per i contratti solo PDF.',
    bill: 'Tipo di file non consentito: per le spese PDF o immagini (JPEG, PNG, WebP, HEIC).',
    payment_proof: 'Tipo di file non consentito: per la ricevuta del pagamento PDF o immagini (JPEG, PNG, WebP, HEIC).',
    deposit_deduction: 'Tipo di file non consentito: per le trattenute PDF o immagini (JPEG, PNG, WebP, HEIC).',
  } satisfies Record<UploadPurpose, string>,
  tooLarge: `${FILE_TOO_LARGE}.`,
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
  /** The hint under an upload field, by what the file becomes. */
  fileHint: {
    contract: `Solo file PDF, al massimo ${MAX_UPLOAD_SIZE_TEXT}.`,
    bill: `PDF, JPEG, PNG, WebP o HEIC, al massimo ${MAX_UPLOAD_SIZE_TEXT}.`,
    payment_proof: PDF_OR_PHOTO_HINT,
    deposit_deduction: PDF_OR_PHOTO_HINT,
  } satisfies Record<UploadPurpose, string>,
  /** An upload field's file, uploaded on pick (docs/product.md §8: the toasts; the progress under the field). */
  uploaded: 'File caricato',
  uploadFailedToast: 'Errore di caricamento',
  uploadFailed: 'Impossibile caricare il file.',
  uploading: 'Caricamento in corso…',
  uploadComplete: 'Caricamento completato',
  uploadProgressLabel: 'Avanzamento del caricamento',
  /** An upload of a tenant's payment proof asked for a contract's or a bill's document. */
  landlordOnlyPurpose: 'Solo il proprietario può caricare documenti di contratti e spese.',
} as const;
