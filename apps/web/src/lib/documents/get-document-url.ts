import { api, call } from '@/lib/api-client';

/** get-document-url: a short-lived signed link to one document (public page: with its token). */
export function getDocumentUrl(input: { document_id: string; sharable_link_token?: string }) {
  return call(api.documents.url.$post({ json: input }));
}
