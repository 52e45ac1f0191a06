import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { getDocumentUrl } from './get-document-url';

export const DOCUMENT_OPEN_ERROR = 'Impossibile caricare il documento. Riprova più tardi.';

/** Fetches a signed link and opens the document in a new tab. */
export async function openDocument(input: { document_id: string; sharable_link_token?: string }) {
  const { signedUrl } = await getDocumentUrl(input);
  window.open(signedUrl, '_blank', 'noopener');
}

export function useOpenDocument() {
  return useMutation({
    mutationFn: openDocument,
    onError: () => toast.error(DOCUMENT_OPEN_ERROR),
  });
}
